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

/** Sends `key.escape` when Escape is pressed anywhere in the document. */
export const escapeKeyListener = fromCallback<{ type: 'noop' }>(({ sendBack }) => {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') sendBack({ type: 'key.escape' });
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
});
