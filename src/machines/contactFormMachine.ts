import { assign, setup } from 'xstate';
import { contactFailureMessages, type DraftNotice, unknownOutcomeCopy } from '../data/contact';
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

export type ContactFormContext = {
  fields: ContactFields;
  /** Web3Forms' honeypot (docs/product.md D7): only a robot ticks the hidden box. */
  botcheck: boolean;
  errors: ContactFieldErrors;
  /** Set by the first submit: from then on every change is checked again (docs/product.md §5). */
  checkOnChange: boolean;
  /**
   * Why the last send failed, or that it may have arrived, in French: the red banner above the
   * form; null when there is nothing to report. Cleared as the next attempt starts.
   */
  failure: string | null;
  /**
   * Why the last send's outcome cannot be known, while the banner says so: the draft keeps saying it
   * (`unknown`) as she edits, so a reload never calls it « pas parti ». Null otherwise.
   */
  unsure: UnknownOutcomeReason | null;
  /** What a draft from an earlier visit told, shown above the form; null when there was none. */
  draftNotice: DraftNotice | null;
  /** The field whose paste the browser cut at its limit, until she shortens it; null otherwise. */
  cutField: ContactField | null;
};

export type ContactFormEvent =
  | { type: 'field.change'; field: ContactField; value: string }
  | { type: 'botcheck.change'; checked: boolean }
  | { type: 'form.submit' }
  | { type: 'form.reset' }
  /** A paste longer than the room left: the browser keeps only what fits (`maxlength`). */
  | { type: 'field.cut'; field: ContactField }
  | DraftLoadedEvent;

const initialContext: ContactFormContext = {
  fields: EMPTY_CONTACT_FIELDS,
  botcheck: false,
  errors: {},
  checkOnChange: false,
  failure: null,
  unsure: null,
  draftNotice: null,
  cutField: null,
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
  },
  actions: {
    updateField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      // Shortened after a cut paste: the notice has done its work.
      const shortened =
        event.field === context.cutField && event.value.length < context.fields[event.field].length;
      return {
        fields: { ...context.fields, [event.field]: event.value },
        cutField: shortened ? null : context.cutField,
      };
    }),
    rememberCut: assign({
      cutField: ({ context, event }) => (event.type === 'field.cut' ? event.field : context.cutField),
    }),
    updateBotcheck: assign({
      botcheck: ({ context, event }) => (event.type === 'botcheck.change' ? event.checked : context.botcheck),
    }),
    /**
     * Fills only the fields still empty: what was typed in this visit always wins over a draft. A
     * draft whose send was under way when the page was left (`pending`), or ended without knowing
     * (`unknown`), is told in the banner: it may well have arrived.
     */
    restoreDraft: assign(({ context, event }) => {
      if (event.type !== 'draft.loaded') return {};
      const merged = { ...context.fields };
      for (const field of Object.keys(merged) as ContactField[]) {
        if (merged[field] === '') merged[field] = event.fields[field];
      }
      const unsure: UnknownOutcomeReason | null =
        event.send === 'pending'
          ? 'interrupted'
          : event.send === 'unknown'
            ? (event.reason ?? 'network')
            : null;
      return unsure
        ? { fields: merged, unsure, failure: unknownOutcomeCopy.reasons[unsure] }
        : { fields: merged, draftNotice: noticeFor(event.send) };
    }),
    validate: assign({ errors: ({ context }) => validateContact(context.fields) }),
    startCheckingOnChange: assign({ checkOnChange: true }),
    clearFailure: assign({ failure: null, unsure: null, cutField: null }),
    rememberFailure: assign({
      failure: ({ event }) => describeFailure('error' in event ? event.error : undefined),
    }),
    rememberUnsure: assign({
      unsure: ({ event }) =>
        'error' in event && event.error instanceof ContactSendUnknown ? event.error.reason : 'network',
    }),
    clearForm: assign(() => ({ ...initialContext })),
    /** The draft, still saying the last send may have arrived while the banner says so. */
    saveDraft: ({ context }) =>
      context.unsure ? writeDraft(context.fields, 'unknown', context.unsure) : writeDraft(context.fields),
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
        'field.cut': { actions: 'rememberCut' },
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
          onError: [
            {
              description:
                'It may have arrived: the banner says so and how to check; the form keeps it, and sending again is its own button.',
              guard: 'isOutcomeUnknown',
              target: 'editing',
              actions: ['rememberFailure', 'rememberUnsure', 'focusFailure'],
            },
            { target: 'editing', actions: ['rememberFailure', 'focusFailure'] },
          ],
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
