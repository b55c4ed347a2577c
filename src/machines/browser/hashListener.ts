import { fromCallback } from 'xstate';

/** The URL's fragment without its `#`, decoded (`#bain-enveloppe` → `bain-enveloppe`). */
export function currentHash(): string {
  const raw = window.location.hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Sends `hash.changed` with the current hash once at start (the hash the page was opened with)
 * and again on every `hashchange` (a link to `#id` on the page, back/forward, a typed hash).
 */
export const hashListener = fromCallback<{ type: 'noop' }>(({ sendBack }) => {
  const report = () => sendBack({ type: 'hash.changed', hash: currentHash() });
  report();
  window.addEventListener('hashchange', report);
  return () => window.removeEventListener('hashchange', report);
});
