import { REDUCED_MOTION_QUERY } from '../../data/constants';

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true;
}

/** `smooth`, unless the visitor prefers reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/** What the visitor does to take the scroll over: any of them ends our claim on it. */
const TAKE_OVER_EVENTS = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;

/** How many times a smooth scroll is aimed again once it ends (see scrollIntoViewSettled). */
const REAIMS = 2;

/**
 * Scrolls `target` into view at `block`, smoothly unless reduced motion is asked for. Blocks that are
 * laid out only once they come near the screen (`laid-out-when-near`, `content-visibility: auto`)
 * stand at an estimated height until the scroll brings them near, then take their real one and move
 * the target; a smooth scroll, aimed once, would stop beside it. So each time the scroll ends it is
 * aimed again, twice at most, two frames later (the blocks it brought near are laid out at the first
 * frame); a target already in place does not move. Not once the visitor takes the scroll over.
 */
export function scrollIntoViewSettled(target: Element, block: ScrollLogicalPosition): void {
  const behavior = scrollBehavior();
  target.scrollIntoView({ behavior, block });
  if (behavior !== 'smooth') return;
  let aimsLeft = REAIMS;
  const aimAgain = () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        aimsLeft -= 1;
        if (aimsLeft === 0) release();
        target.scrollIntoView({ behavior, block });
      }),
    );
  const release = () => {
    window.removeEventListener('scrollend', aimAgain);
    for (const type of TAKE_OVER_EVENTS) window.removeEventListener(type, release, true);
  };
  window.addEventListener('scrollend', aimAgain);
  for (const type of TAKE_OVER_EVENTS) window.addEventListener(type, release, true);
}
