import { defineModel } from '../../../scripts/machines/modelHarness';
import { serviceDialogMachine } from '../serviceDialogMachine';

/** Two services' "En savoir plus" buttons, and every way the dialog closes. */
export const serviceDialogModel = defineModel(serviceDialogMachine)({
  events: () => [
    { type: 'dialog.open', serviceId: 'cesarienne-confiance' },
    { type: 'dialog.open', serviceId: 'atelier-portage' },
    { type: 'dialog.close' },
    { type: 'dialog.cancel' },
    { type: 'backdrop.click' },
    { type: 'dialog.closed' },
  ],
  actors: { pageScrollLock: { kind: 'callback' } },
});
