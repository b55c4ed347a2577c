import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { AnyEventObject } from 'xstate';
import { contactFormCopy, contactSuccessCopy } from '../data/contact';
import { CHECKED_FIELDS, CONTACT_MAX_LENGTH, type ContactField } from '../data/contactSchema';
import { paths } from '../data/navigation';
import { web3forms } from '../data/web3forms';
import { writeDraft } from '../machines/browser/draftStorage';
import { ContactSendUnknown } from '../machines/browser/postToWeb3Forms';
import type { ContactFormContext } from '../machines/contactFormMachine';
import { contactFormModel } from '../machines/contactFormMachine.model.test';
import { describePath, type ModelStep, modelSteps, planPaths } from '../testing/modelHarness';
import { renderRoute } from '../testing/renderRoute';
import { useWeb3FormsServer, web3formsServer } from '../testing/web3forms';

/**
 * The contact form's model paths, replayed through the rendered page: each event becomes what a
 * visitor (or the network) does, each state what the visitor sees, and each focus action where
 * the keyboard lands. Web3Forms is mocked at the `fetch` level; it answers when the path says so.
 */
const plan = planPaths(contactFormModel);

const field = (name: ContactField) =>
  screen.getByRole('textbox', {
    name: name === 'phone' ? 'Téléphone (facultatif)' : contactFormCopy.labels[name],
  });
const honeypot = () => document.querySelector<HTMLInputElement>('input[name="botcheck"]')!;
const form = () => screen.getByRole('region', { name: contactFormCopy.title });

type Outcome = 'done' | 'error' | 'unknown';

/** Web3Forms, held: each request waits until the path says how it ends. */
function heldService() {
  const requests: FormData[] = [];
  const waiting: Array<(outcome: Outcome) => void> = [];
  web3formsServer.use(
    http.post(web3forms.endpoint, async ({ request }) => {
      requests.push(await request.formData());
      const outcome = await new Promise<Outcome>((resolve) => waiting.push(resolve));
      if (outcome === 'done')
        return HttpResponse.json({ success: true, message: 'Email sent successfully!' });
      // Known not to have arrived: too large. Unknown: the answer cannot be read.
      return outcome === 'error' ? new HttpResponse(null, { status: 413 }) : HttpResponse.error();
    }),
  );
  return {
    requests,
    answer: async (outcome: Outcome) => {
      await waitFor(() => expect(waiting.length, 'a request is waiting for its answer').toBeGreaterThan(0));
      waiting.shift()!(outcome);
    },
  };
}

type Service = ReturnType<typeof heldService>;
type Doer = (user: UserEvent, event: AnyEventObject, service: Service) => Promise<void>;

/** What the visitor (or the network) does for each event the machine receives. */
const visitorDoes: Record<string, Doer> = {
  'field.change': async (user, event) => {
    const control = field(event.field);
    await user.clear(control);
    if (event.value !== '') {
      await user.click(control);
      await user.paste(event.value);
    }
  },
  // Only a robot ticks the hidden honeypot; it does not move a pointer.
  'botcheck.change': async (_user, event) => {
    if (honeypot().checked !== event.checked) fireEvent.click(honeypot());
  },
  'form.submit': (user) => user.click(within(form()).getByRole('button', { name: contactFormCopy.submit })),
  'form.reset': (user) => user.click(screen.getByRole('button', { name: contactSuccessCopy.again })),
  // A paste longer than the room left: only the paste event here (the browser would insert what
  // fits; the model keeps the fields as they are).
  'field.cut': async (_user, event) => {
    fireEvent.paste(field(event.field), {
      clipboardData: { getData: () => 'x'.repeat(CONTACT_MAX_LENGTH[event.field as ContactField] + 1) },
    });
  },
  'xstate.done.actor.sendMessage': (_user, _event, service) => service.answer('done'),
  'xstate.error.actor.sendMessage': (_user, event, service) =>
    service.answer(event.error instanceof ContactSendUnknown ? 'unknown' : 'error'),
};

/** What the visitor sees in each state, where focus is after each focus action, what was sent. */
function expectForm(step: ModelStep, sent: number, service: Service) {
  const context = step.snapshot.context as ContactFormContext;
  expect(service.requests, 'requests sent so far').toHaveLength(sent);

  const card = form();
  if (step.snapshot.matches('success')) {
    const status = within(card).getByRole('status');
    const title = within(status).getByRole('heading', { name: contactSuccessCopy.title });
    expect(within(status).getByRole('button', { name: contactSuccessCopy.again })).toBeVisible();
    expect(within(card).queryByRole('textbox')).toBeNull();
    if (step.actions.includes('focusConfirmation')) expect(title).toHaveFocus();
    return;
  }

  const submitting = step.snapshot.matches('submitting');
  const button = within(card).getByRole('button', {
    name: submitting ? contactFormCopy.submitting : contactFormCopy.submit,
  });
  if (submitting) expect(button).toBeDisabled();
  else expect(button).toBeEnabled();
  expect(within(card).queryByText(contactSuccessCopy.title)).toBeNull();

  const controls = {
    name: field('name'),
    email: field('email'),
    phone: field('phone'),
    message: field('message'),
  };
  for (const name of ['name', 'email', 'phone', 'message'] as const) {
    expect(controls[name]).toHaveValue(context.fields[name]);
    if (submitting) expect(controls[name]).toHaveAttribute('readonly');
  }
  for (const name of CHECKED_FIELDS) {
    const error = context.errors[name];
    if (error) {
      expect(controls[name]).toHaveAttribute('aria-invalid', 'true');
      expect(controls[name]).toHaveAccessibleDescription(error);
    } else {
      expect(controls[name]).not.toHaveAttribute('aria-invalid');
    }
  }
  expect(honeypot().checked).toBe(context.botcheck);

  const alert = within(card).queryByRole('alert');
  // Testing Library reads text with its spaces collapsed; the French copy has no-break spaces.
  if (context.failure) expect(within(alert!).getByText(context.failure.replace(/\s+/g, ' '))).toBeVisible();
  else expect(alert).toBeNull();
  const notices = Object.values(contactFormCopy.draftNotices).filter((notice) =>
    within(card).queryByText(notice.replace(/\s+/g, ' ')),
  );
  expect(notices).toEqual(context.draftNotice ? [contactFormCopy.draftNotices[context.draftNotice]] : []);

  if (step.actions.includes('focusFailure')) expect(alert).toHaveFocus();
  if (step.actions.includes('focusForm')) expect(controls.name).toHaveFocus();
  if (step.actions.includes('focusFirstInvalid')) {
    const first = CHECKED_FIELDS.find((name) => context.errors[name]);
    expect(controls[first!]).toHaveFocus();
  }
}

describe('contact form: model paths through the rendered page', () => {
  useWeb3FormsServer();
  beforeEach(() => {
    sessionStorage.clear();
    window.scrollTo = vi.fn();
  });

  it.each(plan.paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const steps = modelSteps(contactFormModel, path);
    // A draft can only be found when the page opens: the model offers it first or not at all.
    const draft = steps.findIndex((step) => step.event.type === 'draft.loaded');
    expect(draft === -1 || draft === 1, 'draft.loaded comes first').toBe(true);
    if (draft === 1) writeDraft(steps[1]!.event.fields, steps[1]!.event.send);

    const service = heldService();
    const user = userEvent.setup({ delay: null });
    await renderRoute(paths.contact);
    let sent = 0;
    for (const step of steps) {
      if (step.index === 0 && draft === 1) continue; // the draft arrives as the page opens
      if (step.index > 0 && step.event.type !== 'draft.loaded') {
        await visitorDoes[step.event.type]!(user, step.event, service);
      }
      if (step.snapshot.matches('submitting') && !steps[step.index - 1]?.snapshot.matches('submitting'))
        sent++;
      await waitFor(() => expectForm(step, sent, service));
    }
  });

  it('maps every event the model sends to something a visitor or the network does', () => {
    const events = new Set(plan.paths.flatMap((path) => path.events.map((event) => event.type)));
    events.delete('draft.loaded');
    expect([...events].sort()).toEqual(Object.keys(visitorDoes).sort());
  });
});
