import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyTransitionDefinition,
  createActor,
  fromCallback,
  fromPromise,
  type InspectionEvent,
} from 'xstate';
import { toDirectedGraph } from 'xstate/graph';
import { CONTACT_DRAFT_STORAGE_KEY, contactFailureMessages, unknownOutcomeCopy } from '../data/contact';
import {
  type ContactFields,
  contactFieldMessages,
  firstInvalidField,
  UNKNOWN_OUTCOME_REASONS,
  type UnknownOutcomeReason,
} from '../data/contactSchema';
import { microstepTransitions } from '../testing/modelHarness';
import { ContactSendError, ContactSendUnknown } from './browser/postToWeb3Forms';
import { contactFormMachine } from './contactFormMachine';

const valid: ContactFields = {
  name: '  Camille Martin ',
  email: 'camille@example.fr ',
  phone: '',
  message: 'Bonjour,\nune question.',
};

// Every transition any test takes, to prove at the end that each one of the machine is exercised.
const taken = new Set<string>();
const keyOf = (transition: AnyTransitionDefinition) =>
  `${transition.source.id} | ${transition.eventType} | #${transition.source.transitions.get(transition.eventType)?.indexOf(transition)}`;
// Read on XState's public API (no underscored field): after each snapshot the machine settles in, its next
// microstep is an event's, whose transitions XState selects; a later one in the same step is eventless.
let settled: AnyMachineSnapshot | undefined;
let fresh = false;
const inspect = (event: InspectionEvent) => {
  if (event.actorRef.sessionId !== event.rootId) return;
  if (event.type === '@xstate.snapshot') {
    settled = event.snapshot as AnyMachineSnapshot;
    fresh = true;
  }
  if (event.type === '@xstate.microstep' && settled) {
    const to = event.snapshot as AnyMachineSnapshot;
    for (const transition of microstepTransitions(
      settled.machine,
      settled,
      to,
      fresh ? event.event : undefined,
    ))
      taken.add(keyOf(transition));
    settled = to;
    fresh = false;
  }
};

const running: AnyActorRef[] = [];

/** The machine with its send actor replaced by a promise the test settles, and focus recorded. */
function start({ draft }: { draft?: ContactFields } = {}) {
  const sent: ContactFields[] = [];
  const focus: string[] = [];
  let settle = { resolve: () => {}, reject: (_error: unknown) => {} };
  const machine = contactFormMachine.provide({
    actors: {
      sendMessage: fromPromise<void, ContactFields>(({ input }) => {
        sent.push(input);
        return new Promise<void>((resolve, reject) => {
          settle = { resolve, reject };
        });
      }),
      ...(draft
        ? {
            draftLoader: fromCallback(({ sendBack }) => {
              sendBack({ type: 'draft.loaded', fields: draft });
            }),
          }
        : {}),
    },
    actions: {
      focusFirstInvalid: ({ context }) => focus.push(`field:${firstInvalidField(context.errors)}`),
      focusFailure: () => focus.push('failure'),
      focusConfirmation: () => focus.push('confirmation'),
      focusForm: () => focus.push('form'),
    },
  });
  const actor = createActor(machine, { inspect }).start();
  running.push(actor);
  const type = (values: Partial<ContactFields>) => {
    for (const [field, value] of Object.entries(values))
      actor.send({ type: 'field.change', field: field as keyof ContactFields, value });
  };
  return {
    actor,
    sent,
    focus,
    type,
    settle: () => settle,
    state: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

const storedDraft = () => {
  const raw = sessionStorage.getItem(CONTACT_DRAFT_STORAGE_KEY);
  return raw ? JSON.parse(raw).fields : null;
};
/** After a send: no text kept, only the record that it arrived (told on the next visit). */
const recordOfSent = { version: 1, fields: { name: '', email: '', phone: '', message: '' }, send: 'sent' };
const stored = () => JSON.parse(sessionStorage.getItem(CONTACT_DRAFT_STORAGE_KEY) ?? 'null');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('contactFormMachine', () => {
  beforeEach(() => sessionStorage.clear());
  // A form left sending would keep asking before the page is left, in the tests after it.
  afterEach(() => {
    for (const actor of running.splice(0)) actor.stop();
  });

  it('starts editing an empty form, with nothing to report', () => {
    const form = start();
    expect(form.state()).toBe('editing');
    expect(form.context()).toEqual({
      fields: { name: '', email: '', phone: '', message: '' },
      botcheck: false,
      errors: {},
      checkOnChange: false,
      failure: null,
      draftNotice: null,
      unsure: null,
      cutField: null,
    });
  });

  it('keeps every change as a draft, without judging it before the first submit', () => {
    const form = start();
    form.type({ email: 'camille@' });
    expect(form.context().fields.email).toBe('camille@');
    expect(form.context().errors).toEqual({});
    expect(storedDraft()).toEqual({ name: '', email: 'camille@', phone: '', message: '' });
  });

  it('on an invalid submit: shows every error, focuses the first invalid field, sends nothing', () => {
    const form = start();
    form.type({ email: 'camille@example' });
    form.actor.send({ type: 'form.submit' });
    expect(form.state()).toBe('editing');
    expect(form.context().errors).toEqual({
      name: contactFieldMessages.nameRequired,
      email: contactFieldMessages.emailInvalid,
      message: contactFieldMessages.messageRequired,
    });
    expect(form.focus).toEqual(['field:name']);
    expect(form.sent).toEqual([]);
  });

  it('checks again on every change once a submit has happened', () => {
    const form = start();
    form.type({ name: 'Camille', message: 'Bonjour' });
    form.actor.send({ type: 'form.submit' });
    expect(form.context().errors).toEqual({ email: contactFieldMessages.emailRequired });
    expect(form.focus).toEqual(['field:email']);
    form.type({ email: 'camille' });
    expect(form.context().errors).toEqual({ email: contactFieldMessages.emailInvalid });
    form.type({ email: 'camille@example.fr' });
    expect(form.context().errors).toEqual({});
    form.type({ name: '   ' });
    expect(form.context().errors).toEqual({ name: contactFieldMessages.nameRequired });
  });

  it('sends the trimmed fields once, whatever happens while the message is on its way', () => {
    const form = start();
    form.type(valid);
    form.actor.send({ type: 'form.submit' });
    expect(form.state()).toBe('submitting');
    form.actor.send({ type: 'form.submit' });
    form.actor.send({ type: 'form.submit' });
    form.type({ message: 'changed while sending' });
    expect(form.sent).toEqual([
      { name: 'Camille Martin', email: 'camille@example.fr', phone: '', message: 'Bonjour,\nune question.' },
    ]);
    expect(form.context().fields.message).toBe(valid.message);
  });

  it('on success: confirms, empties the form and the draft, focuses the confirmation', async () => {
    const form = start();
    form.type(valid);
    form.actor.send({ type: 'form.submit' });
    expect(storedDraft()).not.toBeNull();
    form.settle().resolve();
    await flush();
    expect(form.state()).toBe('success');
    expect(form.context().fields).toEqual({ name: '', email: '', phone: '', message: '' });
    expect(stored()).toEqual(recordOfSent);
    expect(form.focus).toEqual(['confirmation']);
  });

  it('"Envoyer un autre message" returns to an empty, unjudged form and focuses it', async () => {
    const form = start();
    form.type(valid);
    form.actor.send({ type: 'form.submit' });
    form.settle().resolve();
    await flush();
    form.actor.send({ type: 'form.reset' });
    expect(form.state()).toBe('editing');
    expect(form.context()).toMatchObject({ errors: {}, checkOnChange: false, failure: null });
    expect(form.context().fields).toEqual({ name: '', email: '', phone: '', message: '' });
    expect(form.focus).toEqual(['confirmation', 'form']);
    form.type({ email: 'x' });
    expect(form.context().errors).toEqual({});
  });

  it('on failure: back to editing with the French message, the fields and the draft kept', async () => {
    const form = start();
    form.type(valid);
    form.actor.send({ type: 'form.submit' });
    form.settle().reject(new ContactSendError('tooLarge', contactFailureMessages.tooLarge));
    await flush();
    expect(form.state()).toBe('editing');
    expect(form.context().failure).toBe(contactFailureMessages.tooLarge);
    expect(form.context().fields).toEqual(valid);
    expect(storedDraft()).toEqual(valid);
    expect(form.focus).toEqual(['failure']);
  });

  it.each([
    ['a thrown string', 'boom', contactFailureMessages.unknown],
    ['a thrown object', { code: 42 }, contactFailureMessages.unknown],
    ['an error without a message', new Error(''), contactFailureMessages.unknown],
    ['an error with a message', new Error('Service indisponible'), 'Service indisponible'],
  ])('describes %s per docs/product.md §8', async (_, thrown, shown) => {
    const form = start();
    form.type(valid);
    form.actor.send({ type: 'form.submit' });
    form.settle().reject(thrown);
    await flush();
    expect(form.context().failure).toBe(shown);
  });

  it('clears the failure when the next attempt starts, valid or not', async () => {
    const form = start();
    form.type(valid);
    form.actor.send({ type: 'form.submit' });
    form.settle().reject(new Error('Erreur lors de l’envoi.'));
    await flush();
    form.actor.send({ type: 'form.submit' });
    expect(form.state()).toBe('submitting');
    expect(form.context().failure).toBeNull();
    form.settle().reject(new Error('Erreur lors de l’envoi.'));
    await flush();
    form.type({ email: '' });
    form.actor.send({ type: 'form.submit' });
    expect(form.state()).toBe('editing');
    expect(form.context().failure).toBeNull();
    expect(form.sent).toHaveLength(2);
  });

  it('pretends success and sends nothing when the honeypot is ticked', () => {
    const form = start();
    form.type(valid);
    form.actor.send({ type: 'botcheck.change', checked: true });
    expect(form.context().botcheck).toBe(true);
    form.actor.send({ type: 'form.submit' });
    expect(form.state()).toBe('success');
    expect(form.sent).toEqual([]);
    expect(form.context().botcheck).toBe(false);
  });

  it('asks before the page is left while sending, and no longer once the send is over', async () => {
    const form = start();
    form.type(valid);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    form.actor.send({ type: 'form.submit' });
    expect(leave()).toBe(true);
    form.settle().resolve();
    await flush();
    expect(form.state()).toBe('success');
    expect(leave()).toBe(false);
  });

  describe('when the outcome of a send cannot be known', () => {
    const unsure = async (reason: UnknownOutcomeReason = 'network') => {
      const form = start();
      form.type(valid);
      form.actor.send({ type: 'form.submit' });
      form.settle().reject(new ContactSendUnknown(reason));
      await flush();
      return form;
    };

    it.each(UNKNOWN_OUTCOME_REASONS)(
      'says in the banner that it may have arrived (%s), the form editable with everything typed',
      async (reason) => {
        const form = await unsure(reason);
        expect(form.state()).toBe('editing');
        expect(form.context().fields).toEqual(valid);
        expect(form.context().failure).toBe(unknownOutcomeCopy.reasons[reason]);
        expect(form.context().failure).toMatch(/peut-être/);
        expect(form.context().failure).not.toMatch(/pas parti/);
        expect(form.focus).toEqual(['failure']);
      },
    );

    it('keeps telling the draft it may have arrived while she edits, so a reload says « peut-être »', async () => {
      const form = await unsure('unclear');
      form.type({ message: `${valid.message} Encore une chose.` });
      expect(stored()).toMatchObject({ send: 'unknown', unknown: 'unclear' });
    });

    it('sending again is the form’s own button: the banner goes as the attempt starts', async () => {
      const form = await unsure();
      form.actor.send({ type: 'form.submit' });
      expect(form.state()).toBe('submitting');
      expect(form.context().failure).toBeNull();
      expect(form.context().unsure).toBeNull();
      expect(form.sent).toHaveLength(2);
      form.settle().resolve();
      await flush();
      expect(form.state()).toBe('success');
    });

    it.each([
      ['pending', undefined, 'interrupted'],
      ['unknown', 'redirect', 'redirect'],
      ['unknown', 'unclear', 'unclear'],
      ['unknown', undefined, 'network'],
    ] as const)(
      'tells a draft whose send was %s (%s) in the banner as the page opens (%s), the form refilled',
      (send, unknown, reason) => {
        const draft = { version: 1, fields: valid, send, ...(unknown ? { unknown } : {}) };
        sessionStorage.setItem(CONTACT_DRAFT_STORAGE_KEY, JSON.stringify(draft));
        const form = start();
        expect(form.state()).toBe('editing');
        expect(form.context().fields).toEqual(valid);
        expect(form.context().failure).toBe(unknownOutcomeCopy.reasons[reason]);
        expect(form.context().draftNotice).toBeNull();
        expect(stored()).toMatchObject({ send: 'unknown', unknown: reason });
        expect(form.sent).toEqual([]);
        // A page that opens does not move focus.
        expect(form.focus).toEqual([]);
      },
    );
  });

  describe('a paste cut at the limit', () => {
    it('is remembered for its field until she shortens it, and forgotten as she sends', () => {
      const form = start();
      form.type({ message: 'x'.repeat(5000) });
      form.actor.send({ type: 'field.cut', field: 'message' });
      expect(form.context().cutField).toBe('message');
      form.type({ message: 'x'.repeat(5000) });
      expect(form.context().cutField).toBe('message');
      form.type({ message: 'x'.repeat(4990) });
      expect(form.context().cutField).toBeNull();
      form.actor.send({ type: 'field.cut', field: 'message' });
      form.type(valid);
      form.actor.send({ type: 'form.submit' });
      expect(form.context().cutField).toBeNull();
    });
  });

  describe('draft', () => {
    it('restores a saved draft when the machine starts (the real loader, from sessionStorage)', () => {
      sessionStorage.setItem(CONTACT_DRAFT_STORAGE_KEY, JSON.stringify({ version: 1, fields: valid }));
      const form = start();
      expect(form.context().fields).toEqual(valid);
      expect(form.context().draftNotice).toBe('restored');
    });

    it.each([['failed', 'sendFailed']] as const)(
      'restores a draft whose send was %s when the page was left, and says so (%s)',
      (send, notice) => {
        sessionStorage.setItem(
          CONTACT_DRAFT_STORAGE_KEY,
          JSON.stringify({ version: 1, fields: valid, send }),
        );
        const form = start();
        expect(form.context().fields).toEqual(valid);
        expect(form.context().draftNotice).toBe(notice);
        // Said once: the draft kept from now on is an ordinary one.
        expect(JSON.parse(sessionStorage.getItem(CONTACT_DRAFT_STORAGE_KEY)!)).toEqual({
          version: 1,
          fields: valid,
        });
      },
    );

    it('says a message arrived after the page was left, with an empty form, once', () => {
      sessionStorage.setItem(
        CONTACT_DRAFT_STORAGE_KEY,
        JSON.stringify({ version: 1, fields: { name: '', email: '', phone: '', message: '' }, send: 'sent' }),
      );
      const form = start();
      expect(form.context().draftNotice).toBe('sent');
      expect(form.context().fields).toEqual({ name: '', email: '', phone: '', message: '' });
      expect(sessionStorage.getItem(CONTACT_DRAFT_STORAGE_KEY)).toBeNull();
    });

    it('is not read before the machine starts: the first render matches the prerendered form', () => {
      sessionStorage.setItem(CONTACT_DRAFT_STORAGE_KEY, JSON.stringify({ version: 1, fields: valid }));
      const idle = createActor(contactFormMachine);
      expect(idle.getSnapshot().context.fields).toEqual({ name: '', email: '', phone: '', message: '' });
      idle.start();
      expect(idle.getSnapshot().context.fields).toEqual(valid);
      idle.stop();
    });

    it('never overwrites what was typed before it arrived', () => {
      const form = start();
      form.type({ name: 'Typed now' });
      form.actor.send({
        type: 'draft.loaded',
        fields: { name: 'Old name', email: 'old@example.fr', phone: '', message: 'Old message' },
        send: null,
      });
      expect(form.context().fields).toEqual({
        name: 'Typed now',
        email: 'old@example.fr',
        phone: '',
        message: 'Old message',
      });
      expect(storedDraft()).toEqual(form.context().fields);
    });

    it('is cleared by a successful send, and by the honeypot’s pretend one', async () => {
      const form = start({ draft: valid });
      expect(form.context().fields).toEqual(valid);
      form.actor.send({ type: 'form.submit' });
      form.settle().resolve();
      await flush();
      expect(stored()).toEqual(recordOfSent);
      expect(form.context().draftNotice).toBeNull();
    });

    it('starts cleanly with nothing stored', () => {
      const form = start();
      expect(form.context().draftNotice).toBeNull();
      expect(storedDraft()).toBeNull();
    });
  });

  afterAll(() => {
    const walk = (node: ReturnType<typeof toDirectedGraph>): string[] => [
      ...node.edges.map((edge) => keyOf(edge.transition)),
      ...node.children.flatMap(walk),
    ];
    const all = walk(toDirectedGraph(contactFormMachine));
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(all.filter((transition) => !taken.has(transition))).toEqual([]);
  });
});
