import { fromCallback } from 'xstate';

/**
 * Small browser listeners that machines invoke as actors. Each one only turns a DOM event
 * into a machine event; tests replace them through `machine.provide({ actors })`.
 */

/** Sends `scroll.changed` with the window's vertical position, once at start and on every scroll frame. */
export const windowScrollListener = fromCallback<{ type: 'noop' }>(({ sendBack }) => {
  let frame = 0;
  const report = () => {
    frame = 0;
    sendBack({ type: 'scroll.changed', y: window.scrollY });
  };
  const onScroll = () => {
    if (frame === 0) frame = window.requestAnimationFrame(report);
  };
  report();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    if (frame !== 0) window.cancelAnimationFrame(frame);
  };
});

/**
 * Calls `onToggle` with the target and its new state on every `toggle` event of the document
 * (popovers, dialogs, details). Listened to in the capture phase: `toggle` does not bubble, and an
 * element React re-renders stays heard. Returns the function that stops listening.
 */
export function listenToToggles(onToggle: (target: Element, open: boolean) => void): () => void {
  const listener = (event: Event) => {
    if (event.target instanceof Element) onToggle(event.target, (event as ToggleEvent).newState === 'open');
  };
  document.addEventListener('toggle', listener, true);
  return () => document.removeEventListener('toggle', listener, true);
}
