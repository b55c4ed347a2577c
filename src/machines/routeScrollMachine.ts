import { assign, setup } from 'xstate';
import { HASH_SCROLL_DELAY_MS } from '../data/constants';
import { scrollToHashTarget, scrollWindowToTop } from './browser/scrolling';

type RouteScrollEvent =
  /** A client-side navigation has rendered a new location. */
  { type: 'route.changed'; hash: string };

/**
 * Scrolling that follows navigation (docs/product.md §2): back to the top on every route change,
 * or to the element a hash names once the route has rendered. The first page is the browser's: it
 * arrives prerendered and the browser scrolls to its hash at the first paint, so the machine, which
 * starts after hydration, leaves the visitor where she has scrolled since (docs/first-tap.md).
 */
export const routeScrollMachine = setup({
  types: {
    context: {} as { hash: string },
    events: {} as RouteScrollEvent,
  },
  guards: {
    hasHash: ({ event }) => event.hash !== '',
  },
  actions: {
    rememberHash: assign({ hash: ({ event }) => event.hash }),
    scrollToTop: () => scrollWindowToTop(),
    scrollToHash: ({ context }) => scrollToHashTarget(context.hash),
  },
  delays: {
    hashScrollDelay: HASH_SCROLL_DELAY_MS,
  },
}).createMachine({
  id: 'routeScroll',
  initial: 'idle',
  context: { hash: '' },
  on: {
    'route.changed': [
      { guard: 'hasHash', target: '.awaitingHash', reenter: true, actions: 'rememberHash' },
      { target: '.idle', actions: 'scrollToTop' },
    ],
  },
  states: {
    idle: {},
    awaitingHash: {
      description:
        'Waits for the route to render before scrolling to the hash target; a new route restarts the wait.',
      after: {
        hashScrollDelay: { target: 'idle', actions: 'scrollToHash' },
      },
    },
  },
});
