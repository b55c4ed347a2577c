import { scrollIntoViewSettled } from './motion';

/**
 * Brings the element with this id to the top of the view (below the fixed header, thanks to the
 * page's scroll padding), smoothly unless reduced motion is asked for, then moves keyboard and
 * screen-reader focus there without a second jump.
 */
export function scrollToAnchor(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  scrollIntoViewSettled(target, 'start');
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
