import { defineModel, testModel } from '../testing/modelHarness';
import { herEditorMachine } from './herEditorMachine';

const faq = { sheet: '#/collections/contenu/entries/faq', list: '#/collections/contenu' };

/**
 * Her tabs: this one may have the editor at once or wait for another; the other tab may ask for it,
 * and she may continue here. Her sheet: a way out with unsaved work is held while she answers; a save
 * closes it, it opens again at her place, its notice shows for its time. Whether the sheet has unsaved
 * work is the page's (Sveltia's « Enregistrer »): one variant each way. The page says one place, and
 * three addresses: the saved sheet's, its list's and another's.
 */
export const herEditorModel = defineModel(herEditorMachine)({
  events: () => [
    { type: 'tab.continueHere' },
    { type: 'leave.stay' },
    { type: 'leave.confirm' },
    { type: 'sheet.saved', entry: { collection: 'contenu', slug: 'faq', data: {} }, ...faq },
    { type: 'field.wanted', keyPath: 'phone' },
    { type: 'notice.close' },
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
  variants: [
    { name: 'her sheet saved', provide: { guards: { hasUnsavedWork: () => false } } },
    { name: 'unsaved work on her sheet', provide: { guards: { hasUnsavedWork: () => true } } },
  ],
});

testModel(herEditorModel, import.meta.filename);
