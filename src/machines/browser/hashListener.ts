import { fromCallback } from 'xstate';
import { currentHash } from './hash';

/**
 * Sends `hash.changed` with the hash on every `hashchange` (a link to `#id` on the page,
 * back/forward, a typed hash). The hash the page opened with is the machine's input.
 */
export const hashListener = fromCallback<{ type: 'noop' }>(({ sendBack }) => {
  const report = () => sendBack({ type: 'hash.changed', hash: currentHash() });
  window.addEventListener('hashchange', report);
  return () => window.removeEventListener('hashchange', report);
});
