import { LAID_OUT_ATTRIBUTE } from '../../data/navigation';

/** A mouse or a trackpad: what drags a scrollbar (a phone's touch screen does not match). */
const FINE_POINTER_QUERY = '(pointer: fine)';

/**
 * Lays out, while the page is idle, the blocks laid out only near the screen (`laid-out-when-near`,
 * `content-visibility: auto`) that the visitor has not come near: one block a frame, top to bottom.
 * Until then each stands at its estimated height, and a jump (the End key, a dragged scrollbar) landed
 * among blocks that took their real height one frame later: what she was about to tap moved, by 300 px
 * at the end of /services on a computer. Only where a mouse or a trackpad leads: a finger scrolls, it does
 * not jump (blocks are laid out as they come near, before they show), and on a slow phone each block
 * laid out was a task of 50 to 80 ms after the page was hers (Lighthouse's phone, /contact). The first
 * paint still lays out only what is near the screen. A block inside another is found once the outer one
 * is laid out. Returns what stops the pass (the page is left).
 */
export function layOutWhenIdle(root: Element = document.body): () => void {
  // A browser that does not know `content-visibility` laid every block out with the page.
  if (!globalThis.CSS?.supports?.('content-visibility', 'auto')) return () => {};
  if (!window.matchMedia?.(FINE_POINTER_QUERY).matches) return () => {};
  const blocks = waitingBlocks(root);
  let frame = 0;
  let stopWaiting = whenIdle(layOutNext);
  function layOutNext() {
    const { value: block, done } = blocks.next();
    if (done) return;
    block.setAttribute(LAID_OUT_ATTRIBUTE, '');
    // Laid out with the next frame; the next block waits for the page to be idle after it.
    frame = requestAnimationFrame(() => {
      stopWaiting = whenIdle(layOutNext);
    });
  }
  return () => {
    cancelAnimationFrame(frame);
    stopWaiting();
  };
}

/** Calls `next` when the page is idle (Safari has no idle callbacks: a task stands in); returns what cancels it. */
function whenIdle(next: () => void): () => void {
  const page = window as Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
  if (page.requestIdleCallback && page.cancelIdleCallback) {
    const handle = page.requestIdleCallback(next);
    return () => page.cancelIdleCallback?.(handle);
  }
  const timer = window.setTimeout(next);
  return () => window.clearTimeout(timer);
}

/** The blocks under `element` in document order, each one's own blocks after it (once it is laid out). */
function* waitingBlocks(element: Element): Generator<Element, void, undefined> {
  for (const child of [...element.children]) {
    if (getComputedStyle(child).contentVisibility === 'auto' && !child.hasAttribute(LAID_OUT_ATTRIBUTE))
      yield child;
    yield* waitingBlocks(child);
  }
}
