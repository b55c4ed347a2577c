import { setup } from 'xstate';
import { hideMenuPanel, menuFocusHold, menuPanelListener } from './browser/menuPanel';
import { wideScreenListener } from './browser/screenSize';

export type MobileMenuEvent =
  /** The panel opened: its toggle button (a `popovertarget`) or the browser showed it. */
  | { type: 'panel.opened' }
  /** The panel closed: the toggle again, Escape or a tap outside (the popover's light dismiss). */
  | { type: 'panel.closed' }
  /** A link of the menu was followed (closes it even when the route stays the same). */
  | { type: 'menu.close' }
  /** The screen is as wide as the desktop layout, whose bar shows the links (a window widened, a tablet turned). */
  | { type: 'screen.wide' }
  | { type: 'route.changed' };

export type MobileMenuInput = {
  /** The panel is already open when the machine starts (tapped before the scripts arrived). */
  open: boolean;
};

/**
 * The small-screen navigation menu. The panel is a popover that its button opens and closes
 * without any script (docs/first-tap.md); the machine follows its `toggle` events, starts in the
 * state the page is in, and closes it when the visitor navigates.
 */
export const mobileMenuMachine = setup({
  types: {
    context: {} as { startsOpen: boolean },
    events: {} as MobileMenuEvent,
    input: {} as MobileMenuInput,
  },
  guards: {
    startsOpen: ({ context }) => context.startsOpen,
  },
  actions: {
    hidePanel: () => hideMenuPanel(),
  },
  actors: {
    menuPanelListener,
    menuFocusHold,
    wideScreenListener,
  },
}).createMachine({
  id: 'mobileMenu',
  context: ({ input }) => ({ startsOpen: input.open }),
  invoke: { src: 'menuPanelListener' },
  initial: 'starting',
  states: {
    starting: {
      description: 'Takes over the panel as the page shows it: open if it was opened before the scripts ran.',
      always: [{ guard: 'startsOpen', target: 'open' }, { target: 'closed' }],
    },
    closed: {
      on: { 'panel.opened': 'open' },
    },
    open: {
      description:
        'The menu panel is shown over a backdrop, the page behind it out of reach (focus goes round the menu). The platform closes it on its toggle, Escape or a tap outside; the machine closes it on navigation, and when the screen grows as wide as the desktop layout, where the page behind would otherwise stay out of reach.',
      invoke: [{ src: 'menuFocusHold' }, { src: 'wideScreenListener' }],
      on: {
        'panel.closed': 'closed',
        'menu.close': { target: 'closed', actions: 'hidePanel' },
        'route.changed': { target: 'closed', actions: 'hidePanel' },
        'screen.wide': { target: 'closed', actions: 'hidePanel' },
      },
    },
  },
});
