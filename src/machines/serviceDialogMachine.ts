import { assign, setup } from 'xstate';
import { pageScrollLock } from './browser/scrollLock';
import { serviceDialogListener } from './browser/serviceDialogs';

type ServiceDialogEvent =
  /** A service's `<dialog>` opened: its "En savoir plus" button (`command="show-modal"`) showed it. */
  | { type: 'dialog.opened'; serviceId: string }
  /** The dialog closed: "Fermer" (`command="close"`), Escape or a click on the backdrop. */
  | { type: 'dialog.closed' };

type ServiceDialogInput = {
  /** The service whose dialog is already open when the machine starts (opened before the scripts). */
  openServiceId: string | null;
};

type Context = {
  /** The service shown, or the one last shown once closed (focus goes back to its opener). */
  serviceId: string | null;
};

/**
 * The service detail dialog (docs/product.md): each service's native `<dialog>` opens and closes
 * by itself, before any script too (invoker commands, light dismiss). The machine follows its
 * `toggle` events, starts in the state the page is in, and owns what the platform leaves open:
 * the page behind does not scroll, and focus goes back to the button that opened the dialog.
 */
export const serviceDialogMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ServiceDialogEvent,
    input: {} as ServiceDialogInput,
  },
  guards: {
    startsOpen: ({ context }) => context.serviceId !== null,
  },
  actions: {
    selectService: assign({
      serviceId: ({ event }) => (event.type === 'dialog.opened' ? event.serviceId : null),
    }),
    /** Supplied by the page: gives focus back to the button that opened the dialog. */
    focusOpener: () => {},
  },
  actors: {
    pageScrollLock,
    serviceDialogListener,
  },
}).createMachine({
  id: 'serviceDialog',
  context: ({ input }) => ({ serviceId: input.openServiceId }),
  invoke: { src: 'serviceDialogListener' },
  initial: 'starting',
  states: {
    starting: {
      description:
        'Takes over the dialogs as the page shows them: one may have opened before the scripts ran.',
      always: [{ guard: 'startsOpen', target: 'open' }, { target: 'closed' }],
    },
    closed: {
      on: {
        'dialog.opened': { target: 'open', actions: 'selectService' },
      },
    },
    open: {
      description: 'A modal dialog shows the selected service; the page behind it does not scroll.',
      exit: 'focusOpener',
      invoke: { src: 'pageScrollLock' },
      on: {
        'dialog.closed': 'closed',
      },
    },
  },
});
