import { scrollBehavior } from './motion';

/** Scrolls the element with this id to the vertical centre of the view (instantly under reduced motion). */
export function scrollToCentre(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
}
