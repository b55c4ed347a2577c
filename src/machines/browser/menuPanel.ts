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
