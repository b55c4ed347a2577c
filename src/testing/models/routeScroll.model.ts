import { routeScrollMachine } from '../../machines/routeScrollMachine';
import { defineModel } from '../modelHarness';

/** The router reports each navigation, with or without a hash. */
export const routeScrollModel = defineModel(routeScrollMachine)({
  events: () => [
    { type: 'route.changed', hash: '' },
    { type: 'route.changed', hash: 'boutique' },
    { type: 'route.changed', hash: 'contenu' },
  ],
});
