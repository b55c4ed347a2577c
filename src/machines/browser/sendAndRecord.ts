import { fromPromise } from 'xstate';
import type { ContactFields } from '../../data/contactSchema';
import { recordSent, writeDraft } from './draftStorage';
import { ContactSendUnknown, postToWeb3Forms } from './postToWeb3Forms';

/**
 * Whether the page is being left (reload, closed tab, another address): from `beforeunload` on,
 * since Chromium cuts the page's fetch as the next page's navigation starts, before `pagehide`.
 * A visitor who answers « Annuler » to the leave prompt stays counted as leaving for this send:
 * should it then fail, the next visit says the page was left rather than the connection cut, still
 * a « peut-être ».
 */
function watchPageLeaving() {
  if (typeof window === 'undefined') return { leaving: () => false, stop: () => {} };
  let leaving = false;
  const leave = () => {
    leaving = true;
  };
  // Back from the back-forward cache: the page is no longer being left.
  const show = () => {
    leaving = false;
  };
  window.addEventListener('beforeunload', leave);
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', show);
  return {
    leaving: () => leaving,
    stop: () => {
      window.removeEventListener('beforeunload', leave);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', show);
    },
  };
}

/**
 * Sends the message and records in the session how far it went, for a visit that comes back. Not
 * tied to the form's life: leaving the page (a link, a reload) does not cancel the send
 * (`keepalive`). A page being left records nothing more than `pending`: its own fetch is cut off
 * by the unload, which says nothing of the request, which usually arrives; the next visit says the
 * message may well have arrived. Otherwise: `sent`, `unknown` (with why), or `failed` when it is
 * known not to have arrived.
 */
export const sendAndRecord = fromPromise<void, ContactFields>(async ({ input }) => {
  writeDraft(input, 'pending');
  const page = watchPageLeaving();
  try {
    await postToWeb3Forms(input, { keepalive: true });
  } catch (error) {
    if (!page.leaving()) {
      if (error instanceof ContactSendUnknown) writeDraft(input, 'unknown', error.reason);
      else writeDraft(input, 'failed');
    }
    throw error;
  } finally {
    page.stop();
  }
  recordSent();
});
