import * as v from 'valibot';
import { tidy } from './text';

/** What a visitor writes in the contact form (docs/product.md §3, "Contact message"). */
export type ContactFields = {
  name: string;
  email: string;
  phone: string;
  message: string;
};

export type ContactField = keyof ContactFields;

/** The fields that have a rule, in the order they appear on the page (the first invalid one gets focus). */
export const CHECKED_FIELDS = ['name', 'email', 'message'] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];

export type ContactFieldErrors = Partial<Record<CheckedField, string>>;

export const EMPTY_CONTACT_FIELDS: ContactFields = { name: '', email: '', phone: '', message: '' };

/** Messages shown under the fields (docs/product.md §5). */
export const contactFieldMessages = {
  nameRequired: 'Nom requis',
  emailRequired: 'Email requis',
  emailInvalid: 'Adresse email invalide',
  messageRequired: 'Message requis',
} as const;

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

export const ContactMessageSchema = v.object({
  name: v.pipe(v.string(), tidied, v.nonEmpty(contactFieldMessages.nameRequired)),
  email: v.pipe(
    v.string(),
    tidied,
    v.nonEmpty(contactFieldMessages.emailRequired),
    v.regex(EMAIL_SHAPE, contactFieldMessages.emailInvalid),
  ),
  phone: v.pipe(v.string(), tidied),
  message: v.pipe(v.string(), tidied, v.nonEmpty(contactFieldMessages.messageRequired)),
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
    message: tidy(fields.message),
  };
}

/** The first field, in page order, that has an error. */
export function firstInvalidField(errors: ContactFieldErrors): CheckedField | undefined {
  return CHECKED_FIELDS.find((field) => errors[field] !== undefined);
}

/**
 * A draft as kept in sessionStorage (docs/product.md D8). Read back through this schema, so a value
 * left by an older version of the site, or edited by hand, is ignored instead of breaking the form.
 */
export const ContactDraftSchema = v.object({
  version: v.literal(1),
  /**
   * How far the last send went, for a visit that comes back (the send runs on when the page is
   * left): `pending` (the page was unloaded while the message was on its way), `failed`, or `sent`
   * (the fields are then empty).
   */
  send: v.optional(v.picklist(['pending', 'failed', 'sent'])),
  fields: v.object({
    name: v.optional(v.string(), ''),
    email: v.optional(v.string(), ''),
    phone: v.optional(v.string(), ''),
    message: v.optional(v.string(), ''),
  }),
});

export type ContactDraft = v.InferOutput<typeof ContactDraftSchema>;
export type DraftSendState = NonNullable<ContactDraft['send']>;
