import { CONTACT_SEND_TIMEOUT_MS } from '../../data/constants';
import { contactFailureMessages, serviceRefusals } from '../../data/contact';
import type { ContactFields } from '../../data/contactSchema';
import { web3forms } from '../../data/web3forms';

export type SendFailureKind = 'network' | 'timeout' | 'unreadable' | 'rejected';

/** A failed send, always with a French message a visitor can read (docs/product.md D6). */
export class ContactSendError extends Error {
  readonly kind: SendFailureKind;

  constructor(kind: SendFailureKind, message: string) {
    super(message);
    this.name = 'ContactSendError';
    this.kind = kind;
  }
}

/** The multipart body of docs/product.md §7 with Web3Forms' empty honeypot (docs/product.md D7), and nothing else. */
export function contactFormData(fields: ContactFields): FormData {
  const data = new FormData();
  data.append('access_key', web3forms.accessKey);
  data.append('name', fields.name);
  data.append('email', fields.email);
  data.append('phone', fields.phone);
  data.append('message', fields.message);
  data.append('subject', `${web3forms.subjectPrefix}${fields.name}`);
  data.append('from_name', web3forms.fromName);
  data.append('botcheck', '');
  return data;
}

type Reply = { success?: boolean; message?: string };

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

const nonEmptyText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Reads Web3Forms' reply defensively: `success` and `message` at the top level, or the message
 * under `body`. Anything that is not a JSON object (an HTML error page, an empty body) is undefined.
 */
export function readReply(text: string): Reply | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const reply = asRecord(parsed);
  if (!reply) return undefined;
  return {
    success: typeof reply.success === 'boolean' ? reply.success : undefined,
    message: nonEmptyText(reply.message) ?? nonEmptyText(asRecord(reply.body)?.message),
  };
}

/**
 * The service's refusal in French: a known one translated, anything else (English, or any text we
 * have not read) replaced by the generic sentence. The original stays in the console for the owner.
 */
export function frenchRefusal(serviceMessage: string | undefined): string {
  if (serviceMessage === undefined) return contactFailureMessages.rejected;
  console.warn(`Web3Forms a refusé le message : ${serviceMessage}`);
  return (
    serviceRefusals.find((refusal) => refusal.matches.test(serviceMessage))?.message ??
    contactFailureMessages.rejected
  );
}

type SendOptions = {
  /** Aborted when nobody waits for the answer any more (the form was left). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Let the request finish if the page is left (browsers allow it for bodies up to 64 KiB). */
  keepalive?: boolean;
};

/** Browsers refuse a `keepalive` request whose body is over 64 KiB: a longer message goes without. */
const KEEPALIVE_BODY_LIMIT = 60_000;
const utf8 = new TextEncoder();
const utf8Bytes = (fields: ContactFields) =>
  Object.values(fields).reduce((sum, value) => sum + utf8.encode(value).length, 0);

/**
 * Posts the message to Web3Forms. Resolves when the service confirms; otherwise rejects with a
 * ContactSendError. The request is abandoned after `timeoutMs` (15 s). AbortSignal.any and
 * AbortSignal.timeout are avoided on purpose: older phones still in use lack them.
 */
export async function sendContactMessage(
  fields: ContactFields,
  { signal, timeoutMs = CONTACT_SEND_TIMEOUT_MS, keepalive = false }: SendOptions = {},
): Promise<void> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abandon = () => controller.abort();
  signal?.addEventListener('abort', abandon, { once: true });

  try {
    let response: Response;
    let text: string;
    try {
      response = await fetch(web3forms.endpoint, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: contactFormData(fields),
        signal: controller.signal,
        keepalive: keepalive && utf8Bytes(fields) < KEEPALIVE_BODY_LIMIT,
      });
      text = await response.text();
    } catch (error) {
      if (timedOut) throw new ContactSendError('timeout', contactFailureMessages.timeout);
      if (signal?.aborted) throw error;
      throw new ContactSendError('network', contactFailureMessages.network);
    }

    const reply = readReply(text);
    if (reply?.success === true) return;
    if (reply && (reply.success === false || reply.message !== undefined)) {
      throw new ContactSendError('rejected', frenchRefusal(reply.message));
    }
    throw new ContactSendError('unreadable', contactFailureMessages.unreadable);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abandon);
  }
}
