import { defineModel } from '../../../scripts/machines/modelHarness';
import { mobileMenuMachine } from '../mobileMenuMachine';

/** The visitor toggles, follows a link or navigates; Escape reaches the machine only while open. */
export const mobileMenuModel = defineModel(mobileMenuMachine)({
  events: () => [{ type: 'menu.toggle' }, { type: 'menu.close' }, { type: 'route.changed' }],
  actors: {
    escapeKeyListener: { kind: 'callback', sends: () => [{ type: 'key.escape' }] },
  },
});
