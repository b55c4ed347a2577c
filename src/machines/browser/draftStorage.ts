import * as v from 'valibot';
import { fromCallback } from 'xstate';
import { CONTACT_DRAFT_STORAGE_KEY } from '../../data/contact';
import {
  type ContactDraft,
  ContactDraftSchema,
  type ContactFields,
  type DraftSendState,
  EMPTY_CONTACT_FIELDS,
  type UnknownOutcomeReason,
} from '../../data/contactSchema';

/**
 * The unsent contact-form draft in sessionStorage (docs/product.md D8). Storage may be missing
 * (server render), refused (private mode, blocked cookies: even reading `window.sessionStorage`
 * throws) or full (quota): then the form simply works without a draft. Nothing here ever throws.
 */

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const hasContent = (fields: ContactFields) => Object.values(fields).some((value) => value.trim() !== '');

/**
 * A draft read back: the fields, how far a send of them went when the page was left, and, when its
 * outcome is `unknown`, why.
 */
export type StoredDraft = {
  fields: ContactFields;
  send: DraftSendState | null;
  reason?: UnknownOutcomeReason;
};

/** The saved draft, or null when there is none, it cannot be read or it is not one of ours. */
export function readDraft(): StoredDraft | null {
  try {
    const raw = sessionStore()?.getItem(CONTACT_DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = v.safeParse(ContactDraftSchema, JSON.parse(raw));
    if (!parsed.success) return null;
    const { fields, send = null, unknown } = parsed.output;
    if (!hasContent(fields) && send !== 'sent') return null;
    return unknown && send === 'unknown' ? { fields, send, reason: unknown } : { fields, send };
  } catch {
    return null;
  }
}

/**
 * Keeps the fields as the draft, with how far their send went, if it started (and why its outcome is
 * unknown, if it is); an empty form with no send to tell of leaves no draft behind. When the store
 * is full, the older copy is removed rather than left behind: a later visit must never get back a
 * stale, shorter message.
 */
export function writeDraft(
  fields: ContactFields,
  send: DraftSendState | null = null,
  reason?: UnknownOutcomeReason,
): void {
  const store = sessionStore();
  try {
    if (!store) return;
    if (!hasContent(fields) && send === null) {
      store.removeItem(CONTACT_DRAFT_STORAGE_KEY);
      return;
    }
    const draft: ContactDraft = {
      version: 1,
      fields,
      ...(send ? { send } : {}),
      ...(send === 'unknown' && reason ? { unknown: reason } : {}),
    };
    store.setItem(CONTACT_DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Quota or refusal: the text stays in the form, only the safety copy is missing.
    removeDraft();
  }
}

/** Replaces the draft by the record that the message arrived, for a visit that comes back. */
export const recordSent = (): void => writeDraft(EMPTY_CONTACT_FIELDS, 'sent');

/** Whether this tab can keep a draft at all (storage refused in some private modes, or full). */
export function canKeepDraft(): boolean {
  const store = sessionStore();
  if (!store) return false;
  try {
    const probe = `${CONTACT_DRAFT_STORAGE_KEY}:probe`;
    store.setItem(probe, '1');
    store.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(): void {
  try {
    sessionStore()?.removeItem(CONTACT_DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clean where storage is refused.
  }
}

export type DraftLoadedEvent = { type: 'draft.loaded' } & StoredDraft;

/**
 * Sends `draft.loaded` once, when the form's machine starts. Machines start on the client only,
 * after hydration, so the prerendered (empty) form and the first client render always agree.
 */
export const draftLoader = fromCallback<{ type: 'noop' }>(({ sendBack }) => {
  const draft = readDraft();
  if (draft) sendBack({ type: 'draft.loaded', ...draft } satisfies DraftLoadedEvent);
});
