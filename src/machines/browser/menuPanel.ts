import { fromCallback } from 'xstate';
import { MENU_PANEL_ID } from '../../data/navigation';
import { isPopoverOpen } from './pageState';

/** Hides the menu panel; nothing happens when it is already hidden. */
export function hideMenuPanel(): void {
  const panel = document.getElementById(MENU_PANEL_ID);
  if (panel && isPopoverOpen(panel)) panel.hidePopover();
}

/**
 * Turns the panel's `toggle` events into `panel.opened` / `panel.closed`. The popover toggles
 * itself (its button, Escape, a tap outside); the machine only follows. Listened to on the document,
 * in the capture phase (`toggle` does not bubble), so a panel that React re-renders stays heard.
 */
export const menuPanelListener = fromCallback<{ type: 'noop' }>(({ sendBack }) => {
  const onToggle = (event: Event) => {
    if ((event.target as Element | null)?.id !== MENU_PANEL_ID) return;
    const open = (event as ToggleEvent).newState === 'open';
    sendBack({ type: open ? 'panel.opened' : 'panel.closed' });
  };
  document.addEventListener('toggle', onToggle, true);
  return () => document.removeEventListener('toggle', onToggle, true);
});
