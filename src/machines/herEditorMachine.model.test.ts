import { defineModel, testModel } from '../testing/modelHarness';
import { herEditorMachine } from './herEditorMachine';

/**
 * Her tabs: this one may have the editor at once or wait for another; the other tab may ask for it,
 * and she may continue here. Her sheet: a way out with unsaved work is held while she answers. Whether
 * the sheet has unsaved work is the page's (Sveltia's « Enregistrer »): one variant each way.
 */
export const herEditorModel = defineModel(herEditorMachine)({
  events: () => [
    { type: 'tab.continueHere' },
    { type: 'sheet.leaving' },
    { type: 'leave.stay' },
    { type: 'leave.confirm' },
    { type: 'sheet.saved' },
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
    sheetExits: {
      kind: 'callback',
      sends: () => [{ type: 'sheet.leaving' }, { type: 'sheet.closed' }],
    },
  },
  variants: [
    { name: 'her sheet saved', provide: { guards: { hasUnsavedWork: () => false } } },
    { name: 'unsaved work on her sheet', provide: { guards: { hasUnsavedWork: () => true } } },
  ],
});

testModel(herEditorModel, import.meta.filename);
