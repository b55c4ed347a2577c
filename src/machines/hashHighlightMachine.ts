import { assign, setup } from 'xstate';
import { HASH_HIGHLIGHT_DURATION_MS, HASH_SCROLL_DELAY_MS } from '../data/constants';
import { scrollToCentre } from './browser/centreScroll';
import { hashListener } from './browser/hashListener';

export type HashHighlightEvent =
  /** The URL's hash, on arrival and on every `hashchange` (without the `#`). */
  { type: 'hash.changed'; hash: string };

export type HashHighlightInput = {
  /** Ids of the elements that a hash centres and highlights (the service blocks). */
  targetIds: readonly string[];
};

type Context = {
  targetIds: readonly string[];
  /** The id the latest hash named, while waiting to scroll to it. */
  target: string | null;
  /** The id currently highlighted, read by the page to draw the highlight. */
  highlighted: string | null;
};

/**
 * Services page (SPEC.md §2, DECISIONS.md 3): a hash naming a service block centres that block
 * 100 ms later and highlights it for 3 s. Any other hash is left to the shell's routeScroll
 * machine, which only scrolls; it also ends a highlight in progress.
 */
export const hashHighlightMachine = setup({
  types: {
    context: {} as Context,
    events: {} as HashHighlightEvent,
    input: {} as HashHighlightInput,
  },
  guards: {
    isHighlightTarget: ({ context, event }) => context.targetIds.includes(event.hash),
  },
  actions: {
    rememberTarget: assign({ target: ({ event }) => event.hash }),
    forgetTarget: assign({ target: null }),
    showHighlight: assign({ highlighted: ({ context }) => context.target }),
    clearHighlight: assign({ highlighted: null }),
    scrollTargetToCentre: ({ context }) => {
      if (context.target) scrollToCentre(context.target);
    },
  },
  actors: {
    hashListener,
  },
  delays: {
    hashScrollDelay: HASH_SCROLL_DELAY_MS,
    highlightDuration: HASH_HIGHLIGHT_DURATION_MS,
  },
}).createMachine({
  id: 'hashHighlight',
  context: ({ input }) => ({ targetIds: input.targetIds, target: null, highlighted: null }),
  invoke: { src: 'hashListener' },
  initial: 'idle',
  on: {
    'hash.changed': [
      {
        guard: 'isHighlightTarget',
        // Not `reenter`: that would re-enter the root and restart the hash listener. Moving to
        // `.waiting` from the root still exits and re-enters `waiting`, which restarts its timer.
        target: '.waiting',
        actions: ['clearHighlight', 'rememberTarget'],
      },
      { target: '.idle', actions: ['clearHighlight', 'forgetTarget'] },
    ],
  },
  states: {
    idle: {},
    waiting: {
      description:
        'A hash names a service block: give the page 100 ms to lay out, then centre it. A new hash restarts the wait.',
      after: {
        hashScrollDelay: { target: 'highlighted', actions: ['scrollTargetToCentre', 'showHighlight'] },
      },
    },
    highlighted: {
      description: 'The block is centred and drawn highlighted for 3 s.',
      after: {
        highlightDuration: { target: 'idle', actions: ['clearHighlight', 'forgetTarget'] },
      },
    },
  },
});
