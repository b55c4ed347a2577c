import { setup } from 'xstate';
import { scrollToAnchor } from './browser/anchors';

type AnchorScrollEvent = { type: 'anchor.scroll'; id: string };

/** In-page buttons that bring a section into view, such as « Découvrir le guide gratuit ». */
export const anchorScrollMachine = setup({
  types: {
    events: {} as AnchorScrollEvent,
  },
  actions: {
    scrollToAnchor: ({ event }) => scrollToAnchor(event.id),
  },
}).createMachine({
  id: 'anchorScroll',
  initial: 'ready',
  states: {
    ready: {
      on: {
        'anchor.scroll': { actions: 'scrollToAnchor' },
      },
    },
  },
});
