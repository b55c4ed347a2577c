import { assign, setup } from 'xstate';
import { contactFailureMessages, type DraftNotice } from '../data/contact';
import {
  type ContactField,
  type ContactFieldErrors,
  type ContactFields,
  cleanContactFields,
  type DraftSendState,
  EMPTY_CONTACT_FIELDS,
  type UnknownOutcomeReason,
  validateContact,
} from '../data/contactSchema';
import {
  type DraftLoadedEvent,
  draftLoader,
  recordSent,
  removeDraft,
  writeDraft,
} from './browser/draftStorage';
import { leaveWarning } from './browser/leaveWarning';
import { ContactSendUnknown } from './browser/postToWeb3Forms';
import { sendAndRecord } from './browser/sendAndRecord';

/** The notice for a draft restored into the form, by how far its send went (null: never sent). */
const noticeFor = (send: DraftSendState | null): DraftNotice =>
  send === 'failed' ? 'sendFailed' : send === 'sent' ? 'sent' : 'restored';

/** A message whose send may have arrived, and why that cannot be known. */
export type HeldMessage = { fields: ContactFields; reason: UnknownOutcomeReason };

export type ContactFormContext = {
  fields: ContactFields;
  /** Web3Forms' honeypot (docs/product.md D7): only a robot ticks the hidden box. */
  botcheck: boolean;
  errors: ContactFieldErrors;
  /** Set by the first submit: from then on every change is checked again (docs/product.md §5). */
  checkOnChange: boolean;
  /** Why the last send failed, in French; null when there is nothing to report. */
  failure: string | null;
  /** What a draft from an earlier visit told, shown above the form; null when there was none. */
  draftNotice: DraftNotice | null;
  /** The message whose send may have arrived, shown read-only (state `unknown`); null otherwise. */
  held: HeldMessage | null;
};

export type ContactFormEvent =
  | { type: 'field.change'; field: ContactField; value: string }
  | { type: 'botcheck.change'; checked: boolean }
  | { type: 'form.submit' }
  | { type: 'form.reset' }
  | { type: 'held.resend' }
  | { type: 'held.dismiss' }
  | DraftLoadedEvent;

const initialContext: ContactFormContext = {
  fields: EMPTY_CONTACT_FIELDS,
  botcheck: false,
  errors: {},
  checkOnChange: false,
  failure: null,
  draftNotice: null,
  held: null,
};

/** docs/product.md §8: an error's own message (ours are French), a fixed sentence for anything else thrown. */
function describeFailure(error: unknown): string {
  return error instanceof Error && error.message.trim() !== ''
    ? error.message
    : contactFailureMessages.unknown;
}

/** The contact form (docs/product.md §4, §5, §7, §8; docs/product.md D6–D8). */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
  },
  actors: {
    draftLoader,
    // Its role in the machine: send. sendAndRecord keeps the session's record of it; postToWeb3Forms fetches.
    sendMessage: sendAndRecord,
    leaveWarning,
  },
  guards: {
    isCheckingOnChange: ({ context }) => context.checkOnChange,
    isHoneypotTicked: ({ context }) => context.botcheck,
    isValid: ({ context }) => Object.keys(validateContact(context.fields)).length === 0,
    /** The send may have arrived: the browser cannot tell (see ContactSendUnknown). */
    isOutcomeUnknown: ({ event }) => 'error' in event && event.error instanceof ContactSendUnknown,
    /** A draft whose send was under way when the page was left, or ended without knowing. */
    isDraftUnsure: ({ event }) =>
      event.type === 'draft.loaded' && (event.send === 'pending' || event.send === 'unknown'),
  },
  actions: {
    updateField: assign({
      fields: ({ context, event }) =>
        event.type === 'field.change' ? { ...context.fields, [event.field]: event.value } : context.fields,
    }),
    updateBotcheck: assign({
      botcheck: ({ context, event }) => (event.type === 'botcheck.change' ? event.checked : context.botcheck),
    }),
    /** Fills only the fields still empty: what was typed in this visit always wins over a draft. */
    restoreDraft: assign(({ context, event }) => {
      if (event.type !== 'draft.loaded') return {};
      const merged = { ...context.fields };
      for (const field of Object.keys(merged) as ContactField[]) {
        if (merged[field] === '') merged[field] = event.fields[field];
      }
      return { fields: merged, draftNotice: noticeFor(event.send) };
    }),
    /** Keeps the message that just left without an answer aside; the form is not refilled with it. */
    holdUnanswered: assign(({ context, event }) => ({
      held: {
        fields: cleanContactFields(context.fields),
        reason:
          'error' in event && event.error instanceof ContactSendUnknown ? event.error.reason : 'network',
      },
      fields: EMPTY_CONTACT_FIELDS,
      errors: {},
      checkOnChange: false,
    })),
    /** The same for a draft whose send was under way when the page was left (`pending`). */
    holdDraft: assign({
      held: ({ context, event }) =>
        event.type === 'draft.loaded'
          ? {
              fields: event.fields,
              reason: event.send === 'pending' ? 'interrupted' : (event.reason ?? 'network'),
            }
          : context.held,
    }),
    /** The visitor chose to send the held message again: it becomes what is sent. */
    resendHeld: assign(({ context }) => ({
      fields: context.held?.fields ?? context.fields,
      held: null,
      errors: {},
      failure: null,
    })),
    dropHeld: assign({ held: null }),
    validate: assign({ errors: ({ context }) => validateContact(context.fields) }),
    startCheckingOnChange: assign({ checkOnChange: true }),
    clearFailure: assign({ failure: null }),
    rememberFailure: assign({
      failure: ({ event }) => describeFailure('error' in event ? event.error : undefined),
    }),
    clearForm: assign(() => ({ ...initialContext })),
    saveDraft: ({ context }) => writeDraft(context.fields),
    clearDraft: () => removeDraft(),
    /** The draft gives way to the record that the message arrived (the send writes it too, for a page left meanwhile). */
    recordSent: () => recordSent(),
    /** Moves focus to the first invalid field; the route supplies it (it holds the elements). */
    focusFirstInvalid: () => {},
    /** Moves focus to the failure banner, so keyboard and screen-reader users land on it. */
    focusFailure: () => {},
    /** Moves focus to the confirmation, which replaces the form and its button. */
    focusConfirmation: () => {},
    /**
     * Moves focus to what tells that the message may have arrived, which replaces the form and its
     * button (not when a page opens on it: focus is not moved as a page loads).
     */
    focusHeld: () => {},
    /** Moves focus back to the first field of the fresh form. */
    focusForm: () => {},
  },
}).createMachine({
  id: 'contactForm',
  context: initialContext,
  invoke: { id: 'draftLoader', src: 'draftLoader' },
  initial: 'editing',
  states: {
    editing: {
      description:
        'The visitor types. Every change is kept as a draft; after a first submit it is checked again at once.',
      on: {
        'field.change': [
          { guard: 'isCheckingOnChange', actions: ['updateField', 'validate', 'saveDraft'] },
          { actions: ['updateField', 'saveDraft'] },
        ],
        'botcheck.change': { actions: 'updateBotcheck' },
        'draft.loaded': [
          {
            description: 'The last send may have arrived: the message is held, not put back in the form.',
            guard: 'isDraftUnsure',
            target: 'unknown',
            actions: 'holdDraft',
          },
          { actions: ['restoreDraft', 'saveDraft'] },
        ],
        'form.submit': [
          {
            description: 'A robot ticked the honeypot: pretend it worked, send nothing.',
            guard: 'isHoneypotTicked',
            target: 'success',
            actions: ['clearForm', 'clearDraft'],
          },
          { guard: 'isValid', target: 'submitting', actions: ['clearFailure', 'validate'] },
          { actions: ['clearFailure', 'validate', 'startCheckingOnChange', 'focusFirstInvalid'] },
        ],
      },
    },
    submitting: {
      description:
        'The message is on its way; further submits and edits are ignored so exactly one request leaves. Leaving the page asks first; if the visitor leaves anyway, the send goes on.',
      invoke: [
        { id: 'leaveWarning', src: 'leaveWarning' },
        {
          id: 'sendMessage',
          src: 'sendMessage',
          input: ({ context }) => cleanContactFields(context.fields),
          onDone: { target: 'success', actions: ['clearForm', 'recordSent'] },
          onError: [
            { guard: 'isOutcomeUnknown', target: 'unknown', actions: ['holdUnanswered', 'focusHeld'] },
            { target: 'editing', actions: ['rememberFailure', 'focusFailure'] },
          ],
        },
      ],
    },
    unknown: {
      description:
        'The message may well have arrived (the page was left during the send, the connection failed once it had left, an unreadable redirect, no answer in time): it is shown read-only, and sent again only when the visitor asks. The session keeps it until then.',
      on: {
        'held.resend': { target: 'submitting', actions: 'resendHeld' },
        'held.dismiss': { target: 'editing', actions: ['dropHeld', 'saveDraft', 'focusForm'] },
      },
    },
    success: {
      description: 'The confirmation replaces the form, which is empty again, and so is the draft.',
      entry: 'focusConfirmation',
      on: {
        'form.reset': { target: 'editing', actions: ['clearForm', 'focusForm'] },
      },
    },
  },
});
