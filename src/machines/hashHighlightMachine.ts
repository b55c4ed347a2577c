import { assign, setup } from 'xstate';
import { HASH_HIGHLIGHT_DURATION_MS, HASH_SCROLL_DELAY_MS } from '../data/constants';
import { scrollToCentre } from './browser/centreScroll';
import { hashListener } from './browser/hashListener';

type HashHighlightEvent =
  /** The URL's hash changed (`hashchange`), without the `#`. */
  { type: 'hash.changed'; hash: string };

type HashHighlightInput = {
  /** Ids of the elements that a hash centres and highlights (the service blocks). */
  targetIds: readonly string[];
  /** The URL's hash when the machine starts, without the `#`. */
  hash: string;
  /**
   * How long (ms) the page has already shown the block's arrival highlight (`:target`, from the
   * first paint), or null when it shows none (a client-side navigation does not set `:target`).
   */
  shownForMs: number | null;
};

type Context = {
  targetIds: readonly string[];
  /** The id the latest hash named, while waiting to scroll to it or while it is highlighted. */
  target: string | null;
  /** The id currently highlighted, read by the page to draw the highlight. */
  highlighted: string | null;
  /** How long the current highlight lasts: in full, or what is left of the one the page began. */
  highlightMs: number;
  /** The page began the highlight before the machine started (read once, as it starts). */
  pageBegan: boolean;
};

const isTarget = (targetIds: readonly string[], hash: string) => targetIds.includes(hash);

const scrollDelay = `${HASH_SCROLL_DELAY_MS} ms`;
const highlightDuration = `${HASH_HIGHLIGHT_DURATION_MS / 1000} s`;

/** The services page's hash highlight: what it does is its `description` (timings from data/constants). */
export const hashHighlightMachine = setup({
  types: {
    context: {} as Context,
    events: {} as HashHighlightEvent,
    input: {} as HashHighlightInput,
  },
  guards: {
    isHighlightTarget: ({ context, event }) => isTarget(context.targetIds, event.hash),
    isArrivalShowing: ({ context }) =>
      context.target !== null && context.pageBegan && context.highlightMs > 0,
    isArrivalToCome: ({ context }) => context.target !== null && !context.pageBegan,
  },
  actions: {
    rememberTarget: assign({ target: ({ event }) => event.hash }),
    forgetTarget: assign({ target: null }),
    showHighlight: assign({ highlighted: ({ context }) => context.target }),
    startFullHighlight: assign({ highlightMs: HASH_HIGHLIGHT_DURATION_MS }),
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
    highlightDuration: ({ context }) => context.highlightMs,
  },
}).createMachine({
  id: 'hashHighlight',
  description: `Services page (docs/product.md): a hash naming a service block centres that block ${scrollDelay} later and highlights it for ${highlightDuration}. On arrival the page has already begun (\`:target\` and a ${highlightDuration} CSS animation, the block centred before any script): the machine continues with the time that is left. Any other hash is left to the shell's routeScroll machine; it also ends a highlight.`,
  context: ({ input }) => {
    const target = isTarget(input.targetIds, input.hash) ? input.hash : null;
    const shownFor = input.shownForMs;
    return {
      targetIds: input.targetIds,
      target,
      highlighted: null,
      // Nothing shown yet: a full highlight to come; shown already: what is left (0 once over).
      highlightMs:
        shownFor === null ? HASH_HIGHLIGHT_DURATION_MS : Math.max(0, HASH_HIGHLIGHT_DURATION_MS - shownFor),
      pageBegan: shownFor !== null,
    };
  },
  invoke: { src: 'hashListener' },
  initial: 'starting',
  on: {
    'hash.changed': [
      {
        guard: 'isHighlightTarget',
        // Not `reenter`: that would re-enter the root and restart the hash listener. Moving to
        // `.waiting` from the root still exits and re-enters `waiting`, which restarts its timer.
        target: '.waiting',
        actions: ['clearHighlight', 'rememberTarget', 'startFullHighlight'],
      },
      { target: '.idle', actions: ['clearHighlight', 'forgetTarget'] },
    ],
  },
  states: {
    starting: {
      description: `Takes over from the page: a highlight it began continues for the time left; a hash it did not highlight (client navigation) waits its ${scrollDelay}; any other start is idle.`,
      always: [
        { guard: 'isArrivalShowing', target: 'highlighted', actions: 'showHighlight' },
        { guard: 'isArrivalToCome', target: 'waiting' },
        { target: 'idle', actions: 'forgetTarget' },
      ],
    },
    idle: {},
    waiting: {
      description: `A hash names a service block: give the page ${scrollDelay} to lay out, then centre it. A new hash restarts the wait.`,
      after: {
        hashScrollDelay: { target: 'highlighted', actions: ['scrollTargetToCentre', 'showHighlight'] },
      },
    },
    highlighted: {
      description: `The block is centred and drawn highlighted for ${highlightDuration}, or for what is left of the arrival.`,
      after: {
        highlightDuration: { target: 'idle', actions: ['clearHighlight', 'forgetTarget'] },
      },
    },
  },
});
