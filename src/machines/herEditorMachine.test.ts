import { createActor, type EventObject, fromCallback } from 'xstate';
import { refusalRecord } from '../content/launchChecklist';
import { contentFiles } from '../content/schema';
import { serviceTitlesIn } from '../content/schemas/rules';
import { SAVED_NOTICE_MS } from '../data/constants';
import { defaultTitles, demoSiret, herSiret } from '../testing/launchFixtures';
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
  entry: { kind: 'sheet', name: 'faq', data: { entries: [] } },
  ...faq,
} as const;
const legal = '#/collections/contenu/entries/legal';
const answer: HerPlace = { keyPath: 'entries.2.answer', item: undefined, control: 2 };

/** The machine with its page stood in for: what it asked of the tabs, of the page and of her place, in order. */
function start({ unsaved = false, found }: { unsaved?: boolean; found?: (typeof demoSiret)[] } = {}) {
  const asked: string[] = [];
  const places: Array<HerPlace | undefined> = [];
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
    {
      input: {
        titles: defaultTitles,
        overridden: [],
        articles: [{ file: 'porter-bebe.md', title: 'Porter bébé' }],
        ...(found && { found }),
      },
    },
  ).start();
  return {
    actor,
    asked,
    places,
    context: () => actor.getSnapshot().context,
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

describe('herEditorMachine: what it knows of her sheets', () => {
  const legalSaved = (siret: string) =>
    ({
      type: 'sheet.saved',
      entry: { kind: 'sheet', name: 'legal', data: { siret } },
      sheet: legal,
      list: faq.list,
    }) as const;

  it('on her computer, counts from her files as saved; online, waits for every sheet read, even before the editor is hers', () => {
    expect(start({ found: [demoSiret] }).context().launch).toEqual({
      found: [demoSiret],
      sheets: {},
      complete: true,
    });
    const { actor, context } = start();
    expect(context().launch.complete).toBe(false);
    for (const name of Object.keys(contentFiles) as (keyof typeof contentFiles)[])
      actor.send({ type: 'sheet.read', name, data: name === 'legal' ? { siret: demoSiret.value } : {} });
    expect(actor.getSnapshot().value).toBe('claiming');
    expect(context().launch.complete).toBe(true);
    expect(context().launch.found).toEqual([demoSiret]);
    // Read again as it stands, a sheet leaves what the machine knows as it was: the count is not made again.
    const { launch, titles, titlesHad } = context();
    actor.send({ type: 'sheet.read', name: 'legal', data: { siret: demoSiret.value } });
    expect(context().titles).toBe(titles);
    expect(context().titlesHad).toBe(titlesHad);
    expect(context().launch).toBe(launch);
    actor.send({ type: 'sheet.read', name: 'legal', data: { siret: herSiret } });
    expect(context().launch.found).toEqual([]);
  });

  it('counts a sheet she saved as saved, and reads her last publication’s refusal, or its end', () => {
    const { actor, context, fromTabs } = start({ found: [demoSiret] });
    fromTabs('tab.alone');
    actor.send({ type: 'refusal.read', refusal: refusalRecord([demoSiret]) });
    expect(context().launch.refusal?.fields.map((field) => field.path)).toEqual([['siret']]);
    actor.send(legalSaved(herSiret));
    expect(context().launch.found).toEqual([]);
    expect(context().launch.sheets.legal).toEqual({ siret: herSiret });
    actor.send({ type: 'refusal.read' });
    expect(context().launch.refusal).toBeUndefined();
  });

  it('follows her services’ titles as saved, keeping every name each had', () => {
    const { actor, context, fromTabs } = start();
    fromTabs('tab.alone');
    const services = (title: string) =>
      ({
        type: 'sheet.saved',
        entry: { kind: 'sheet', name: 'services', data: { 'atelier-portage': { title } } },
        sheet: '#/collections/contenu/entries/services',
        list: faq.list,
      }) as const;
    actor.send(services('Portage en douceur'));
    actor.send(services('Porter bébé'));
    expect(context().titles).toEqual(serviceTitlesIn({ 'atelier-portage': { title: 'Porter bébé' } }));
    expect(context().titlesHad['atelier-portage']).toEqual([
      defaultTitles['atelier-portage'],
      'Portage en douceur',
      'Porter bébé',
    ]);
  });

  it('knows a new article once saved, once; another entry changes nothing it knows', () => {
    const { actor, context, fromTabs } = start();
    fromTabs('tab.alone');
    const article = { file: 'le-bain.md', slug: 'le-bain', title: 'Le bain' };
    const articleSaved = {
      type: 'sheet.saved',
      entry: { kind: 'article', article },
      sheet: '#/collections/articles/entries/le-bain',
      list: '#/collections/articles',
    } as const;
    actor.send(articleSaved);
    actor.send(articleSaved);
    expect(context().articles).toEqual([{ file: 'porter-bebe.md', title: 'Porter bébé' }, article]);
    const before = context();
    actor.send({ ...articleSaved, entry: { kind: 'other' } });
    expect(context().articles).toBe(before.articles);
    expect(context().launch).toBe(before.launch);
  });

  it('holds plain data only, as the inspector shows it', () => {
    const { actor, context, fromTabs } = start({ found: [demoSiret] });
    fromTabs('tab.alone');
    actor.send({ type: 'refusal.read', refusal: refusalRecord([demoSiret]) });
    actor.send(legalSaved(herSiret));
    actor.send({ type: 'field.open', sheet: legal, keyPath: 'siret' });
    expect(JSON.parse(JSON.stringify(context()))).toEqual(context());
  });
});

describe('herEditorMachine: a checklist line opens its field in the page', () => {
  it('opens the line’s sheet, then puts her cursor in its field there, until she acts', () => {
    const { actor, asked, places, fromTabs, fromPlace, sheet } = start();
    fromTabs('tab.alone');
    actor.send({ type: 'field.open', sheet: legal, keyPath: 'siret' });
    expect(asked.slice(-2)).toEqual([`open ${legal}`, 'placing']);
    expect(places).toEqual([{ keyPath: 'siret', control: 'box', sheet: legal }]);
    expect(sheet()).toBe('placing');
    fromPlace('place.left');
    expect(sheet()).toBe('free');
  });

  it('after a save elsewhere, the line’s sheet is her place’s: only another address lets it go', () => {
    const { actor, fromTabs, fromPage, fromGesture, sheet } = start();
    fromTabs('tab.alone');
    actor.send(saved);
    fromPage('sheet.closed');
    fromGesture();
    actor.send({ type: 'field.open', sheet: legal, keyPath: 'siret' });
    fromPage({ type: 'page.address', hash: legal });
    expect(sheet()).toBe('placing');
    fromPage({ type: 'page.address', hash: faq.sheet });
    expect(sheet()).toBe('free');
  });

  it('with unsaved work, asks first: staying keeps her sheet; leaving takes the way out, then her cursor goes to the field', () => {
    const { actor, asked, places, fromTabs, fromPage, sheet } = start({ unsaved: true });
    fromTabs('tab.alone');
    actor.send({ type: 'field.open', sheet: legal, keyPath: 'siret' });
    fromPage('sheet.leaving');
    expect(sheet()).toBe('askingToOpen');
    actor.send({ type: 'leave.stay' });
    expect(sheet()).toBe('free');
    expect(asked.at(-1)).toBe('open.cancel');
    actor.send({ type: 'field.open', sheet: legal, keyPath: 'siret' });
    fromPage('sheet.leaving');
    actor.send({ type: 'leave.confirm' });
    expect(sheet()).toBe('placing');
    expect(asked.slice(-5)).toEqual(['question', 'placed', 'question closed', 'exit.go', 'placing']);
    expect(places.at(-1)).toEqual({ keyPath: 'siret', control: 'box', sheet: legal });
  });

  it('a way out while her cursor goes back after a save is asked about as any other', () => {
    const { actor, fromTabs, fromPage, sheet } = start({ unsaved: true });
    fromTabs('tab.alone');
    actor.send({ type: 'field.wanted', keyPath: 'phone' });
    fromPage('sheet.leaving');
    expect(sheet()).toBe('askingToLeave');
    actor.send({ type: 'leave.confirm' });
    expect(sheet()).toBe('free');
  });

  it('is not taken while the editor is another tab’s: the page opens the editor again instead', () => {
    const { actor, fromTabs } = start();
    fromTabs('tab.another');
    expect(actor.getSnapshot().can({ type: 'field.open', sheet: legal, keyPath: 'siret' })).toBe(false);
    fromTabs('tab.alone');
    expect(actor.getSnapshot().can({ type: 'field.open', sheet: legal, keyPath: 'siret' })).toBe(true);
  });
});
