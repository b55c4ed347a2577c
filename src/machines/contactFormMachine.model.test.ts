import { initialTransition } from 'xstate';
import { contactFailureMessages } from '../data/contact';
import { type ContactFields, validateContact } from '../data/contactSchema';
import { defineModel, testModel } from '../testing/modelHarness';
import { ContactSendError, ContactSendUnknown } from './browser/postToWeb3Forms';
import { contactFormMachine } from './contactFormMachine';

/** What a visitor types: a value that passes the checks, and one that does not, for each field. */
export const contactEntries = {
  name: { valid: 'Camille Martin', invalid: '' },
  email: { valid: 'camille@example.fr', invalid: 'camille@example' },
  message: { valid: 'Bonjour, je prépare une césarienne.', invalid: '' },
} as const;

/** The draft an earlier visit left in the session. */
export const savedDraft: ContactFields = {
  name: 'Léa Dubois',
  email: 'lea@example.fr',
  phone: '06 39 98 00 00',
  message: 'Bonjour, pourrions-nous parler de l’atelier portage\u202f?',
};

/** The failure the model sends: one known not to have arrived (HTTP 413), as the sender reports it. */
export const sendFailure = new ContactSendError('tooLarge', contactFailureMessages.tooLarge);

/** A send that may have arrived: the request left, its answer could not be read. */
export const sendUnknown = new ContactSendUnknown('network');

/** The draft is read once, as the form starts: only a form still as it started can receive it. */
const initial = JSON.stringify(initialTransition(contactFormMachine)[0].context);
const isFresh = (snapshot: { value: unknown; context: unknown }) =>
  snapshot.value === 'editing' && JSON.stringify(snapshot.context) === initial;

/**
 * The visitor fills, empties or mistypes each checked field, pastes past the limit, ticks the
 * honeypot (a robot), submits and starts again; the draft loader answers at the start only; the send
 * succeeds, fails, or ends without knowing.
 */
export const contactFormModel = defineModel(contactFormMachine)({
  events: () => [
    ...(['name', 'email', 'message'] as const).flatMap((field) =>
      Object.values(contactEntries[field]).map((value) => ({ type: 'field.change' as const, field, value })),
    ),
    { type: 'botcheck.change', checked: true },
    { type: 'botcheck.change', checked: false },
    { type: 'form.submit' },
    { type: 'form.reset' },
    // A paste into the message longer than the room left.
    { type: 'field.cut', field: 'message' },
  ],
  actors: {
    draftLoader: {
      kind: 'callback',
      sends: (snapshot) =>
        isFresh(snapshot)
          ? [
              // A draft begun earlier, one whose send was under way when the page was left, and
              // one whose send ended without knowing.
              ...([null, 'pending', 'unknown'] as const).map((send) => ({
                type: 'draft.loaded' as const,
                fields: savedDraft,
                send,
              })),
            ]
          : [],
    },
    sendMessage: { kind: 'promise', outputs: [undefined], errors: [sendFailure, sendUnknown] },
    leaveWarning: { kind: 'callback' },
  },
  // What tells states apart for the search: where the form is, whether it would pass, whether
  // errors show as one types, the honeypot, the failure banner, the draft notice, whether the last
  // send may have arrived, a paste cut.
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      valid: Object.keys(validateContact(context.fields)).length === 0,
      checkOnChange: context.checkOnChange,
      botcheck: context.botcheck,
      failure: context.failure !== null,
      draftNotice: context.draftNotice,
      unsure: context.unsure,
      cut: context.cutField !== null,
    }),
});

testModel(contactFormModel, import.meta.filename);
