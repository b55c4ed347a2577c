import { CONTACT_SEND_TIMEOUT_MS } from '../../data/constants';
import { contactFailureMessages, serviceRefusalMessages, unknownOutcomeCopy } from '../../data/contact';
import type { ContactFields, UnknownOutcomeReason } from '../../data/contactSchema';
import { refusalKey, type ServiceRefusal, web3forms, web3formsRefusals } from '../../data/web3forms';

export type SendFailureKind = 'offline' | 'tooLarge' | 'unreadable' | ServiceRefusal;

/**
 * A send known to have failed (the message did not arrive), always with a French message a visitor
 * can read (docs/product.md D6): offline before it left, a 4xx before the service, or the service's
 * own refusal, a clear JSON `success: false`.
 */
export class ContactSendError extends Error {
  readonly kind: SendFailureKind;

  constructor(kind: SendFailureKind, message: string) {
    super(message);
    this.name = 'ContactSendError';
    this.kind = kind;
  }
}

/**
 * A send whose outcome cannot be known: the request may have reached the service, which may have
 * delivered it (a reply without CORS headers, a connection cut after the request left, a redirect,
 * no answer in time, an answer that is no clear JSON verdict). The browser gives the same TypeError whether the request left or not, so
 * once it may have left the form says « peut-être », never « pas parti ».
 */
export class ContactSendUnknown extends Error {
  readonly reason: UnknownOutcomeReason;

  constructor(reason: UnknownOutcomeReason) {
    super(unknownOutcomeCopy.reasons[reason]);
    this.name = 'ContactSendUnknown';
    this.reason = reason;
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
 * Reads Web3Forms' reply defensively: `success` (a boolean, or nothing: `"true"` as a string is no
 * verdict) and `message` at the top level, or the message under `body`. Anything that is not a JSON
 * object (an HTML error page, an empty body) is undefined.
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
 * What a refusal is: its message, when the service is known to send it (`web3formsRefusals`), else
 * its status (429: too many), else an unnamed refusal. Never a word found in English text.
 */
export function classifyRefusal(serviceMessage: string | undefined, status: number): ServiceRefusal {
  const known = serviceMessage === undefined ? undefined : web3formsRefusals[refusalKey(serviceMessage)];
  return known ?? (status === 429 ? 'tooMany' : 'rejected');
}

/**
 * What an answer says, once the request may have reached the service: `sent` only on a clear
 * `success: true`; a refusal only on a clear `success: false` that is not the service's own
 * failure (a 5xx: it may have sent the e-mail first); `unknown` for anything else the service or a
 * gateway before it may have answered after taking the request (a 5xx, a 2xx without a verdict);
 * `turnedAway` for a 4xx without a verdict (a gateway's refusal page: the service never had it).
 */
export type ReplyVerdict =
  | { kind: 'sent' }
  | { kind: 'refused'; refusal: ServiceRefusal; message: string | undefined }
  | { kind: 'unknown' }
  | { kind: 'turnedAway' };

export function judgeReply(status: number, text: string): ReplyVerdict {
  const reply = readReply(text);
  if (reply?.success === true) return { kind: 'sent' };
  if (reply?.success === false && status < 500) {
    return { kind: 'refused', refusal: classifyRefusal(reply.message, status), message: reply.message };
  }
  if (status >= 400 && status < 500) return { kind: 'turnedAway' };
  return { kind: 'unknown' };
}

type SendOptions = {
  /** Aborted when nobody waits for the answer any more (the form was left). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Let the request finish if the page is left (browsers allow it for bodies up to 64 KiB). */
  keepalive?: boolean;
};

/**
 * Browsers refuse a `keepalive` request whose body is over 64 KiB (fetch spec, "keepalive"; Chromium
 * counts every keepalive request of the page in flight). The form's limits keep a message well under
 * it (5 000 characters, 20 kB at most in UTF-8); a body that would not fit goes without `keepalive`
 * rather than not at all: it then finishes only if the page stays.
 */
export const KEEPALIVE_BODY_LIMIT = 64 * 1024;
/** A multipart part's boundary and headers, generously (Chromium's boundary is 38 characters). */
const PART_OVERHEAD_BYTES = 160;
const utf8 = new TextEncoder();

/** The multipart body's size in bytes, an upper estimate (the exact one needs the encoded body). */
export function multipartBytes(data: FormData): number {
  let total = PART_OVERHEAD_BYTES;
  for (const [name, value] of data) {
    total += PART_OVERHEAD_BYTES + utf8.encode(name).length + utf8.encode(String(value)).length;
  }
  return total;
}

/** False only when the browser says it is offline (the request then cannot leave). */
const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** A redirect read with `redirect: 'manual'`: opaque in browsers, the 3xx itself elsewhere. */
const isRedirect = (response: Response) =>
  response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);

/**
 * Posts the message to Web3Forms: the one place that fetches. Resolves when the service confirms;
 * rejects with a ContactSendError when it is known not to have arrived (offline before it left,
 * HTTP 413, a 4xx without a verdict, the service's refusal), and with a ContactSendUnknown when it
 * may have (see there and `judgeReply`). The request is abandoned after `timeoutMs` (15 s). AbortSignal.any and
 * AbortSignal.timeout are avoided on purpose: older phones still in use lack them.
 */
export async function postToWeb3Forms(
  fields: ContactFields,
  { signal, timeoutMs = CONTACT_SEND_TIMEOUT_MS, keepalive = false }: SendOptions = {},
): Promise<void> {
  // The one failure a browser tells before anything leaves.
  if (!browserOnline()) throw new ContactSendError('offline', contactFailureMessages.offline);
  const body = contactFormData(fields);
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
        body,
        signal: controller.signal,
        keepalive: keepalive && multipartBytes(body) <= KEEPALIVE_BODY_LIMIT,
        // A redirect is the service's answer to a post it took: read as such, not followed to a
        // page this one may not read.
        redirect: 'manual',
      });
      if (isRedirect(response)) throw new ContactSendUnknown('redirect');
      if (response.status === 413) throw new ContactSendError('tooLarge', contactFailureMessages.tooLarge);
      text = await response.text();
    } catch (error) {
      if (error instanceof ContactSendUnknown || error instanceof ContactSendError) throw error;
      if (timedOut) throw new ContactSendUnknown('timeout');
      if (signal?.aborted) throw error;
      // A TypeError: no network, a refused or cut connection, a reply without CORS headers. The
      // request may have left and been delivered: the browser does not say which.
      throw new ContactSendUnknown('network');
    }

    const verdict = judgeReply(response.status, text);
    if (verdict.kind === 'sent') return;
    if (verdict.kind === 'unknown') throw new ContactSendUnknown('unclear');
    if (verdict.kind === 'turnedAway') {
      throw new ContactSendError('unreadable', contactFailureMessages.unreadable);
    }
    // The original stays in the console for the owner.
    console.warn(
      `Web3Forms a refusé le message (${response.status}) : ${verdict.message ?? '(sans message)'}`,
    );
    throw new ContactSendError(verdict.refusal, serviceRefusalMessages[verdict.refusal]);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abandon);
  }
}
