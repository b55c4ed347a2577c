import { fromCallback } from 'xstate';

/** Inline styles of <html> before the lock, to put back exactly as they were. */
let saved: { overflow: string; paddingRight: string } | null = null;

/**
 * Stops the page behind a modal from scrolling. The scrollbar's width is kept as padding so the
 * page does not jump sideways on desktop.
 */
export function lockPageScroll(): void {
  if (saved) return;
  const root = document.documentElement;
  const scrollbar = window.innerWidth - root.clientWidth;
  saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  root.style.overflow = 'hidden';
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  root.dataset.scrollLocked = 'true';
}

/** Gives the page its scrolling back; safe to call when it is not locked. */
export function unlockPageScroll(): void {
  if (!saved) return;
  const root = document.documentElement;
  root.style.overflow = saved.overflow;
  root.style.paddingRight = saved.paddingRight;
  delete root.dataset.scrollLocked;
  saved = null;
}

/** True while the page's scrolling is locked. */
export function isPageScrollLocked(): boolean {
  return saved !== null;
}

/**
 * Holds the scroll lock for as long as it runs. An invoked actor rather than entry/exit actions:
 * XState runs no exit action when an actor is stopped, and the lock must also be released when the
 * visitor leaves the page with the dialog open (back button).
 */
export const pageScrollLock = fromCallback(() => {
  lockPageScroll();
  return unlockPageScroll;
});
