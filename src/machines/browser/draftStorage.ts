import * as v from 'valibot';
import { fromCallback } from 'xstate';
import { CONTACT_DRAFT_STORAGE_KEY } from '../../data/contact';
import { type ContactDraft, ContactDraftSchema, type ContactFields } from '../../data/contactSchema';

/**
 * The unsent contact-form draft in sessionStorage (DECISIONS.md 8). Storage may be missing
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

/** The saved draft, or null when there is none, it cannot be read or it is not one of ours. */
export function readDraft(): ContactFields | null {
  try {
    const raw = sessionStore()?.getItem(CONTACT_DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = v.safeParse(ContactDraftSchema, JSON.parse(raw));
    return parsed.success && hasContent(parsed.output.fields) ? parsed.output.fields : null;
  } catch {
    return null;
  }
}

/** Keeps the fields as the draft; an empty form leaves no draft behind. */
export function writeDraft(fields: ContactFields): void {
  try {
    const store = sessionStore();
    if (!store) return;
    if (!hasContent(fields)) {
      store.removeItem(CONTACT_DRAFT_STORAGE_KEY);
      return;
    }
    const draft: ContactDraft = { version: 1, fields };
    store.setItem(CONTACT_DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Quota or refusal: the text stays in the form, only the safety copy is missing.
  }
}

export function removeDraft(): void {
  try {
    sessionStore()?.removeItem(CONTACT_DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clean where storage is refused.
  }
}

export type DraftLoadedEvent = { type: 'draft.loaded'; fields: ContactFields };

/**
 * Sends `draft.loaded` once, when the form's machine starts. Machines start on the client only,
 * after hydration, so the prerendered (empty) form and the first client render always agree.
 */
export const draftLoader = fromCallback<{ type: 'noop' }>(({ sendBack }) => {
  const fields = readDraft();
  if (fields) sendBack({ type: 'draft.loaded', fields } satisfies DraftLoadedEvent);
});
