import { defaultTitles, demoSiret } from '../testing/launchFixtures';
import { defineModel, testModel } from '../testing/modelHarness';
import { herEditorMachine } from './herEditorMachine';

const faq = { sheet: '#/collections/contenu/entries/faq', list: '#/collections/contenu' };
const legal = '#/collections/contenu/entries/legal';
/** The page as it starts on her computer: her titles, her files' demo values, no article. */
const input = { titles: defaultTitles, overridden: [], found: [demoSiret], articles: [] };

/**
 * Her tabs: this one may have the editor at once or wait for another; the other tab may ask for it,
 * and she may continue here. Her sheet: a way out with unsaved work is held while she answers; a save
 * closes it, it opens again at her place, its notice shows for its time. Whether the sheet has unsaved
 * work is the page's (Sveltia's « Enregistrer »): one variant each way. The page says one place, and
 * three addresses: the saved sheet's, its list's and another's. A checklist line opens a field of
 * another sheet; a sheet read and the refusal's record (here, its end) change only what it counts.
 */
export const herEditorModel = defineModel(herEditorMachine)({
  events: () => [
    { type: 'tab.continueHere' },
    { type: 'leave.stay' },
    { type: 'leave.confirm' },
    { type: 'sheet.saved', entry: { kind: 'sheet', name: 'faq', data: {} }, ...faq },
    { type: 'field.wanted', keyPath: 'phone' },
    { type: 'field.open', keyPath: 'siret', sheet: legal },
    { type: 'notice.close' },
    { type: 'sheet.read', name: 'legal', data: { siret: '123 456 789 00012' } },
    { type: 'refusal.read' },
  ],
  actors: {
    editorTabs: {
      kind: 'callback',
      sends: () => [
        { type: 'tab.alone' },
        { type: 'tab.another' },
        { type: 'tab.takeOverAsked' },
        { type: 'tab.busy' },
      ],
    },
    sveltiaPage: {
      kind: 'callback',
      sends: () => [
        { type: 'sheet.leaving' },
        { type: 'sheet.closed' },
        { type: 'sheet.focused', place: { keyPath: 'entries.2.answer', control: 1 } },
        { type: 'page.address', hash: faq.list },
        { type: 'page.address', hash: faq.sheet },
        { type: 'page.address', hash: '#/collections/articles' },
      ],
    },
    herPlace: { kind: 'callback', sends: () => [{ type: 'place.left' }] },
    herNextGesture: { kind: 'callback', sends: () => [{ type: 'her.acted' }] },
  },
  // What it counts (her sheets, titles, articles) never changes where it goes: states differ by where
  // she is, her place and the sheet saved.
  serializeState: ({ value, context: { place, saved, restoring } }) =>
    JSON.stringify([value, place, saved, restoring]),
  variants: [
    { name: 'her sheet saved', input, provide: { guards: { hasUnsavedWork: () => false } } },
    { name: 'unsaved work on her sheet', input, provide: { guards: { hasUnsavedWork: () => true } } },
  ],
});

testModel(herEditorModel, import.meta.filename);
