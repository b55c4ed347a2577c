import { feedWidget } from '../data/feed';
import { defineModel, testModel } from '../testing/modelHarness';
import { socialFeedMachine } from './socialFeedMachine';

const input = {
  scriptUrl: feedWidget.scriptUrl,
  containerId: feedWidget.container.id,
  initFunction: feedWidget.initFunction,
};

/** Small and large screens, a script that loads or fails, and both consent modes. */
export const socialFeedModel = defineModel(socialFeedMachine)({
  events: () => [{ type: 'feed.consent' }],
  actors: {
    screenSizeProbe: {
      kind: 'callback',
      sends: () => [
        { type: 'screen.measured', small: true },
        { type: 'screen.measured', small: false },
      ],
    },
    scriptLoader: {
      kind: 'callback',
      sends: () => [{ type: 'script.loaded' }, { type: 'script.failed', error: new Error('script refused') }],
    },
  },
  variants: [
    { name: 'consent auto', input: { ...input, consent: 'auto' } },
    { name: 'consent click', input: { ...input, consent: 'click' } },
  ],
});

testModel(socialFeedModel, import.meta.filename);
