import { anchorScrollMachine } from '../../machines/anchorScrollMachine';
import { defineModel } from '../modelHarness';

/** A visitor presses an in-page button that names a section. */
export const anchorScrollModel = defineModel(anchorScrollMachine)({
  events: () => [{ type: 'anchor.scroll', id: 'guide' }],
});
