import { fromCallback } from 'xstate';

export type SectionObserverInput = {
  /** Reads the element to watch; called when the actor starts (after the page has rendered). */
  target: () => Element | null;
  /** Share of the element that must be visible, 0 to 1. */
  threshold: number;
};

type SectionObserverEvent = { type: 'section.entered' };

type Box = { top: number; bottom: number; height: number };

/**
 * True when enough of the element is on screen, or when it is already above the viewport
 * (scrolled past, or jumped over): such a section must never stay hidden.
 */
export function isSeenEnough(box: Box, viewportHeight: number, threshold: number): boolean {
  if (box.bottom <= 0) return true;
  if (box.height <= 0) return box.top < viewportHeight;
  const visible = Math.min(box.bottom, viewportHeight) - Math.max(box.top, 0);
  return visible > 0 && visible / box.height >= threshold;
}

/**
 * Sends `section.entered` once the watched element is seen enough: at once if it already is when the
 * actor starts (no flash for sections on screen at hydration), if there is nothing to watch, or if the
 * browser lacks IntersectionObserver; otherwise when the observer reports it.
 */
export const sectionObserver = fromCallback<{ type: 'noop' }, SectionObserverInput>(({ sendBack, input }) => {
  const element = input.target();
  const enter = () => sendBack({ type: 'section.entered' } satisfies SectionObserverEvent);
  if (
    !element ||
    typeof IntersectionObserver === 'undefined' ||
    isSeenEnough(element.getBoundingClientRect(), window.innerHeight, input.threshold)
  ) {
    enter();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      const seen = entries.some(
        (entry) =>
          (entry.isIntersecting && entry.intersectionRatio >= input.threshold) ||
          entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0),
      );
      if (seen) {
        observer.disconnect();
        enter();
      }
    },
    { threshold: [0, input.threshold] },
  );
  observer.observe(element);
  return () => observer.disconnect();
});
