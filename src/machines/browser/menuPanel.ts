import { fromCallback } from 'xstate';
import { MENU_PANEL_ID } from '../../data/navigation';
import { listenToToggles } from './listeners';
import { isPopoverOpen } from './pageState';

/** Hides the menu panel; nothing happens when it is already hidden. */
export function hideMenuPanel(): void {
  const panel = document.getElementById(MENU_PANEL_ID);
  if (panel && isPopoverOpen(panel)) panel.hidePopover();
}

/**
 * Turns the panel's `toggle` events into `panel.opened` / `panel.closed`. The popover toggles
 * itself (its button, Escape, a tap outside); the machine only follows.
 */
export const menuPanelListener = fromCallback<{ type: 'noop' }>(({ sendBack }) =>
  listenToToggles((target, open) => {
    if (target.id === MENU_PANEL_ID) sendBack({ type: open ? 'panel.opened' : 'panel.closed' });
  }),
);

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * While the menu is open, the page behind it is out of reach, as behind a modal dialog: everything but
 * the menu's navigation (its toggle and its panel) is `inert`, for a keyboard and for screen readers alike,
 * and Tab / Shift+Tab go round from the last link to the toggle and back. A popover has neither by itself:
 * before the scripts, CSS holds the page out of reach (`interactivity: inert`, SiteHeader.module.scss,
 * Chromium 135+); this does it in every browser. Escape and the focus's return to the toggle are the
 * popover's own. Undone when the menu closes.
 */
export const menuFocusHold = fromCallback<{ type: 'noop' }>(() => {
  const panel = document.getElementById(MENU_PANEL_ID);
  const nav = panel?.closest('nav');
  if (!panel || !nav) return () => {};
  const madeInert: Element[] = [];
  for (
    let inside: Element = nav;
    inside.parentElement && inside !== document.body;
    inside = inside.parentElement
  ) {
    for (const sibling of inside.parentElement.children) {
      if (sibling === inside || sibling.hasAttribute('inert') || sibling instanceof HTMLScriptElement)
        continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const stops = [...nav.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.getClientRects().length > 0,
    );
    const [first, last] = [stops[0], stops.at(-1)];
    if (!first || !last) return;
    const from = document.activeElement;
    const outside = !nav.contains(from);
    const wrapTo = event.shiftKey ? (from === first || outside) && last : (from === last || outside) && first;
    if (!wrapTo) return;
    event.preventDefault();
    wrapTo.focus();
  };
  document.addEventListener('keydown', onKeyDown, true);
  return () => {
    document.removeEventListener('keydown', onKeyDown, true);
    for (const element of madeInert) element.removeAttribute('inert');
  };
});
