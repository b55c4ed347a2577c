import { assign, type EventObject, fromCallback, sendTo, setup } from 'xstate';
import type { SheetPlaceholder } from '../content/demoValues.ts';
import type { KnownArticle } from '../content/editorSettings.ts';
import { type PublicationRefusal, withSheet } from '../content/launchChecklist.ts';
import type { ContentName } from '../content/problems.ts';
import { contentFiles } from '../content/schema.ts';
import { type ServiceTitles, serviceTitlesIn } from '../content/schemas/rules.ts';
import { SAVED_NOTICE_MS } from '../data/constants.ts';

/**
 * Her place in a sheet: the field she was last in (by its keys, `entries.2.answer`), or the item of a list
 * she was on (an item has no mark of its own), and which of its controls (`'box'`: where she types).
 * `sheet`: the sheet's address, when the field is opened from elsewhere (a line of the checklist).
 */
export type HerPlace = { keyPath: string; item?: number; control: number | 'box'; sheet?: string };

/** A sheet she saved: its address and its list's, as the page names them, and where she was in it. */
type SavedSheet = { sheet: string; list: string };

/** The address of the sheet she saved, which every state after a save keeps until she leaves it. */
function savedSheet(context: { saved?: SavedSheet }) {
  if (!context.saved) throw new Error('herEditorMachine: a saved sheet’s way back, with no sheet saved');
  return context.saved.sheet;
}

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
  /** Her cursor went into a field of the sheet (the page's). */
  | { type: 'sheet.focused'; place: HerPlace }
  /** A way out of a sheet with unsaved work, held back by the page until she answers. */
  | { type: 'sheet.leaving' }
  /**
   * « Enregistrer » wrote her sheet (Sveltia's `postSave`): its address and its list's; `entry`, what was
   * written, for the checklist's count, her titles and her articles.
   */
  | ({ type: 'sheet.saved'; entry: SavedEntry } & SavedSheet)
  /** Sveltia read one of her sheets from her files (GitHub online, her folder on her computer). */
  | { type: 'sheet.read'; name: ContentName; data: unknown }
  /** The record of her last publication's refusal, as read from her repository (none: not one). */
  | { type: 'refusal.read'; refusal?: PublicationRefusal }
  /** Sveltia closed the sheet it saved, let through by the page. */
  | { type: 'sheet.closed' }
  /** The editor's address changed (the page's `hashchange`): `hash`, the new one. */
  | { type: 'page.address'; hash: string }
  /** She acted (a click, a key) while the saved sheet was on its way back. */
  | { type: 'her.acted' }
  /** Her cursor is hers again: she acted once the field was drawn (the page's). */
  | { type: 'place.left' }
  /** A field of the sheet on screen to put her cursor in: a refused save's (`closures.0.to`). */
  | { type: 'field.wanted'; keyPath: string }
  /** A field of a sheet to open, her cursor in it: a checklist line's (`sheet`, the sheet's address). */
  | { type: 'field.open'; sheet: string; keyPath: string }
  /** Our question's answers. */
  | { type: 'leave.stay' }
  | { type: 'leave.confirm' }
  /** « Fermer » on the saved notice. */
  | { type: 'notice.close' };

/** What a save wrote, as the editor reads Sveltia's `postSave`: one of her sheets, an article, or else. */
export type SavedEntry =
  | { kind: 'sheet'; name: ContentName; data: unknown }
  | { kind: 'article'; article: KnownArticle }
  | { kind: 'other' };

/**
 * The checklist's count, « Avant la mise en ligne »: the demo values left in her sheets as the editor read
 * them and she saved them (never the last build's), and her last publication's refusal.
 */
export type LaunchState = {
  found: SheetPlaceholder[];
  sheets: Partial<Record<ContentName, unknown>>;
  /** Whether every sheet has been read (or the page came with the files as saved, on her computer). */
  complete: boolean;
  refusal?: PublicationRefusal;
};

/** What the editor's page carries when it starts (pipeline/editor/admin.ts writes it). */
export type HerEditorInput = {
  /** Her services' titles when the page was made. */
  titles: ServiceTitles;
  /** The fields a host setting fills, which count as hers. */
  overridden: readonly string[];
  /** On her computer, the demo values in her files as saved; online, none: the count waits for the sheets read. */
  found?: SheetPlaceholder[];
  /** Her articles when the page was made. */
  articles: readonly KnownArticle[];
};

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

/** What the machine asks of the page (src/admin/sveltiaPage.ts). */
export type PageRequest =
  /** The way out it held, now taken. */
  | { type: 'exit.go' }
  /** The next way out of the sheet is Sveltia's own, closing the sheet it saved: let it through. */
  | { type: 'exit.letClose' }
  /** The sheet at this address (again, after a save; or a checklist line's). */
  | { type: 'sheet.open'; sheet: string }
  /** The sheet asked for is not wanted any more: she stayed on hers. */
  | { type: 'open.cancel' };

export type HerEditorContext = {
  /** Where her cursor was last, in the sheet on screen. */
  place?: HerPlace;
  /** The sheet last saved, while it is on its way back and its notice shows. */
  saved?: SavedSheet;
  /** Where her cursor is put back (her place after a save, a wanted field). */
  restoring?: HerPlace;
  /** The checklist's count, as she saved her sheets. */
  launch: LaunchState;
  overridden: readonly string[];
  /** Her services' titles as she last saved them (or the editor read them): headings and refusals say them. */
  titles: ServiceTitles;
  /** Every title each service has had in this page, the one it started with first (the headings follow). */
  titlesHad: Record<string, string[]>;
  /** Her articles, new ones included: a new one's title is not another's. */
  articles: KnownArticle[];
};

/**
 * The count with one sheet as the editor read it, or as she saved it; her titles, if it is her services'.
 * A sheet read again as the count has it (Sveltia reads a file again as it stands) changes nothing.
 */
export function withSheetRead(
  context: HerEditorContext,
  name: ContentName,
  data: unknown,
): Partial<Pick<HerEditorContext, 'launch' | 'titles' | 'titlesHad'>> {
  if (name in context.launch.sheets && JSON.stringify(context.launch.sheets[name]) === JSON.stringify(data))
    return {};
  const titles = name === 'services' ? serviceTitlesIn(data) : context.titles;
  const sheets = { ...context.launch.sheets, [name]: data };
  return {
    titles,
    titlesHad: Object.fromEntries(
      Object.entries(context.titlesHad).map(([id, had]) => {
        const now = titles[id as keyof ServiceTitles];
        return [id, now && !had.includes(now) ? [...had, now] : had];
      }),
    ),
    launch: {
      ...context.launch,
      sheets,
      found: withSheet(context.launch.found, name, data, context.overridden, titles),
      complete: context.launch.complete || Object.keys(contentFiles).every((sheet) => sheet in sheets),
    },
  };
}

/**
 * What her editor remembers about her, in one place: which of her tabs edits (one at a time, so that
 * two tabs never undo each other's saves: each read her files when it started); whether a way out of a
 * sheet with unsaved work may go (Escape, ←, Back, a link: the page holds it back, we ask); her place,
 * where her cursor goes back after a save; the saved notice and the checklist's count.
 *
 * What it knows of her sheets is its context, one copy, plain data (the inspector shows it): the
 * checklist's count, her services' titles, her articles; the editor's strip, list and headings are views
 * of its snapshot (src/admin/launchChecklist.ts, src/admin/sveltiaPage.ts `followRenamedLabels`).
 *
 * Everything that touches Sveltia's page or the browser is supplied by the editor (src/admin/editor.ts):
 * the actors (`editorTabs`, `sveltiaPage`, `herPlace`, `herNextGesture`), the guard (`hasUnsavedWork`)
 * and the actions said so below.
 */
export const herEditorMachine = setup({
  types: {
    context: {} as HerEditorContext,
    events: {} as HerEditorEvent,
    input: {} as HerEditorInput,
  },
  delays: {
    /** How long the saved notice stays: long enough to read twice. */
    noticeTime: SAVED_NOTICE_MS,
  },
  guards: {
    /** Supplied by the editor: whether the sheet open now has changes not saved (its « Enregistrer »). */
    hasUnsavedWork: () => false,
    /** The address is the saved sheet's list: Sveltia closed it there. */
    isSavedList: ({ context, event }) => event.type === 'page.address' && event.hash === context.saved?.list,
    /** The address is the saved sheet's. */
    isSavedSheet: ({ context, event }) =>
      event.type === 'page.address' && event.hash === context.saved?.sheet,
    /** The address is not the sheet her place is in: the one opened for a field, else the one saved. */
    isNotPlaceSheet: ({ context, event }) =>
      event.type === 'page.address' && event.hash !== (context.restoring?.sheet ?? context.saved?.sheet),
    /** Her cursor is on its way to a field opened from elsewhere (a line of the checklist). */
    isOpeningField: ({ context }) => context.restoring?.sheet !== undefined,
    /** The address is another sheet's or another screen's than the one saved. */
    isElsewhere: ({ context, event }) =>
      event.type === 'page.address' &&
      event.hash !== context.saved?.sheet &&
      event.hash !== context.saved?.list,
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
    leave: sendTo('page', { type: 'exit.go' } satisfies PageRequest),
    letSveltiaClose: sendTo('page', { type: 'exit.letClose' } satisfies PageRequest),
    cancelOpen: sendTo('page', { type: 'open.cancel' } satisfies PageRequest),
    /** Opens a sheet at its address: the one a checklist line leads to, or the one she saved. */
    openSheet: sendTo('page', (_, params: { sheet: string }) => ({
      type: 'sheet.open' as const,
      sheet: params.sheet,
    })),
    rememberPlace: assign({
      place: ({ context, event }) => (event.type === 'sheet.focused' ? event.place : context.place),
    }),
    rememberSaved: assign(({ context, event }) =>
      event.type === 'sheet.saved'
        ? { saved: { sheet: event.sheet, list: event.list }, restoring: context.place }
        : {},
    ),
    rememberWanted: assign({
      restoring: ({ context, event }) =>
        event.type === 'field.wanted'
          ? { keyPath: event.keyPath, control: 'box' as const }
          : event.type === 'field.open'
            ? { keyPath: event.keyPath, control: 'box' as const, sheet: event.sheet }
            : context.restoring,
    }),
    /** A sheet as Sveltia read it: the checklist's count, her titles if it is her services'. */
    countRead: assign(({ context, event }) =>
      event.type === 'sheet.read' ? withSheetRead(context, event.name, event.data) : {},
    ),
    countRefusal: assign({
      launch: ({ context, event }) =>
        event.type === 'refusal.read' ? { ...context.launch, refusal: event.refusal } : context.launch,
    }),
    /** What a save wrote: one of her sheets counted again (her titles with it), or an article known. */
    countSaved: assign(({ context, event }) => {
      if (event.type !== 'sheet.saved') return {};
      const { entry } = event;
      if (entry.kind === 'sheet') return withSheetRead(context, entry.name, entry.data);
      if (entry.kind !== 'article' || context.articles.some(({ file }) => file === entry.article.file))
        return {};
      return { articles: [...context.articles, entry.article] };
    }),
    /** Supplied by the editor: the notice of what « Enregistrer » did, and its removal. */
    showNotice: () => {},
    hideNotice: () => {},
  },
  actors: {
    /** Supplied by the editor: which tab has the editor (src/admin/oneEditor.ts). */
    editorTabs: fromCallback<TabsRequest>(() => {}),
    /**
     * Supplied by the editor: Sveltia's page (src/admin/sveltiaPage.ts), which says where her cursor
     * goes, holds the ways out of a sheet with unsaved work and says where the editor goes.
     */
    sveltiaPage: fromCallback<PageRequest>(() => {}),
    /** Supplied by the editor: her cursor at her place once drawn, until she acts (`place.left`). */
    herPlace: fromCallback<EventObject, HerPlace | undefined>(() => {}),
    /** Supplied by the editor: her next click or key (`her.acted`). */
    herNextGesture: fromCallback(() => {}),
  },
}).createMachine({
  id: 'herEditor',
  context: ({ input }) => ({
    launch: { found: [...(input.found ?? [])], sheets: {}, complete: input.found !== undefined },
    overridden: [...input.overridden],
    titles: { ...input.titles },
    titlesHad: Object.fromEntries(Object.entries(input.titles).map(([id, title]) => [id, [title]])),
    articles: [...input.articles],
  }),
  invoke: { src: 'editorTabs', id: 'tabs' },
  on: {
    'sheet.read': { actions: 'countRead' },
    'refusal.read': { actions: 'countRefusal' },
  },
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
      invoke: { src: 'sveltiaPage', id: 'page' },
      type: 'parallel',
      on: {
        'sheet.focused': { actions: 'rememberPlace' },
        'tab.takeOverAsked': [
          { guard: 'hasUnsavedWork', actions: 'refuseTakeOver' },
          { target: 'displaced', actions: 'handOver' },
        ],
      },
      states: {
        sheet: {
          initial: 'free',
          on: {
            'sheet.saved': { target: '.saved', actions: ['rememberSaved', 'countSaved'] },
            'field.wanted': { target: '.placing', reenter: true, actions: 'rememberWanted' },
            'field.open': {
              target: '.placing',
              reenter: true,
              actions: [
                'rememberWanted',
                // The line's own sheet, carried by its event.
                { type: 'openSheet', params: ({ event }) => ({ sheet: event.sheet }) },
              ],
            },
          },
          states: {
            free: {
              on: { 'sheet.leaving': 'askingToLeave' },
            },
            saved: {
              description:
                'Her sheet is saved: Sveltia closes it now, while « Enregistrer » still reads as if changed; that way out is its own, let through.',
              entry: 'letSveltiaClose',
              on: {
                'sheet.closed': 'reopening',
                // Nothing is unsaved now, whatever « Enregistrer » still reads while Sveltia closes the sheet.
                'tab.takeOverAsked': { target: '#herEditor.displaced', actions: 'handOver' },
              },
            },
            reopening: {
              description:
                'Sveltia left the saved sheet for its list: the sheet is opened again at its address, unless she acts or goes elsewhere first.',
              invoke: { src: 'herNextGesture' },
              on: {
                'page.address': [
                  {
                    guard: 'isSavedList',
                    actions: { type: 'openSheet', params: ({ context }) => ({ sheet: savedSheet(context) }) },
                  },
                  { guard: 'isSavedSheet', target: 'placing' },
                  { target: 'free' },
                ],
                'her.acted': 'free',
              },
            },
            placing: {
              description:
                'Her cursor goes back to her place once Sveltia draws it, and again if Sveltia draws it anew, until she acts.',
              invoke: { src: 'herPlace', input: ({ context }) => context.restoring },
              on: {
                'place.left': 'free',
                'sheet.leaving': [{ guard: 'isOpeningField', target: 'askingToOpen' }, 'askingToLeave'],
                // Another sheet or screen: her place there is not this one.
                'page.address': { guard: 'isNotPlaceSheet', target: 'free' },
              },
            },
            askingToOpen: {
              description:
                'A checklist line leads out of a sheet with unsaved work: held back while she answers; leaving opens the line’s field.',
              entry: 'askToLeave',
              exit: 'closeQuestion',
              on: {
                'leave.stay': { target: 'free', actions: 'cancelOpen' },
                'leave.confirm': { target: 'placing', actions: 'leave' },
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
        notice: {
          description:
            'The notice of what « Enregistrer » did: it is about her sheet, so it goes when she goes to another one.',
          initial: 'hidden',
          states: {
            hidden: {
              on: { 'sheet.saved': 'shown' },
            },
            shown: {
              entry: 'showNotice',
              exit: 'hideNotice',
              after: { noticeTime: 'hidden' },
              on: {
                'sheet.saved': { target: 'shown', reenter: true },
                'notice.close': 'hidden',
                'page.address': { guard: 'isElsewhere', target: 'hidden' },
              },
            },
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
