import { fromCallback } from 'xstate';
import { SERVICE_DIALOG_ATTRIBUTE } from '../../data/navigation';

/**
 * Turns the detail dialogs' `toggle` events into `dialog.opened` / `dialog.closed`: the dialogs
 * open and close themselves (invoker commands, Escape, light dismiss), the machine follows.
 * Listened to on the document in the capture phase (`toggle` does not bubble).
 */
export const serviceDialogListener = fromCallback<{ type: 'noop' }>(({ sendBack }) => {
  const onToggle = (event: Event) => {
    const serviceId = (event.target as Element | null)?.getAttribute?.(SERVICE_DIALOG_ATTRIBUTE);
    if (!serviceId) return;
    if ((event as ToggleEvent).newState === 'open') sendBack({ type: 'dialog.opened', serviceId });
    else sendBack({ type: 'dialog.closed' });
  };
  document.addEventListener('toggle', onToggle, true);
  return () => document.removeEventListener('toggle', onToggle, true);
});
