import { fromCallback } from 'xstate';
import { HASH_WATCHED_ATTRIBUTE } from '../../data/navigation';
import { currentHash } from './hash';

/**
 * Sends `hash.changed` with the hash on every `hashchange` (a link to `#id` on the page,
 * back/forward, a typed hash). The hash the page opened with is the machine's input. While it
 * listens, `<html>` carries the attribute that tells the page's early script to leave hash changes
 * to the machine.
 */
export const hashListener = fromCallback<{ type: 'noop' }>(({ sendBack }) => {
  const report = () => sendBack({ type: 'hash.changed', hash: currentHash() });
  window.addEventListener('hashchange', report);
  document.documentElement.setAttribute(HASH_WATCHED_ATTRIBUTE, '');
  return () => {
    window.removeEventListener('hashchange', report);
    document.documentElement.removeAttribute(HASH_WATCHED_ATTRIBUTE);
  };
});
