import { defineModel, testModel } from '../testing/modelHarness';
import { mobileMenuMachine } from './mobileMenuMachine';

/**
 * The platform opens and closes the panel (its button, Escape, a tap outside); the visitor follows
 * a link or navigates. The page may hand over a panel already open.
 */
export const mobileMenuModel = defineModel(mobileMenuMachine)({
  events: () => [{ type: 'menu.close' }, { type: 'route.changed' }],
  actors: {
    menuPanelListener: {
      kind: 'callback',
      sends: () => [{ type: 'panel.opened' }, { type: 'panel.closed' }],
    },
    // Holds the focus in the open menu; it sends nothing.
    menuFocusHold: { kind: 'callback' },
    wideScreenListener: { kind: 'callback', sends: () => [{ type: 'screen.wide' }] },
  },
  variants: [
    { name: 'closed at start', input: { open: false } },
    { name: 'opened before the scripts', input: { open: true } },
  ],
});

testModel(mobileMenuModel, import.meta.filename);
