import { HASH_HIGHLIGHT_ATTRIBUTE, SERVICE_DIALOG_ATTRIBUTE } from '../../data/navigation';

/**
 * What the page shows before its machines start: the visitor may have opened the menu or a dialog
 * before the scripts arrived (docs/first-tap.md). Routes read it for the machines' input; no XState
 * here, so reading it costs the first JavaScript nothing.
 */

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

/** The service whose detail dialog is open, if one is. */
export function openServiceDialog(): string | null {
  const dialog = document.querySelector(`dialog[${SERVICE_DIALOG_ATTRIBUTE}][open]`);
  return dialog?.getAttribute(SERVICE_DIALOG_ATTRIBUTE) ?? null;
}

/**
 * How long (ms) the page has shown the arrival highlight of the block the URL's hash names (its
 * `:target` CSS animation, from the first paint), or null when no highlighted block is the target.
 * A block that is the target with no animation running any more has shown it in full.
 */
export function arrivalShownFor(fullMs: number): number | null {
  const target = document.querySelector(`[${HASH_HIGHLIGHT_ATTRIBUTE}]:target`);
  // Without the Web Animations API (jsdom) the page's highlight cannot be read: start afresh.
  if (!target || typeof target.getAnimations !== 'function') return null;
  const arrival = target.getAnimations().find((animation) => animation instanceof CSSAnimation);
  const elapsed = arrival?.currentTime;
  return typeof elapsed === 'number' ? elapsed : fullMs;
}
