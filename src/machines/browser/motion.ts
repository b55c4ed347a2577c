import { REDUCED_MOTION_QUERY } from '../../data/constants';
import { layOutAboveLanding } from './landingBlocks';

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
 * stand at an estimated height until then, and each one taking its real height moves the target:
 * - those just above the target, where the scroll lands, are laid out before it is aimed
 *   (landingBlocks.ts), so that the target does not move once it has arrived;
 * - those the scroll passes on its way down move it while it runs, and it would stop beside the
 *   target: each time it ends it is aimed again, twice at most, two frames later; a target already in
 *   place does not move.
 * It is all over once the visitor takes the scroll over (a scroll that had nowhere to go ends there
 * too: it never ends on its own); the blocks laid out beforehand are let be two frames later, their
 * real heights kept.
 */
export function scrollIntoViewSettled(target: Element, block: ScrollLogicalPosition): void {
  const letBlocksBe = layOutAboveLanding(target);
  const behavior = scrollBehavior();
  target.scrollIntoView({ behavior, block });
  let aimsLeft = behavior === 'smooth' ? REAIMS : 0;
  const aimAgain = () =>
    afterTwoFrames(() => {
      if (aimsLeft === 0) return; // she took the scroll over meanwhile
      aimsLeft -= 1;
      if (aimsLeft === 0) release();
      target.scrollIntoView({ behavior, block });
    });
  const release = () => {
    aimsLeft = 0;
    window.removeEventListener('scrollend', aimAgain);
    for (const type of TAKE_OVER_EVENTS) window.removeEventListener(type, release, true);
    afterTwoFrames(letBlocksBe);
  };
  if (aimsLeft === 0) {
    release();
    return;
  }
  window.addEventListener('scrollend', aimAgain);
  for (const type of TAKE_OVER_EVENTS) window.addEventListener(type, release, true);
}

function afterTwoFrames(callback: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(callback));
}
