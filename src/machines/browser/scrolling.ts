import { HASH_HIGHLIGHT_ATTRIBUTE } from '../../data/navigation';
import { decodeHash } from './hash';
import { scrollBehavior, scrollIntoViewSettled } from './motion';

/** Scrolls the window back to the top (smoothly unless reduced motion is asked for). */
export function scrollWindowToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() });
}

/**
 * Scrolls to the element the hash names, below the fixed header (its `scroll-margin-top`).
 * Elements marked with the hash-highlight attribute are left to their page's own machine, which centres them.
 */
export function scrollToHashTarget(hash: string): void {
  const target = document.getElementById(decodeHash(hash));
  if (!target || target.hasAttribute(HASH_HIGHLIGHT_ATTRIBUTE)) return;
  scrollIntoViewSettled(target, 'start');
}
