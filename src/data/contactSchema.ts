import * as v from 'valibot';
import { frenchInteger } from './frenchNumbers';
import { tidy, tidyText } from './text';

/** What a visitor writes in the contact form (docs/product.md §3, "Contact message"). */
export type ContactFields = {
  name: string;
  email: string;
  phone: string;
  message: string;
};

export type ContactField = keyof ContactFields;

/** The fields that have a rule, in the order they appear on the page (the first invalid one gets focus). */
export const CHECKED_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];

export type ContactFieldErrors = Partial<Record<CheckedField, string>>;

export const EMPTY_CONTACT_FIELDS: ContactFields = { name: '', email: '', phone: '', message: '' };

/**
 * The longest value each field takes, in UTF-16 code units as the browser's `maxlength` counts them:
 * lengths no real message meets (an address has 254 characters at most, RFC 5321), so that a
 * pasted book or a script's 2 MB never reaches the owner's inbox. Written once: the page's
 * `maxlength`, its counter and the schema read it here.
 */
export const CONTACT_MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
} as const satisfies Record<ContactField, number>;

// Not `Intl.NumberFormat`: its locale data would load as the contact page's scripts start (frenchNumbers.ts).
const frenchNumber = frenchInteger;

/** Messages shown under the fields (docs/product.md §5, and the length limits). */
export const contactFieldMessages = {
  nameRequired: 'Nom requis',
  emailRequired: 'Email requis',
  emailInvalid: 'Adresse email invalide',
  messageRequired: 'Message requis',
  nameTooLong: `Nom trop long (${frenchNumber(CONTACT_MAX_LENGTH.name)} caractères au plus)`,
  emailTooLong: `Adresse email trop longue (${frenchNumber(CONTACT_MAX_LENGTH.email)} caractères au plus)`,
  phoneTooLong: `Numéro trop long (${frenchNumber(CONTACT_MAX_LENGTH.phone)} caractères au plus)`,
  messageTooLong: `Message trop long (${frenchNumber(CONTACT_MAX_LENGTH.message)} caractères au plus)`,
  /** The plain form's refusal (src/data/text.ts CLEAN_LINE_PATTERN); the scripted path strips them. */
  unclean:
    'Caractères invisibles ou de contrôle non acceptés\u00a0: retapez ce texte plutôt que de le coller',
} as const;

/**
 * What the counter under a field says once the value comes near its limit (null before): it
 * appears when a tenth of the room is left (ten characters at least).
 */
export function lengthCounter(field: ContactField, value: string): string | null {
  const max = CONTACT_MAX_LENGTH[field];
  const left = max - value.length;
  if (left > Math.max(10, Math.round(max / 10))) return null;
  if (left <= 0) return `Vous avez atteint la limite de ${frenchNumber(max)} caractères.`;
  return left === 1 ? 'Il vous reste 1 caractère.' : `Il vous reste ${frenchNumber(left)} caractères.`;
}

/**
 * What a field says, in its live region, when a paste did not fit and the browser kept only its
 * beginning (`maxlength` cuts silently).
 */
export function pasteCutNotice(field: ContactField): string {
  return `Le texte collé dépassait la limite de ${frenchNumber(CONTACT_MAX_LENGTH[field])} caractères\u00a0: seul son début a été gardé.`;
}

/**
 * The address shape of docs/product.md §5: some text, "@", a domain, a dot and at least two letters,
 * either case. Deliberately basic: the e-mail service has the last word. Written once, as an HTML
 * `pattern` (the browser checks it without any script; `-` escaped for its `v` flag), and as the
 * expression the schema tests.
 */
export const EMAIL_PATTERN = '[A-Za-z0-9._%+\\-]+@[A-Za-z0-9.\\-]+\\.[A-Za-z]{2,}';
export const EMAIL_SHAPE = new RegExp(`^(?:${EMAIL_PATTERN})$`);

/** Values are tidied (src/data/text.ts) before they are checked and sent. */
const tidied = v.transform(tidy);
const tidiedText = v.transform(tidyText);

export const ContactMessageSchema = v.object({
  name: v.pipe(
    v.string(),
    tidied,
    v.nonEmpty(contactFieldMessages.nameRequired),
    v.maxLength(CONTACT_MAX_LENGTH.name, contactFieldMessages.nameTooLong),
  ),
  email: v.pipe(
    v.string(),
    tidied,
    v.nonEmpty(contactFieldMessages.emailRequired),
    v.maxLength(CONTACT_MAX_LENGTH.email, contactFieldMessages.emailTooLong),
    v.regex(EMAIL_SHAPE, contactFieldMessages.emailInvalid),
  ),
  phone: v.pipe(v.string(), tidied, v.maxLength(CONTACT_MAX_LENGTH.phone, contactFieldMessages.phoneTooLong)),
  message: v.pipe(
    v.string(),
    tidiedText,
    v.nonEmpty(contactFieldMessages.messageRequired),
    v.maxLength(CONTACT_MAX_LENGTH.message, contactFieldMessages.messageTooLong),
  ),
});

const isCheckedField = (key: unknown): key is CheckedField =>
  typeof key === 'string' && (CHECKED_FIELDS as readonly string[]).includes(key);

/** One message per invalid field (the first rule it breaks); an empty object when all is well. */
export function validateContact(fields: ContactFields): ContactFieldErrors {
  const result = v.safeParse(ContactMessageSchema, fields, { abortPipeEarly: true });
  if (result.success) return {};
  const errors: ContactFieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    if (isCheckedField(key) && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/** The fields as they are sent: tidied, the optional phone an empty string when absent. */
export function cleanContactFields(fields: ContactFields): ContactFields {
  return {
    name: tidy(fields.name),
    email: tidy(fields.email),
    phone: tidy(fields.phone),
    message: tidyText(fields.message),
  };
}

/** The first field, in page order, that has an error. */
export function firstInvalidField(errors: ContactFieldErrors): CheckedField | undefined {
  return CHECKED_FIELDS.find((field) => errors[field] !== undefined);
}

/**
 * Why the outcome of a send cannot be known: the page was left or reloaded during the send
 * (`interrupted`), the connection failed once the request had left (`network`), the service
 * answered with a redirect this page cannot read (`redirect`), did not answer in time (`timeout`),
 * or answered without a clear JSON verdict once it had the request (`unclear`: a 5xx, a gateway's
 * 502 or 524, a 2xx with an HTML, empty or odd body).
 */
export const UNKNOWN_OUTCOME_REASONS = ['interrupted', 'network', 'redirect', 'timeout', 'unclear'] as const;
export type UnknownOutcomeReason = (typeof UNKNOWN_OUTCOME_REASONS)[number];

/**
 * A draft as kept in sessionStorage (docs/product.md D8). Read back through this schema, so a value
 * left by an older version of the site, or edited by hand, is ignored instead of breaking the form.
 */
export const ContactDraftSchema = v.object({
  version: v.literal(1),
  /**
   * How far the last send went, for a visit that comes back (the send runs on when the page is
   * left): `pending` (the page was unloaded while the message was on its way), `failed` (it is
   * known not to have arrived), `unknown` (it may have arrived: `unknown` says why it cannot be
   * known), or `sent` (the fields are then empty).
   */
  send: v.optional(v.picklist(['pending', 'failed', 'unknown', 'sent'])),
  unknown: v.optional(v.picklist(UNKNOWN_OUTCOME_REASONS)),
  fields: v.object({
    name: v.optional(v.string(), ''),
    email: v.optional(v.string(), ''),
    phone: v.optional(v.string(), ''),
    message: v.optional(v.string(), ''),
  }),
});

export type ContactDraft = v.InferOutput<typeof ContactDraftSchema>;
export type DraftSendState = NonNullable<ContactDraft['send']>;
