import { not, setup } from 'xstate';
import { HEADER_COMPACT_THRESHOLD_PX } from '../data/constants';
import { windowScrollListener } from './browser/listeners';

type CompactHeaderEvent = { type: 'scroll.changed'; y: number };

/** The fixed header's bar: full height at the top of the page, compact and translucent once scrolled. */
export const compactHeaderMachine = setup({
  types: {
    events: {} as CompactHeaderEvent,
  },
  guards: {
    isPastThreshold: ({ event }) => event.y > HEADER_COMPACT_THRESHOLD_PX,
    /** At the threshold or nearer the top: the negation of `isPastThreshold`. */
    isWithinThreshold: not('isPastThreshold'),
  },
  actors: {
    windowScrollListener,
  },
}).createMachine({
  id: 'compactHeader',
  initial: 'normal',
  invoke: { src: 'windowScrollListener' },
  states: {
    normal: {
      on: { 'scroll.changed': { guard: 'isPastThreshold', target: 'compact' } },
    },
    compact: {
      description: 'Scrolled more than the threshold: smaller bar with a translucent background.',
      on: { 'scroll.changed': { guard: 'isWithinThreshold', target: 'normal' } },
    },
  },
});
