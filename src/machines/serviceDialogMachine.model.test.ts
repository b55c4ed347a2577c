import { defineModel, testModel } from '../testing/modelHarness';
import { serviceDialogMachine } from './serviceDialogMachine';

/** Two services' dialogs open and close by themselves; one may be open before the scripts ran. */
export const serviceDialogModel = defineModel(serviceDialogMachine)({
  events: () => [],
  actors: {
    pageScrollLock: { kind: 'callback' },
    serviceDialogListener: {
      kind: 'callback',
      sends: () => [
        { type: 'dialog.opened', serviceId: 'cesarienne-confiance' },
        { type: 'dialog.opened', serviceId: 'atelier-portage' },
        { type: 'dialog.closed' },
      ],
    },
  },
  variants: [
    { name: 'all closed at start', input: { openServiceId: null } },
    { name: 'opened before the scripts', input: { openServiceId: 'atelier-portage' } },
  ],
});

testModel(serviceDialogModel, import.meta.filename);
