import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { CONTACT_SEND_TIMEOUT_MS } from '../data/constants';
import {
  CONTACT_DRAFT_STORAGE_KEY,
  contactFailureMessages,
  contactFormCopy,
  serviceRefusalMessages,
  unknownOutcomeCopy,
} from '../data/contact';
import { contactFieldMessages } from '../data/contactSchema';
import { practitioner } from '../data/site';
import { web3forms } from '../data/web3forms';
import { createRouter } from '../router';
import { renderRoute } from '../testing/renderRoute';
import { submissions, useWeb3FormsServer, web3formsReplies, web3formsServer } from '../testing/web3forms';

const visitor = {
  name: 'Camille Martin',
  email: 'camille@example.fr',
  phone: '06 12 34 56 78',
  message: 'Bonjour,\nje prépare une césarienne programmée.',
};

const field = {
  name: () => screen.getByRole('textbox', { name: 'Nom' }),
  email: () => screen.getByRole('textbox', { name: 'E-mail' }),
  phone: () => screen.getByRole('textbox', { name: 'Téléphone (facultatif)' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
};
const sendButton = () => screen.getByRole('button', { name: 'Envoyer le message' });

async function fill(user: UserEvent, values: Partial<typeof visitor> = visitor) {
  for (const [name, value] of Object.entries(values)) {
    if (value === '') continue;
    await user.type(field[name as keyof typeof field](), value.replaceAll('\n', '{Enter}'));
  }
}

/** Opens the contact page, fills the form as the visitor would and sends it; the service answers `reply`. */
async function sendWith(reply: Parameters<typeof web3formsServer.use>[0]) {
  const user = userEvent.setup({ delay: null });
  web3formsServer.use(reply);
  await renderRoute('/contact');
  await fill(user);
  await user.click(sendButton());
  return user;
}

/** Testing Library reads text with every kind of space as a plain one (no-break spaces included). */
const plain = (text: string) => text.replace(/\s+/g, ' ');
const sentHeading = () => screen.findByRole('heading', { name: 'Message envoyé\u202f!' });

const storedDraft = () => {
  const raw = sessionStorage.getItem(CONTACT_DRAFT_STORAGE_KEY);
  return raw ? JSON.parse(raw).fields : null;
};
/** How far the last send went, as kept for a visit that comes back. */
const storedSend = () => JSON.parse(sessionStorage.getItem(CONTACT_DRAFT_STORAGE_KEY) ?? '{}').send;

/** The failure banner: the message and, always, the phone and e-mail as another way. */
async function expectFailureBanner(message: string) {
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(plain(message))).toBeInTheDocument();
  expect(within(alert).getByRole('link', { name: practitioner.phone.display })).toHaveAttribute(
    'href',
    `tel:${practitioner.phone.e164}`,
  );
  expect(within(alert).getByRole('link', { name: practitioner.email })).toHaveAttribute(
    'href',
    `mailto:${practitioner.email}`,
  );
  // The form stays, with every word the visitor wrote, and the draft too.
  expect(field.name()).toHaveValue(visitor.name);
  expect(field.message()).toHaveValue(visitor.message);
  expect(storedDraft()).toEqual(visitor);
  expect(sendButton()).toBeEnabled();
  expect(alert).toHaveFocus();
  return alert;
}

/**
 * When a send may have arrived: the red banner above the form says so, why, and how to check, with
 * the other ways to reach me; the form stays, editable, with every word, and its own button sends
 * again. Never « pas parti ».
 */
async function expectUnknownOutcome(
  reason: keyof typeof unknownOutcomeCopy.reasons,
  { focused = true, message = visitor.message } = {},
) {
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(plain(unknownOutcomeCopy.reasons[reason]))).toBeInTheDocument();
  expect(alert).toHaveTextContent(/^Votre message est peut-être (bien )?parti/);
  expect(alert).toHaveTextContent(/Vérifiez d’ici 48 heures si je vous ai répondu/);
  expect(within(alert).getByRole('link', { name: practitioner.phone.display })).toBeVisible();
  expect(within(alert).getByRole('link', { name: practitioner.email })).toBeVisible();
  await waitFor(() => expect(field.message()).toHaveValue(message));
  expect(field.name()).toHaveValue(visitor.name);
  expect(field.email()).toHaveValue(visitor.email);
  expect(field.message()).not.toHaveAttribute('readonly');
  expect(sendButton()).toBeEnabled();
  expect(screen.queryByText(/n’est pas parti/)).toBeNull();
  if (focused) await waitFor(() => expect(alert).toHaveFocus());
  return { alert };
}

describe('contact page', () => {
  useWeb3FormsServer();
  beforeEach(() => sessionStorage.clear());

  it('shows the heading, the coordinates, the booking card and the privacy notice', async () => {
    await renderRoute('/contact');
    expect(document.title).toBe('Contact | Accompagnement Césarienne');
    expect(screen.getByRole('heading', { level: 1, name: 'Restons en contact' })).toBeInTheDocument();

    const coordinates = screen.getByRole('region', { name: 'Mes coordonnées' });
    expect(within(coordinates).getByText('Biarritz / Pays basque / Visio')).toBeInTheDocument();
    expect(within(coordinates).getByRole('link', { name: '06 39 98 12 34' })).toHaveAttribute(
      'href',
      'tel:+33639981234',
    );
    expect(within(coordinates).getByRole('link', { name: practitioner.email })).toHaveAttribute(
      'href',
      `mailto:${practitioner.email}`,
    );
    const hours = within(coordinates).getByText('Lundi, mardi, jeudi et vendredi');
    expect(hours.nextElementSibling?.textContent).toBe('9\u00a0h\u00a0–\u00a016\u00a0h');
    const rest = within(coordinates).getByText('Mercredi, samedi et dimanche');
    expect(rest.nextElementSibling?.textContent).toBe('Repos');

    const booking = screen.getByRole('region', { name: 'Réservons un moment ensemble' });
    expect(booking?.textContent).toContain(
      'Le premier échange, 20\u00a0minutes par téléphone, est gratuit et sans engagement.',
    );
    const bookingLink = within(booking).getByRole('link', { name: /Prendre rendez-vous/ });
    expect(bookingLink).toHaveAttribute('target', '_blank');
    expect(bookingLink).toHaveAttribute('rel', 'noopener noreferrer');
    // jsdom drops the space that opens the visually hidden span; browsers keep it.
    expect(bookingLink).toHaveAccessibleName(/^Prendre rendez-vous ?\(nouvel onglet\)$/);

    const form = screen.getByRole('region', { name: 'Écrivez-moi' });
    expect(within(form).getByText(/Merci de ne pas détailler d’informations médicales/)).toBeInTheDocument();
    expect(form).toHaveTextContent(
      'Ce que vous écrivez est conservé dans cet onglet jusqu’à l’envoi, même si vous rechargez la page.',
    );
    expect(within(form).getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/confidentialite',
    );
  });

  it('has a visible label for every field, a 5-row message box and a honeypot no one sees', async () => {
    await renderRoute('/contact');
    expect(field.name()).toHaveAttribute('autocomplete', 'name');
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.phone()).toHaveAttribute('type', 'tel');
    expect(field.phone()).not.toBeRequired();
    expect(field.message().tagName).toBe('TEXTAREA');
    expect(field.message()).toHaveAttribute('rows', '5');
    expect(screen.queryByRole('checkbox')).toBeNull();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="botcheck"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).not.toBeVisible();
  });

  it('checks on submit, focuses the first invalid field, then checks again on every change', async () => {
    const user = userEvent.setup({ delay: null });
    await renderRoute('/contact');
    await fill(user, { email: 'camille@example' });
    expect(field.email()).not.toHaveAttribute('aria-invalid');
    await user.click(sendButton());

    expect(field.name()).toHaveFocus();
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(field.name()).toHaveAccessibleDescription('Nom requis');
    expect(field.email()).toHaveAccessibleDescription('Adresse email invalide');
    expect(field.message()).toHaveAccessibleDescription('Message requis');
    expect(field.phone()).not.toHaveAttribute('aria-invalid');

    await user.type(field.name(), 'C');
    expect(field.name()).not.toHaveAttribute('aria-invalid');
    // Only the message the page keeps, hidden, for a submit before the scripts run.
    expect(screen.getByText('Nom requis')).not.toBeVisible();
    await user.clear(field.email());
    expect(field.email()).toHaveAccessibleDescription('Email requis');
    await user.type(field.email(), 'camille@example.fr');
    expect(field.email()).not.toHaveAttribute('aria-invalid');
    expect(submissions).toEqual([]);
  });

  it('sends exactly the fields of the spec, shows "Envoi en cours…" meanwhile, then confirms', async () => {
    const user = userEvent.setup({ delay: null });
    const held = web3formsReplies.held();
    web3formsServer.use(held.handler);
    await renderRoute('/contact');
    await fill(user);
    expect(storedDraft()).toEqual(visitor);
    await user.click(sendButton());

    const pending = await screen.findByRole('button', { name: 'Envoi en cours…' });
    expect(pending).toBeDisabled();
    expect(field.message()).toHaveAttribute('readonly');
    await act(async () => held.release());

    const status = await screen.findByRole('status');
    await waitFor(() =>
      expect(within(status).getByRole('heading', { name: 'Message envoyé\u202f!' })).toHaveFocus(),
    );
    expect(status).toHaveTextContent(
      'Merci pour votre message. Je vous répondrai dans les plus brefs délais.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(storedSend()).toBe('sent');
    expect(storedDraft()).toEqual({ name: '', email: '', phone: '', message: '' });

    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.contentType).toMatch(/^multipart\/form-data/);
    expect(submissions[0]!.fields).toEqual([
      ['access_key', web3forms.accessKey],
      ['name', visitor.name],
      ['email', visitor.email],
      ['phone', visitor.phone],
      ['message', visitor.message.replace('\n', '\r\n')],
      ['subject', `Nouveau message de contact de ${visitor.name}`],
      ['from_name', web3forms.fromName],
      ['botcheck', ''],
    ]);

    await user.click(screen.getByRole('button', { name: 'Envoyer un autre message' }));
    expect(field.name()).toHaveValue('');
    expect(field.message()).toHaveValue('');
    await waitFor(() => expect(field.name()).toHaveFocus());
    expect(within(screen.getByRole('status')).queryByText(/Message envoyé/)).toBeNull();
  });

  it('sends an empty phone as "", and one request however often the button is pressed', async () => {
    const user = userEvent.setup({ delay: null });
    const held = web3formsReplies.held();
    web3formsServer.use(held.handler);
    await renderRoute('/contact');
    await fill(user, { ...visitor, phone: '' });
    await user.dblClick(sendButton());
    await user.click(screen.getByRole('button', { name: 'Envoi en cours…' }));
    await user.type(field.message(), '{Enter}');
    await act(async () => held.release());
    await sentHeading();
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.fields).toContainEqual(['phone', '']);
  });

  // The service answers `success: false`: its reason in French, whatever words it used, the text kept.
  it.each([
    ['a refusal it knows', 'Invalid access key', serviceRefusalMessages.notConnected],
    ['a text it does not know', 'Our servers are having a moment, sorry!', serviceRefusalMessages.rejected],
    [
      'an English word that means nothing of her address',
      'Email is not valid',
      serviceRefusalMessages.rejected,
    ],
    ['no message at all', undefined, serviceRefusalMessages.rejected],
  ])('tells %s in French, never in English', async (_, serviceMessage, shown) => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    web3formsServer.use(web3formsReplies.rejected(serviceMessage));
    await renderRoute('/contact');
    await fill(user);
    await user.click(sendButton());
    await expectFailureBanner(shown);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/access|servers|sorry|valid/i);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/adresse e-mail/);
    expect(field.message()).toHaveValue(visitor.message);
  });

  it('says the message may have arrived, never the HTML, when the service fails with an HTTP 500 page', async () => {
    await sendWith(web3formsReplies.serverErrorHtml());
    const { alert } = await expectUnknownOutcome('unclear');
    expect(alert).not.toHaveTextContent(/Bad Gateway|html/i);
    expect(storedSend()).toBe('unknown');
  });

  it('says the message may have arrived when « Email sent successfully! » comes with success as a string', async () => {
    await sendWith(web3formsReplies.raw(200, '{"success":"true","message":"Email sent successfully!"}'));
    await expectUnknownOutcome('unclear');
    expect(screen.queryByText(/refuse cette adresse/)).toBeNull();
  });

  it('says the message may have arrived when the request left but its answer cannot be read', async () => {
    await sendWith(web3formsReplies.networkError());
    await expectUnknownOutcome('network');
    expect(document.body).not.toHaveTextContent(/fetch|TypeError/i);
    expect(storedSend()).toBe('unknown');
    expect(storedDraft()).toEqual(visitor);
    expect(submissions).toHaveLength(1);
  });

  it('says the message may have arrived when the service answers with a redirect', async () => {
    await sendWith(web3formsReplies.redirect());
    await expectUnknownOutcome('redirect');
  });

  it('sends it again with the form’s own button, on request only, the banner gone as it starts', async () => {
    const user = await sendWith(web3formsReplies.networkError());
    await expectUnknownOutcome('network');
    expect(submissions).toHaveLength(1);
    const held = web3formsReplies.held();
    web3formsServer.use(held.handler);
    await user.click(sendButton());
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => held.release());
    await sentHeading();
    expect(submissions).toHaveLength(2);
    expect(submissions[1]!.fields).toEqual(submissions[0]!.fields);
  });

  it('a reload after an unknown outcome still says « peut-être », with the message in the form', async () => {
    const user = await sendWith(web3formsReplies.emptyBody());
    await expectUnknownOutcome('unclear');
    await user.type(field.message(), ' Merci.');
    cleanup(); // the page goes away; sessionStorage stays, as in a reload
    await renderRoute('/contact');
    // The words typed since came back too; a page that opens does not move focus.
    await expectUnknownOutcome('unclear', { focused: false, message: `${visitor.message} Merci.` });
    expect(screen.queryByText(plain(contactFormCopy.draftNotices.sendFailed))).toBeNull();
  });

  it('says in French that an HTTP 413 means a message too long, the text kept', async () => {
    await sendWith(web3formsReplies.tooLarge());
    await expectFailureBanner(contactFailureMessages.tooLarge);
  });

  it('sends nothing when the browser is offline, and says the message did not go', async () => {
    const user = userEvent.setup({ delay: null });
    web3formsServer.use(web3formsReplies.success());
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await renderRoute('/contact');
      await fill(user);
      await user.click(sendButton());
      await expectFailureBanner(contactFailureMessages.offline);
    } finally {
      online.mockRestore();
    }
    expect(submissions).toHaveLength(0);
  });

  it('clears the banner when the next attempt starts, and succeeds on retry', async () => {
    const user = await sendWith(web3formsReplies.tooLarge());
    await screen.findByRole('alert');

    const held = web3formsReplies.held();
    web3formsServer.use(held.handler);
    await user.click(sendButton());
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => held.release());
    await sentHeading();
    expect(submissions).toHaveLength(2);
  });

  it('gives up after 15 s and says the message may have arrived, the text kept', async () => {
    const user = userEvent.setup({ delay: null });
    web3formsServer.use(web3formsReplies.silent());
    await renderRoute('/contact');
    await fill(user);
    // The clock also follows real time, so Testing Library's own zero-delay waits still end; the
    // exact 15 000 ms boundary is asserted in postToWeb3Forms.test.ts.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await user.click(sendButton());
      await act(() => vi.advanceTimersByTimeAsync(CONTACT_SEND_TIMEOUT_MS - 1000));
      expect(screen.getByRole('button', { name: 'Envoi en cours…' })).toBeDisabled();
      expect(screen.queryByRole('alert')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1000));
    } finally {
      vi.useRealTimers();
    }
    await expectUnknownOutcome('timeout');
    expect(storedDraft()).toEqual(visitor);
  });

  it('treats what a visitor types as text, on screen and on the wire', async () => {
    const user = userEvent.setup({ delay: null });
    const markup = '<img src=x onerror="alert(1)"><b>gras</b>';
    web3formsServer.use(web3formsReplies.rejected('<script>alert(1)</script>'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderRoute('/contact');
    await fill(user, { ...visitor, name: markup });
    await user.click(sendButton());
    await screen.findByRole('alert');
    expect(document.querySelector('main img[src="x"], main b, main script')).toBeNull();
    expect(field.name()).toHaveValue(markup);
    expect(submissions[0]!.fields).toContainEqual(['name', markup]);
  });

  it('does not take a name made only of invisible characters', async () => {
    const user = userEvent.setup({ delay: null });
    await renderRoute('/contact');
    await fill(user, { ...visitor, name: '\u200B\u200B\uFEFF' });
    await user.click(sendButton());
    expect(field.name()).toHaveAccessibleDescription(contactFieldMessages.nameRequired);
    expect(submissions).toHaveLength(0);
  });

  it('posts a name without bidi controls, its emoji joined as typed', async () => {
    const user = userEvent.setup({ delay: null });
    web3formsServer.use(web3formsReplies.success());
    await renderRoute('/contact');
    await fill(user, { ...visitor, name: 'Marie 👩\u200D👧\u200D👦 \u202Eeiram\u202C' });
    await user.click(sendButton());
    await sentHeading();
    const sent = Object.fromEntries(submissions[0]!.fields);
    expect(sent.name).toBe('Marie 👩\u200D👧\u200D👦 eiram');
    expect(sent.subject).toBe('Nouveau message de contact de Marie 👩\u200D👧\u200D👦 eiram');
  });

  it('limits every field in the HTML, and counts down politely near the limit', async () => {
    const user = userEvent.setup({ delay: null });
    await renderRoute('/contact');
    expect(field.name()).toHaveAttribute('maxlength', '100');
    expect(field.email()).toHaveAttribute('maxlength', '254');
    expect(field.phone()).toHaveAttribute('maxlength', '30');
    expect(field.message()).toHaveAttribute('maxlength', '5000');
    const counter = document.getElementById('contact-message-compteur')!;
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(counter).toBeEmptyDOMElement();

    await user.click(field.message());
    await user.paste('m'.repeat(4600));
    expect(counter).toHaveTextContent('Il vous reste 400 caractères.');
    expect(field.message()).toHaveAccessibleDescription('Il vous reste 400 caractères.');
    await user.paste('m'.repeat(1000));
    // Held to maxlength, as a browser does (the schema's own check is in contactSchema.test.ts),
    // and said at that moment, in the live region.
    expect(field.message()).toHaveValue('m'.repeat(5000));
    expect(counter).toHaveTextContent(
      'Le texte collé dépassait la limite de 5 000 caractères : seul son début a été gardé.',
    );
    // Shortened: the counter speaks again.
    await user.type(field.message(), '{Backspace}');
    expect(counter).toHaveTextContent('Il vous reste 1 caractère.');
    expect(submissions).toHaveLength(0);
  });

  it('says nothing of a cut when a paste fits', async () => {
    const user = userEvent.setup({ delay: null });
    await renderRoute('/contact');
    await user.click(field.message());
    await user.paste('m'.repeat(5000));
    expect(document.getElementById('contact-message-compteur')).toHaveTextContent(
      'Vous avez atteint la limite de 5 000 caractères.',
    );
  });

  it('sends no line separator, bidi control or control character: stripped on the scripted path', async () => {
    const user = userEvent.setup({ delay: null });
    web3formsServer.use(web3formsReplies.success());
    await renderRoute('/contact');
    await fill(user, {
      ...visitor,
      name: 'Marie\u2028Curie\u202eeiram\u0007',
      message: 'Bonjour\u2029le\u2066monde\u200f',
    });
    await user.click(sendButton());
    await sentHeading();
    const sent = Object.fromEntries(submissions[0]!.fields);
    expect(sent.name).toBe('Marie Curieeiram');
    expect(sent.subject).toBe('Nouveau message de contact de Marie Curieeiram');
    expect(sent.message).toBe('Bonjour\r\nlemonde');
  });

  it('lets the plain form refuse them by the fields’ own constraints, with a French message ready', async () => {
    await renderRoute('/contact');
    for (const control of [field.name(), field.phone()]) {
      const pattern = new RegExp(`^(?:${control.getAttribute('pattern')})$`, 'v');
      expect(pattern.test('Marie Curie')).toBe(true);
      for (const bad of ['\u2028', '\u2029', '\u202e', '\u2066', '\u200f', '\u061c', '\u0007', '\u0085']) {
        expect(pattern.test(`Marie${bad}`), JSON.stringify(bad)).toBe(false);
      }
    }
    expect(document.getElementById('contact-nom-erreur-patternMismatch')).toHaveTextContent(
      contactFieldMessages.unclean.replace(/\s+/g, ' '),
    );
  });

  describe('leaving during "Envoi en cours…"', () => {
    /** Follows a header link and waits for the page it leads to (its h1) to replace this one. */
    const leaveTo = async (user: UserEvent, label: string, heading: RegExp) => {
      await user.click(
        within(screen.getByRole('navigation', { name: 'Navigation principale' })).getByRole('link', {
          name: label,
        }),
      );
      // The first visit to a page in this file pays for transforming its route: give it time on a busy machine.
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
    };

    /** Fills the form and sends it; the service answers (or fails) only once `release()` is called. */
    const sendHeld = async (outcome?: 'success' | 'networkError') => {
      const user = userEvent.setup({ delay: null });
      const held = web3formsReplies.held(outcome);
      web3formsServer.use(held.handler);
      await renderRoute('/contact');
      await fill(user);
      await user.click(sendButton());
      return { user, release: held.release };
    };

    it('asks before a reload or a closed tab while the message is on its way', async () => {
      const { release } = await sendHeld();
      const unload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(unload);
      expect(unload.defaultPrevented).toBe(true);
      release();
      await sentHeading();
      const later = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(later);
      expect(later.defaultPrevented).toBe(false);
    });

    it('lets the send finish after a link is followed, and says on return that it arrived', async () => {
      const { user, release } = await sendHeld();
      await leaveTo(user, 'Accueil', /^Se préparer sereinement/);
      expect(screen.queryByRole('button', { name: /Envoi en cours/ })).toBeNull();
      release();
      await waitFor(() => expect(storedSend()).toBe('sent'));
      expect(submissions).toHaveLength(1);

      await leaveTo(user, 'Contact', /^Restons en contact/);
      expect(await screen.findByText(plain(contactFormCopy.draftNotices.sent))).toBeVisible();
      expect(field.message()).toHaveValue('');
      expect(storedDraft()).toBeNull();
    });

    it('keeps the message when the send fails for sure after the page was left, and says it did not go', async () => {
      const user = await sendWith(web3formsReplies.tooLarge());
      await leaveTo(user, 'Accueil', /^Se préparer sereinement/);
      await waitFor(() => expect(storedSend()).toBe('failed'));

      await leaveTo(user, 'Contact', /^Restons en contact/);
      expect(await screen.findByText(plain(contactFormCopy.draftNotices.sendFailed))).toBeVisible();
      expect(field.message()).toHaveValue(visitor.message);
      expect(submissions).toHaveLength(1);
    });

    it('says on return that a message may have arrived when its answer could not be read', async () => {
      const { user, release } = await sendHeld('networkError');
      await leaveTo(user, 'Accueil', /^Se préparer sereinement/);
      release();
      await waitFor(() => expect(storedSend()).toBe('unknown'));

      await leaveTo(user, 'Contact', /^Restons en contact/);
      await expectUnknownOutcome('network', { focused: false });
      expect(submissions).toHaveLength(1);
    });

    it('after a reload during the send, says in the banner it may well have arrived, the form refilled', async () => {
      sessionStorage.setItem(
        CONTACT_DRAFT_STORAGE_KEY,
        JSON.stringify({ version: 1, fields: visitor, send: 'pending' }),
      );
      await renderRoute('/contact');
      const { alert } = await expectUnknownOutcome('interrupted', { focused: false });
      expect(alert).toHaveTextContent(
        'Votre message est peut-être bien parti : la page a été quittée ou rechargée pendant l’envoi. Il arrive en général quand même. Vérifiez d’ici 48 heures si je vous ai répondu : sinon, renvoyez-le avec le bouton « Envoyer le message », votre texte est toujours dans le formulaire.',
      );
      expect(submissions).toHaveLength(0);
      // Still said after another reload, until the next attempt.
      expect(storedSend()).toBe('unknown');
    });
  });

  describe('draft', () => {
    it('is never part of the first render, so hydration matches the prerendered page', async () => {
      sessionStorage.setItem(
        CONTACT_DRAFT_STORAGE_KEY,
        JSON.stringify({ version: 1, fields: { ...visitor, name: 'Brouillon caché' } }),
      );
      const router = createRouter();
      router.update({ history: createMemoryHistory({ initialEntries: ['/contact'] }) });
      await router.load();
      // What the prerenderer and the first client render produce: effects (and machines) never run.
      const html = renderToString(<RouterProvider router={router} />);
      expect(html).toContain('Restons en contact');
      expect(html).not.toContain('Brouillon caché');
      expect(html).toMatch(/<input[^>]*id="contact-nom"[^>]*value=""/);
    });

    it('comes back after a reload, and says so', async () => {
      const user = userEvent.setup({ delay: null });
      await renderRoute('/contact');
      await fill(user, { name: visitor.name, message: 'Je reviens dans un instant' });
      cleanup(); // the page goes away; sessionStorage stays, as in a reload

      await renderRoute('/contact');
      await waitFor(() => expect(field.name()).toHaveValue(visitor.name));
      expect(field.message()).toHaveValue('Je reviens dans un instant');
      expect(field.email()).toHaveValue('');
      expect(
        screen.getByText('Voici le message que vous aviez commencé, gardé dans cet onglet.'),
      ).toBeInTheDocument();
    });

    it('comes back when the visitor leaves for another page and returns', async () => {
      const user = userEvent.setup({ delay: null });
      const { router } = await renderRoute('/contact');
      await fill(user, { email: 'camille@exa' });
      await act(() => router.navigate({ to: '/services' }));
      expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
      await act(() => router.navigate({ to: '/contact' }));
      await waitFor(() => expect(field.email()).toHaveValue('camille@exa'));
    });

    it('does not break the form when storage refuses everything', async () => {
      const refuse = () => {
        throw new DOMException('refused', 'SecurityError');
      };
      const spies = [
        vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(refuse),
        vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse),
      ];
      try {
        const user = userEvent.setup({ delay: null });
        web3formsServer.use(web3formsReplies.success());
        await renderRoute('/contact');
        await fill(user);
        expect(field.message()).toHaveValue(visitor.message);
        await user.click(sendButton());
        await sentHeading();
        expect(submissions).toHaveLength(1);
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    });
  });
});
