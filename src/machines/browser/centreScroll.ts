import { scrollIntoViewSettled } from './motion';

/**
 * Where a block goes when it is centred: the middle of the view below the fixed header (the page's
 * scroll padding), or, for a block taller than that, its top just under the header, so its title
 * is never hidden. The inline script that centres it before hydration follows the same rule
 * (routes/-beforeHydration.ts).
 */
function centreAlignment(element: Element): ScrollLogicalPosition {
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return element.getBoundingClientRect().height > window.innerHeight - padding ? 'start' : 'center';
}

/** Scrolls the element with this id to the vertical centre of the view (instantly under reduced motion). */
export function scrollToCentre(id: string): void {
  const target = document.getElementById(id);
  if (target) scrollIntoViewSettled(target, centreAlignment(target));
}
