import { assign, setup } from 'xstate';
import { FEED_INIT_DELAY_MS, FEED_LOAD_DELAY_LARGE_MS, FEED_LOAD_DELAY_SMALL_MS } from '../data/constants';
import type { FeedConsent } from '../data/feed';
import { screenSizeProbe } from './browser/screenSize';
import { initWidget, logError, scriptLoader } from './browser/scriptLoader';

export type SocialFeedInput = {
  scriptUrl: string;
  containerId: string;
  initFunction: string | null;
  consent: FeedConsent;
};

type SocialFeedEvent =
  /** The visitor agreed to load the third-party feed (consent mode `click`). */
  | { type: 'feed.consent' }
  | { type: 'screen.measured'; small: boolean }
  | { type: 'script.loaded' }
  | { type: 'script.failed'; error: Error };

type Context = SocialFeedInput & { smallScreen: boolean };

/** The social photo feed: what it does is its `description` (timings from data/constants). */
export const socialFeedMachine = setup({
  types: {
    context: {} as Context,
    events: {} as SocialFeedEvent,
    input: {} as SocialFeedInput,
  },
  guards: {
    needsConsent: ({ context }) => context.consent === 'click',
  },
  actions: {
    rememberScreen: assign({
      smallScreen: ({ event }) => (event.type === 'screen.measured' ? event.small : false),
    }),
    initWidget: ({ context }) => initWidget(context.initFunction, context.containerId),
    logScriptError: ({ event }) => {
      if (event.type === 'script.failed') logError('Le fil Instagram n’a pas pu se charger.', event.error);
    },
  },
  actors: {
    screenSizeProbe,
    scriptLoader,
  },
  delays: {
    /** 1000 ms under 768 px (slow phones first paint the page), 100 ms otherwise. */
    loadDelay: ({ context }) => (context.smallScreen ? FEED_LOAD_DELAY_SMALL_MS : FEED_LOAD_DELAY_LARGE_MS),
    initDelay: FEED_INIT_DELAY_MS,
  },
}).createMachine({
  id: 'socialFeed',
  description: `The social photo feed (docs/product.md §4 and §9, D10): waits a moment so the page comes first, loads the provider's script once, in a sandboxed frame that cannot read the site's storage (src/machines/browser/feedFrame.ts), shows the widget when it has loaded and initialises it ${FEED_INIT_DELAY_MS} ms later. A failed script keeps the loader (the page adds a link to the profile) and is logged to the console. The frame is removed and the widget emptied when the machine stops (the page is left).`,
  context: ({ input }) => ({ ...input, smallScreen: false }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'needsConsent', target: 'awaitingConsent' }, { target: 'measuring' }],
    },
    awaitingConsent: {
      description: 'Consent mode `click`: a placeholder and a button; nothing third-party is loaded yet.',
      on: { 'feed.consent': 'active.loading' },
    },
    measuring: {
      description: 'Reads the screen size, which sets how long to wait before loading.',
      invoke: { src: 'screenSizeProbe' },
      on: { 'screen.measured': { target: 'waiting', actions: 'rememberScreen' } },
    },
    waiting: {
      description: `Lets the page settle before any third-party request (${FEED_LOAD_DELAY_SMALL_MS} ms on small screens, else ${FEED_LOAD_DELAY_LARGE_MS} ms).`,
      after: { loadDelay: 'active.loading' },
    },
    active: {
      description:
        'The script runs in its sandboxed frame; the frame is removed, and the widget emptied, when this state ends.',
      invoke: {
        src: 'scriptLoader',
        input: ({ context }) => ({ src: context.scriptUrl, containerId: context.containerId }),
      },
      initial: 'loading',
      states: {
        loading: {
          description: 'Spinner and text shown, widget hidden (its height already reserved).',
          initial: 'fetching',
          states: {
            fetching: {
              on: {
                'script.loaded': '#socialFeed.active.loaded',
                'script.failed': { target: 'stalled', actions: 'logScriptError' },
              },
            },
            stalled: {
              description:
                'The script failed (often an ad-blocker): the visitor keeps the loader, with a link to the profile under it; the console gets the error.',
            },
          },
        },
        loaded: {
          description: `The widget is shown; the provider initialises it ${FEED_INIT_DELAY_MS} ms after its script loaded.`,
          initial: 'initialising',
          states: {
            initialising: {
              after: { initDelay: { target: 'ready', actions: 'initWidget' } },
            },
            ready: {},
          },
        },
      },
    },
  },
});
