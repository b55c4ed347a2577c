/**
 * True when this element is an open popover (shown by its button, possibly before any script
 * ran). A browser that does not know popovers (or jsdom) never shows one: false.
 */
export function isPopoverOpen(element: Element | null): boolean {
  if (!element) return false;
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}
