import { fromCallback, sendTo, setup } from 'xstate';

export type HerEditorEvent =
  /** The editor is hers in this tab: no other tab of this browser has it open. */
  | { type: 'tab.alone' }
  /** Another tab of this browser has the editor open. */
  | { type: 'tab.another' }
  /** She chose « Continuer ici » on our cover. */
  | { type: 'tab.continueHere' }
  /** Another tab asked to continue there. */
  | { type: 'tab.takeOverAsked' }
  /** The tab that has the editor keeps it: unsaved work there. */
  | { type: 'tab.busy' }
  /** A way out of a sheet with unsaved work, held back by the page until she answers. */
  | { type: 'sheet.leaving' }
  /** « Enregistrer » wrote her sheet (Sveltia's `postSave`). */
  | { type: 'sheet.saved' }
  /** Sveltia closed the sheet it saved, let through by the page. */
  | { type: 'sheet.closed' }
  /** Our question's answers. */
  | { type: 'leave.stay' }
  | { type: 'leave.confirm' };

/** What the machine asks of the tabs' listener (src/admin/oneEditor.ts). */
export type TabsRequest =
  /** Asks the tab that has the editor to hand it over. */
  | { type: 'tab.ask' }
  /** Says to the asking tab that this one keeps the editor (unsaved work here). */
  | { type: 'tab.refuse' }
  /** Lets go of the editor, for the tab that asked. */
  | { type: 'tab.handOver' }
  /** This page again, which reads her files anew and asks for the editor. */
  | { type: 'tab.reload' };

/** What the machine asks of the ways-out listener. */
export type ExitRequest =
  /** The way out it held, now taken. */
  | { type: 'exit.go' }
  /** The next way out of the sheet is Sveltia's own, closing the sheet it saved: let it through. */
  | { type: 'exit.letClose' };

/**
 * What her editor remembers about her, in one place: which of her tabs edits (one at a time, so that
 * two tabs never undo each other's saves: each read her files when it started), and whether a way out
 * of a sheet with unsaved work may go (Escape, ←, Back, a link: the page holds it back, we ask).
 *
 * Everything that touches Sveltia's page or the browser is supplied by the editor (src/admin/editor.ts):
 * the actors (`editorTabs`, `sheetExits`), the guard (`hasUnsavedWork`) and the actions said so below.
 */
export const herEditorMachine = setup({
  types: {
    events: {} as HerEditorEvent,
  },
  guards: {
    /** Supplied by the editor: whether the sheet open now has changes not saved (its « Enregistrer »). */
    hasUnsavedWork: () => false,
  },
  actions: {
    /** Supplied by the editor: starts Sveltia, which reads her files now. */
    startEditor: () => {},
    /** Supplied by the editor: our cover over the page, with what it says in this state. */
    showElsewhere: () => {},
    showOtherBusy: () => {},
    showDisplaced: () => {},
    hideCover: () => {},
    askToTakeOver: sendTo('tabs', { type: 'tab.ask' } satisfies TabsRequest),
    refuseTakeOver: sendTo('tabs', { type: 'tab.refuse' } satisfies TabsRequest),
    handOver: sendTo('tabs', { type: 'tab.handOver' } satisfies TabsRequest),
    reloadToTakeOver: sendTo('tabs', { type: 'tab.reload' } satisfies TabsRequest),
    /** Supplied by the editor: our question, « Quitter sans enregistrer ? ». */
    askToLeave: () => {},
    closeQuestion: () => {},
    leave: sendTo('exits', { type: 'exit.go' } satisfies ExitRequest),
    letSveltiaClose: sendTo('exits', { type: 'exit.letClose' } satisfies ExitRequest),
  },
  actors: {
    /** Supplied by the editor: which tab has the editor (src/admin/oneEditor.ts). */
    editorTabs: fromCallback<TabsRequest>(() => {}),
    /** Supplied by the editor: the ways out of a sheet with unsaved work, held (src/admin/sveltiaPage.ts). */
    sheetExits: fromCallback<ExitRequest>(() => {}),
  },
}).createMachine({
  id: 'herEditor',
  invoke: { src: 'editorTabs', id: 'tabs' },
  initial: 'claiming',
  states: {
    claiming: {
      description: 'Asks whether another tab of hers has the editor open; Sveltia is not started yet.',
      on: { 'tab.alone': 'editing', 'tab.another': 'elsewhere' },
    },
    elsewhere: {
      description:
        'Another tab has the editor: this one says so and waits; it starts (reading her files then) once the other hands over or closes.',
      entry: 'showElsewhere',
      exit: 'hideCover',
      on: {
        'tab.continueHere': { actions: 'askToTakeOver' },
        'tab.busy': { actions: 'showOtherBusy' },
        'tab.alone': 'editing',
      },
    },
    editing: {
      entry: 'startEditor',
      invoke: { src: 'sheetExits', id: 'exits' },
      initial: 'free',
      on: {
        'tab.takeOverAsked': [
          { guard: 'hasUnsavedWork', actions: 'refuseTakeOver' },
          { target: 'displaced', actions: 'handOver' },
        ],
      },
      states: {
        free: {
          on: { 'sheet.leaving': 'askingToLeave', 'sheet.saved': 'saved' },
        },
        saved: {
          description:
            'Her sheet is saved: Sveltia closes it now, while « Enregistrer » still reads as if changed; that way out is its own, let through (her place is then restored).',
          entry: 'letSveltiaClose',
          on: {
            'sheet.closed': 'free',
            // Nothing is unsaved now, whatever « Enregistrer » still reads while Sveltia closes the sheet.
            'tab.takeOverAsked': { target: '#herEditor.displaced', actions: 'handOver' },
          },
        },
        askingToLeave: {
          description: 'A way out of a sheet with unsaved work is held back while she answers.',
          entry: 'askToLeave',
          exit: 'closeQuestion',
          on: {
            'leave.stay': 'free',
            'leave.confirm': { target: 'free', actions: 'leave' },
          },
        },
      },
    },
    displaced: {
      description:
        'She continued in another tab: this one is covered; continuing here reads her files again.',
      entry: 'showDisplaced',
      on: { 'tab.continueHere': { actions: 'reloadToTakeOver' } },
    },
  },
});
