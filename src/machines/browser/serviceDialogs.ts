import { fromCallback } from 'xstate';
import { SERVICE_DIALOG_ATTRIBUTE } from '../../data/navigation';
import { listenToToggles } from './listeners';

/**
 * Turns the detail dialogs' `toggle` events into `dialog.opened` / `dialog.closed`: the dialogs
 * open and close themselves (invoker commands, Escape, light dismiss), the machine follows.
 */
export const serviceDialogListener = fromCallback<{ type: 'noop' }>(({ sendBack }) =>
  listenToToggles((target, open) => {
    const serviceId = target.getAttribute(SERVICE_DIALOG_ATTRIBUTE);
    if (!serviceId) return;
    sendBack(open ? { type: 'dialog.opened', serviceId } : { type: 'dialog.closed' });
  }),
);
