import { assign, fromPromise, setup } from 'xstate';
import { contactFailureMessages, type DraftNotice } from '../data/contact';
import {
  type ContactField,
  type ContactFieldErrors,
  type ContactFields,
  cleanContactFields,
  EMPTY_CONTACT_FIELDS,
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
import { sendContactMessage } from './browser/sendContactMessage';

/** The notice for a draft, by how far its send went (none: it was never sent). */
const noticeFor = {
  none: 'restored',
  pending: 'sendInterrupted',
  failed: 'sendFailed',
  sent: 'sent',
} as const satisfies Record<string, DraftNotice>;

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
};

export type ContactFormEvent =
  | { type: 'field.change'; field: ContactField; value: string }
  | { type: 'botcheck.change'; checked: boolean }
  | { type: 'form.submit' }
  | { type: 'form.reset' }
  | DraftLoadedEvent;

const initialContext: ContactFormContext = {
  fields: EMPTY_CONTACT_FIELDS,
  botcheck: false,
  errors: {},
  checkOnChange: false,
  failure: null,
  draftNotice: null,
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
    /**
     * Not tied to the form's life: leaving the page (a link, a reload) does not cancel the send
     * (`keepalive`), and the session records how far it went for the visit that comes back.
     */
    sendMessage: fromPromise<void, ContactFields>(async ({ input }) => {
      writeDraft(input, 'pending');
      try {
        await sendContactMessage(input, { keepalive: true });
      } catch (error) {
        writeDraft(input, 'failed');
        throw error;
      }
      recordSent();
    }),
    leaveWarning,
  },
  guards: {
    isCheckingOnChange: ({ context }) => context.checkOnChange,
    isHoneypotTicked: ({ context }) => context.botcheck,
    isValid: ({ context }) => Object.keys(validateContact(context.fields)).length === 0,
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
      return { fields: merged, draftNotice: noticeFor[event.send ?? 'none'] };
    }),
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
        'draft.loaded': { actions: ['restoreDraft', 'saveDraft'] },
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
          onError: { target: 'editing', actions: ['rememberFailure', 'focusFailure'] },
        },
      ],
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
