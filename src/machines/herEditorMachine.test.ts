import { createActor, type EventObject, fromCallback } from 'xstate';
import { SAVED_NOTICE_MS } from '../data/constants';
import {
  type HerEditorEvent,
  type HerPlace,
  herEditorMachine,
  type PageRequest,
  type TabsRequest,
} from './herEditorMachine';

const faq = { sheet: '#/collections/contenu/entries/faq', list: '#/collections/contenu' };
const saved = {
  type: 'sheet.saved',
  entry: { collection: 'contenu', slug: 'faq', data: { entries: [] } },
  ...faq,
} as const;
const answer: HerPlace = { keyPath: 'entries.2.answer', item: undefined, control: 2 };

/** The machine with its page stood in for: what it asked of the tabs, of the page and of her place, in order. */
function start({ unsaved = false } = {}) {
  const asked: string[] = [];
  const places: Array<HerPlace | undefined> = [];
  const counted: unknown[] = [];
  let tabs: ((event: HerEditorEvent) => void) | undefined;
  let page: ((event: HerEditorEvent) => void) | undefined;
  let place: ((event: HerEditorEvent) => void) | undefined;
  let gesture: ((event: HerEditorEvent) => void) | undefined;
  const actor = createActor(
    herEditorMachine.provide({
      guards: { hasUnsavedWork: () => unsaved },
      actions: {
        startEditor: () => asked.push('start'),
        showElsewhere: () => asked.push('cover: elsewhere'),
        showOtherBusy: () => asked.push('cover: busy'),
        showDisplaced: () => asked.push('cover: displaced'),
        hideCover: () => asked.push('cover hidden'),
        askToLeave: () => asked.push('question'),
        closeQuestion: () => asked.push('question closed'),
        followSaved: ({ event }) => counted.push(event.type === 'sheet.saved' && event.entry),
        showNotice: () => asked.push('notice'),
        hideNotice: () => asked.push('notice hidden'),
      },
      actors: {
        editorTabs: fromCallback<TabsRequest>(({ sendBack, receive }) => {
          tabs = sendBack;
          receive((request) => asked.push(request.type));
        }),
        sveltiaPage: fromCallback<PageRequest>(({ sendBack, receive }) => {
          page = sendBack;
          receive((request) =>
            asked.push(request.type === 'sheet.open' ? `open ${request.sheet}` : request.type),
          );
        }),
        herPlace: fromCallback<EventObject, HerPlace | undefined>(({ sendBack, input }) => {
          place = sendBack;
          places.push(input);
          asked.push('placing');
          return () => asked.push('placed');
        }),
        herNextGesture: fromCallback(({ sendBack }) => {
          gesture = sendBack;
        }),
      },
    }),
  ).start();
  return {
    actor,
    asked,
    places,
    counted,
    fromTabs: (type: string) => tabs?.({ type } as HerEditorEvent),
    fromPage: (event: HerEditorEvent | HerEditorEvent['type']) =>
      page?.(typeof event === 'string' ? ({ type: event } as HerEditorEvent) : event),
    fromPlace: (type: 'place.left') => place?.({ type }),
    fromGesture: () => gesture?.({ type: 'her.acted' }),
    sheet: () => (actor.getSnapshot().value as { editing?: { sheet: string } }).editing?.sheet,
    notice: () => (actor.getSnapshot().value as { editing?: { notice: string } }).editing?.notice,
  };
}

describe('herEditorMachine: her tabs', () => {
  it('starts the editor at once when no other tab has it', () => {
    const { actor, asked, fromTabs, sheet } = start();
    expect(asked).toEqual([]);
    fromTabs('tab.alone');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(sheet()).toBe('free');
    expect(asked).toEqual(['start']);
  });

  it('waits behind its cover while another tab has it, asks when she continues here, starts once handed over', () => {
    const { actor, asked, fromTabs } = start();
    fromTabs('tab.another');
    actor.send({ type: 'tab.continueHere' });
    fromTabs('tab.busy');
    actor.send({ type: 'tab.continueHere' });
    fromTabs('tab.alone');
    expect(asked).toEqual(['cover: elsewhere', 'tab.ask', 'cover: busy', 'tab.ask', 'cover hidden', 'start']);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('hands the editor over when asked with nothing unsaved, then reads her files again to continue here', () => {
    const { actor, asked, fromTabs } = start();
    fromTabs('tab.alone');
    fromTabs('tab.takeOverAsked');
    expect(actor.getSnapshot().value).toBe('displaced');
    actor.send({ type: 'tab.continueHere' });
    expect(asked).toEqual(['start', 'cover: displaced', 'tab.handOver', 'tab.reload']);
  });

  it('keeps the editor while her sheet has unsaved work, and says so to the tab that asked', () => {
    const { asked, fromTabs, sheet } = start({ unsaved: true });
    fromTabs('tab.alone');
    fromTabs('tab.takeOverAsked');
    expect(sheet()).toBe('free');
    expect(asked).toEqual(['start', 'tab.refuse']);
  });

  it('hands the editor over just after a save, while Sveltia still closes the sheet', () => {
    const { actor, asked, fromTabs } = start({ unsaved: true });
    fromTabs('tab.alone');
    actor.send(saved);
    fromTabs('tab.takeOverAsked');
    expect(actor.getSnapshot().value).toBe('displaced');
    expect(asked).toEqual([
      'start',
      'notice',
      'exit.letClose',
      'notice hidden',
      'cover: displaced',
      'tab.handOver',
    ]);
  });
});

describe('herEditorMachine: the ways out of a sheet', () => {
  it('asks before a way out of her sheet, stays if she says so, takes the way out if she chooses to leave', () => {
    const { actor, asked, fromTabs, fromPage, sheet } = start({ unsaved: true });
    fromTabs('tab.alone');
    fromPage('sheet.leaving');
    expect(sheet()).toBe('askingToLeave');
    actor.send({ type: 'leave.stay' });
    fromPage('sheet.leaving');
    actor.send({ type: 'leave.confirm' });
    expect(sheet()).toBe('free');
    expect(asked).toEqual(['start', 'question', 'question closed', 'question', 'question closed', 'exit.go']);
  });

  it('lets Sveltia close a sheet it has just saved, then asks again before the next way out', () => {
    const { actor, asked, fromTabs, fromPage, fromGesture } = start({ unsaved: true });
    fromTabs('tab.alone');
    actor.send(saved);
    expect(asked).toEqual(['start', 'notice', 'exit.letClose']);
    fromPage('sheet.closed');
    fromGesture();
    fromPage('sheet.leaving');
    expect(asked).toEqual(['start', 'notice', 'exit.letClose', 'question']);
  });

  it('refuses the editor to another tab while it asks her whether to leave', () => {
    const { asked, fromTabs, fromPage, sheet } = start({ unsaved: true });
    fromTabs('tab.alone');
    fromPage('sheet.leaving');
    fromTabs('tab.takeOverAsked');
    expect(sheet()).toBe('askingToLeave');
    expect(asked.at(-1)).toBe('tab.refuse');
  });
});

describe('herEditorMachine: her place after a save', () => {
  it('opens the saved sheet again where Sveltia closed it, then puts her cursor back where it was until she acts', () => {
    const { actor, asked, places, fromTabs, fromPage, fromPlace, sheet } = start();
    fromTabs('tab.alone');
    fromPage({ type: 'sheet.focused', place: answer });
    actor.send(saved);
    fromPage('sheet.closed');
    expect(sheet()).toBe('reopening');
    fromPage({ type: 'page.address', hash: faq.list });
    expect(asked.at(-1)).toBe(`open ${faq.sheet}`);
    fromPage({ type: 'page.address', hash: faq.sheet });
    expect(sheet()).toBe('placing');
    expect(places).toEqual([answer]);
    // Her cursor, as it is put back, is her place still.
    fromPage({ type: 'sheet.focused', place: { ...answer, control: 'box' } });
    fromPlace('place.left');
    expect(sheet()).toBe('free');
    expect(asked.slice(-2)).toEqual(['placing', 'placed']);
  });

  it('remembers her place in the sheet at the save, not a place she reaches after it', () => {
    const { actor, places, fromTabs, fromPage } = start();
    fromTabs('tab.alone');
    fromPage({ type: 'sheet.focused', place: answer });
    actor.send(saved);
    fromPage({ type: 'sheet.focused', place: { keyPath: 'title', control: 0 } });
    fromPage('sheet.closed');
    fromPage({ type: 'page.address', hash: faq.sheet });
    expect(places).toEqual([answer]);
  });

  it('a first save with no field of hers known: the sheet opens again, her place left to the page (its first field)', () => {
    const { actor, places, fromTabs, fromPage, sheet } = start();
    fromTabs('tab.alone');
    actor.send({ ...saved, sheet: '#/collections/articles/entries/neuf', list: '#/collections/articles' });
    fromPage('sheet.closed');
    fromPage({ type: 'page.address', hash: '#/collections/articles' });
    fromPage({ type: 'page.address', hash: '#/collections/articles/entries/neuf' });
    expect(sheet()).toBe('placing');
    expect(places).toEqual([undefined]);
  });

  it('follows her, not the sheet on its way back, once she acts or goes elsewhere', () => {
    const { actor, asked, fromTabs, fromPage, fromGesture, sheet } = start();
    fromTabs('tab.alone');
    actor.send(saved);
    fromPage('sheet.closed');
    fromGesture();
    expect(sheet()).toBe('free');
    fromPage({ type: 'page.address', hash: faq.list });
    actor.send(saved);
    fromPage('sheet.closed');
    fromPage({ type: 'page.address', hash: '#/collections/articles' });
    expect(sheet()).toBe('free');
    expect(asked.filter((step) => step.startsWith('open'))).toEqual([]);
  });

  it('lets her place go once the editor shows another sheet, even before she acts', () => {
    const { actor, asked, fromTabs, fromPage, sheet } = start();
    fromTabs('tab.alone');
    fromPage({ type: 'sheet.focused', place: answer });
    actor.send(saved);
    fromPage('sheet.closed');
    fromPage({ type: 'page.address', hash: faq.sheet });
    expect(sheet()).toBe('placing');
    // Sveltia's own address of the same sheet keeps her place; another sheet's does not.
    fromPage({ type: 'page.address', hash: faq.sheet });
    expect(sheet()).toBe('placing');
    fromPage({ type: 'page.address', hash: '#/collections/contenu/entries/photos' });
    expect(sheet()).toBe('free');
    expect(asked.at(-1)).toBe('placed');
  });

  it('puts her cursor in a field asked for (a checklist line, a refusal), and asks before a way out meanwhile', () => {
    const { actor, places, fromTabs, fromPage, sheet } = start();
    fromTabs('tab.alone');
    actor.send({ type: 'field.wanted', keyPath: 'testimonials.1.quote' });
    expect(places).toEqual([{ keyPath: 'testimonials.1.quote', control: 'box' }]);
    actor.send({ type: 'field.wanted', keyPath: 'phone' });
    expect(places.at(-1)).toEqual({ keyPath: 'phone', control: 'box' });
    fromPage('sheet.leaving');
    expect(sheet()).toBe('askingToLeave');
  });
});

describe('herEditorMachine: the saved notice and the checklist', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts the sheet just saved for the checklist', () => {
    const { actor, counted, fromTabs } = start();
    fromTabs('tab.alone');
    actor.send(saved);
    expect(counted).toEqual([saved.entry]);
  });

  it('shows the notice for its time, then takes it away', () => {
    const { actor, asked, fromTabs, notice } = start();
    fromTabs('tab.alone');
    actor.send(saved);
    expect(notice()).toBe('shown');
    vi.advanceTimersByTime(SAVED_NOTICE_MS - 1);
    expect(notice()).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(notice()).toBe('hidden');
    expect(asked.filter((step) => step.startsWith('notice'))).toEqual(['notice', 'notice hidden']);
  });

  it('a second save shows it again for its whole time', () => {
    const { actor, fromTabs, notice } = start();
    fromTabs('tab.alone');
    actor.send(saved);
    vi.advanceTimersByTime(SAVED_NOTICE_MS - 1000);
    actor.send(saved);
    vi.advanceTimersByTime(SAVED_NOTICE_MS - 1);
    expect(notice()).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(notice()).toBe('hidden');
  });

  it('goes when she closes it, or when she goes to another sheet; stays while her sheet comes back', () => {
    const { actor, fromTabs, fromPage, notice } = start();
    fromTabs('tab.alone');
    actor.send(saved);
    fromPage({ type: 'page.address', hash: faq.list });
    fromPage({ type: 'page.address', hash: faq.sheet });
    expect(notice()).toBe('shown');
    fromPage({ type: 'page.address', hash: '#/collections/contenu/entries/cabinet' });
    expect(notice()).toBe('hidden');
    actor.send(saved);
    actor.send({ type: 'notice.close' });
    expect(notice()).toBe('hidden');
  });
});
