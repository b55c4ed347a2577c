import { defineModel, testModel } from '../testing/modelHarness';
import { hashHighlightMachine } from './hashHighlightMachine';

const targetIds = ['cesarienne-confiance', 'atelier-portage'];

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
  variants: [
    { name: 'no hash', input: { targetIds, hash: '', shownForMs: null } },
    {
      name: 'hash, no highlight on the page yet',
      input: { targetIds, hash: 'atelier-portage', shownForMs: null },
    },
    {
      name: 'highlight begun at first paint',
      input: { targetIds, hash: 'atelier-portage', shownForMs: 1200 },
    },
  ],
});

testModel(hashHighlightModel, import.meta.filename);
