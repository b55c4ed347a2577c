import { HEADER_COMPACT_THRESHOLD_PX } from '../data/constants';
import { defineModel, testModel } from '../testing/modelHarness';
import { compactHeaderMachine } from './compactHeaderMachine';

/** The scroll listener reports the top of the page, the threshold itself, and just past it. */
export const compactHeaderModel = defineModel(compactHeaderMachine)({
  events: () => [],
  actors: {
    windowScrollListener: {
      kind: 'callback',
      sends: () =>
        [0, HEADER_COMPACT_THRESHOLD_PX, HEADER_COMPACT_THRESHOLD_PX + 1].map((y) => ({
          type: 'scroll.changed',
          y,
        })),
    },
  },
});

testModel(compactHeaderModel, import.meta.filename);
