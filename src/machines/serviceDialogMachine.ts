import { assign, setup } from 'xstate';
import { pageScrollLock } from './browser/scrollLock';

export type ServiceDialogEvent =
  /** "En savoir plus" on a service block. */
  | { type: 'dialog.open'; serviceId: string }
  /** The dialog's "Fermer" button. */
  | { type: 'dialog.close' }
  /** Escape: the native dialog's `cancel` event. */
  | { type: 'dialog.cancel' }
  /** A click on the backdrop, outside the dialog's box. */
  | { type: 'backdrop.click' }
  /** The browser closed the dialog by itself; keeps the machine in step. */
  | { type: 'dialog.closed' };

type Context = {
  /** The service shown, or the one last shown once closed (focus goes back to its opener). */
  serviceId: string | null;
};

/**
 * The service detail dialog (DECISIONS.md 4): closed ↔ open with the selected service. The page
 * supplies `showDialog`, `closeDialog` and `focusOpener` (it holds the elements through refs).
 */
export const serviceDialogMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ServiceDialogEvent,
  },
  actions: {
    selectService: assign({
      serviceId: ({ event }) => (event.type === 'dialog.open' ? event.serviceId : null),
    }),
    /** Supplied by the page: `showModal()` on the selected service's `<dialog>`. */
    showDialog: () => {},
    /** Supplied by the page: `close()` on the selected service's `<dialog>`. */
    closeDialog: () => {},
    /** Supplied by the page: gives focus back to the button that opened the dialog. */
    focusOpener: () => {},
  },
  actors: {
    pageScrollLock,
  },
}).createMachine({
  id: 'serviceDialog',
  context: { serviceId: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'dialog.open': { target: 'open', actions: 'selectService' },
      },
    },
    open: {
      description: 'The modal dialog shows the selected service; the page behind it does not scroll.',
      entry: 'showDialog',
      exit: ['closeDialog', 'focusOpener'],
      invoke: { src: 'pageScrollLock' },
      on: {
        'dialog.close': 'closed',
        'dialog.cancel': 'closed',
        'backdrop.click': 'closed',
        'dialog.closed': 'closed',
      },
    },
  },
});
