import { defineModel, testModel } from '../testing/modelHarness';
import { routeScrollMachine } from './routeScrollMachine';

/** The router reports each navigation, with or without a hash. */
export const routeScrollModel = defineModel(routeScrollMachine)({
  events: () => [
    { type: 'route.changed', hash: '' },
    { type: 'route.changed', hash: 'boutique' },
    { type: 'route.changed', hash: 'contenu' },
  ],
});

testModel(routeScrollModel, import.meta.filename);
