import { defineModel } from '../../../scripts/machines/modelHarness';
import { hashHighlightMachine } from '../hashHighlightMachine';

/** Two service blocks that a hash highlights; `boutique` is a hash the shell only scrolls to. */
export const hashHighlightModel = defineModel(hashHighlightMachine)({
  events: () => [],
  actors: {
    hashListener: {
      kind: 'callback',
      sends: () =>
        ['cesarienne-confiance', 'atelier-portage', 'boutique'].map((hash) => ({
          type: 'hash.changed',
          hash,
        })),
    },
  },
  variants: [{ name: 'default', input: { targetIds: ['cesarienne-confiance', 'atelier-portage'] } }],
});
