import { SCROLL_LANDING_ATTRIBUTE } from '../../data/navigation';

/**
 * How far above a scroll's target the blocks it will bring near lie, in screen heights: the target
 * lands at most half a screen down (a centred block), and Chromium lays a block out once it is within
 * one and a half screens of the view (`kViewportMarginPercentage`, display_lock_document_state.h).
 */
const REACH_IN_SCREENS = 2;

/**
 * Lays out now the blocks laid out only near the screen (`laid-out-when-near`, `content-visibility:
 * auto`) that lie just above `target`, where a scroll to it will land: each taking its real height
 * as the scroll arrives (late, on a busy phone) moved the target by hundreds of pixels once it had
 * arrived, and Chromium's scroll anchoring does not follow during a smooth scroll. A block laid out
 * takes its real height and brings those above it nearer (or the blocks inside it in sight), so the
 * search runs again until it finds none; blocks further up are left as they are. Returns what lets
 * them be again (each keeps its real height, `auto`).
 */
export function layOutAboveLanding(target: Element): () => void {
  const blocks: Element[] = [];
  for (let found = blocksAbove(target); found.length > 0; found = blocksAbove(target)) {
    for (const block of found) block.setAttribute(SCROLL_LANDING_ATTRIBUTE, '');
    blocks.push(...found);
  }
  return () => {
    for (const block of blocks) block.removeAttribute(SCROLL_LANDING_ATTRIBUTE);
  };
}

/** The blocks still waiting to be laid out between `target` and the reach above it. */
function blocksAbove(target: Element): Element[] {
  const limit = target.getBoundingClientRect().top - REACH_IN_SCREENS * window.innerHeight;
  const blocks: Element[] = [];
  /** Collects the blocks in `element` that reach below the limit; false once it lies wholly above. */
  const visit = (element: Element): boolean => {
    if (element.getBoundingClientRect().bottom < limit) return false;
    if (getComputedStyle(element).contentVisibility === 'auto') {
      // One laid out already reads `visible` in a browser; the mark keeps the search finite regardless.
      if (!element.hasAttribute(SCROLL_LANDING_ATTRIBUTE)) blocks.push(element);
      return true;
    }
    for (let child = element.lastElementChild; child && visit(child); child = child.previousElementSibling);
    return true;
  };
  walk: for (let node: Element | null = target; node && node !== document.body; node = node.parentElement) {
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      if (!visit(sibling)) break walk;
    }
  }
  return blocks;
}
