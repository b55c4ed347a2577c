import { defineModel, testModel } from '../testing/modelHarness';
import { anchorScrollMachine } from './anchorScrollMachine';

/** A visitor presses an in-page button that names a section. */
export const anchorScrollModel = defineModel(anchorScrollMachine)({
  events: () => [{ type: 'anchor.scroll', id: 'guide' }],
});

testModel(anchorScrollModel, import.meta.filename);
