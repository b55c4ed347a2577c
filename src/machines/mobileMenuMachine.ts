import { setup } from 'xstate';
import { escapeKeyListener } from './browser/listeners';

export type MobileMenuEvent =
  | { type: 'menu.toggle' }
  | { type: 'menu.close' }
  | { type: 'key.escape' }
  | { type: 'route.changed' };

/** The small-screen navigation menu: closed by default, toggled by its button. */
export const mobileMenuMachine = setup({
  types: {
    events: {} as MobileMenuEvent,
  },
  actions: {
    /** Gives focus back to the toggle button after Escape, so keyboard users are not lost. */
    focusToggle: () => {},
  },
  actors: {
    escapeKeyListener,
  },
}).createMachine({
  id: 'mobileMenu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggle': 'open' },
    },
    open: {
      description: 'The menu panel is shown; Escape, the toggle, a link or any route change closes it.',
      invoke: { src: 'escapeKeyListener' },
      on: {
        'menu.toggle': 'closed',
        'menu.close': 'closed',
        'route.changed': 'closed',
        'key.escape': { target: 'closed', actions: 'focusToggle' },
      },
    },
  },
});
