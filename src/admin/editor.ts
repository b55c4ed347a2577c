// The practitioner's editor at /admin: Sveltia CMS (https://sveltiacms.app), bundled from node_modules
// and started by hand, through its public API only, so that it gets, before its first screen, the
// fields that check her values with the content rules, and a save that refuses what the build would
// refuse, in the build's words (README "Edit the content").
import { createActor } from 'xstate';
import type { EditorSettings } from '../content/editorSettings.ts';
import { readRefusal } from '../content/launchChecklist.ts';
import type { ContentName } from '../content/problems.ts';
import { contentFiles } from '../content/schema.ts';
import { herEditorMachine, type SavedEntry } from '../machines/herEditorMachine.ts';
import { ARTICLES_COLLECTION } from './articlesCollection.ts';
import { SHEETS_COLLECTION, sveltiaConfig } from './config.ts';
import {
  askToLeave,
  closeQuestion,
  hideCover,
  hideNotice,
  savedNotice,
  showCover,
  showNotice,
} from './editorDialogs.ts';
import { linkedField, showLaunchLink } from './launchChecklist.ts';
import { refusalAsSheReads } from './legalTextsSheet.ts';
import { editorTabs } from './oneEditor.ts';
import { entryRefusal, showRefusal } from './refusal.ts';
import { registerSheetFiles } from './sheetFiles.ts';
import {
  closeSveltiaAlert,
  followRenamedLabels,
  herNextGesture,
  herPlace,
  keepSveltiaAddressReadable,
  savedSheet,
  sheetHasUnsavedWork,
  sveltiaPage,
} from './sveltiaPage.ts';
import { registerFieldTypes } from './widgets.ts';

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
  }
}

const settings = JSON.parse(
  document.getElementById('editor-settings')?.textContent ?? '{}',
) as EditorSettings;
/** On her computer, Sveltia works on her project's folder (« Travailler sur un dossier local »). */
const local = ['localhost', '127.0.0.1'].includes(location.hostname);

keepSveltiaAddressReadable();

// Sveltia starts by itself unless told not to, when its module runs.
window.CMS_MANUAL_INIT = true;
const { default: CMS } = await import('@sveltia/cms').catch((error: unknown) => {
  // Its files did not all come (a connection lost on the way): the page says what to do (pipeline/editor/admin.ts).
  document.querySelector('.editor-opening')?.classList.add('is-failed');
  throw error;
});

const { config, rules } = sveltiaConfig({
  backend: settings.backend,
  local,
  siteUrl: location.origin,
  titles: settings.serviceTitles,
});
registerFieldTypes(CMS as never, rules, settings.serviceTitles);

type EntryMap = { get(key: string): unknown; toJS(): unknown };
const plain = (entry: EntryMap) =>
  entry.toJS() as {
    data: Record<string, unknown>;
    slug: string;
    collection: string;
    newRecord: boolean;
    path: string;
  };

/** What a save wrote, for the machine: one of her sheets, an article (its file and its words), or else. */
function savedEntry({ collection, slug, data }: ReturnType<typeof plain>): SavedEntry {
  if (collection === SHEETS_COLLECTION && slug in contentFiles)
    return { kind: 'sheet', name: slug as ContentName, data };
  if (collection !== ARTICLES_COLLECTION) return { kind: 'other' };
  return {
    kind: 'article',
    article: {
      file: `${slug}.md`,
      ...(typeof data.slug === 'string' && data.slug && { slug: data.slug }),
      ...(typeof data.title === 'string' && { title: data.title }),
    },
  };
}

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    // Her articles and her services' titles as the machine knows them now (her saves included).
    const { articles, titles } = editor.getSnapshot().context;
    const refusal = entryRefusal(plain(entry as unknown as EntryMap), articles, titles);
    if (!refusal) return;
    const stop = closeSveltiaAlert();
    showRefusal(refusal.title, refusal.problems, () => {
      stop();
      if (refusal.field) editor.send({ type: 'field.wanted', keyPath: refusal.field });
    });
    // Sveltia then keeps the sheet open with what she typed, and the file keeps its last good version.
    throw new Error(refusal.problems.join(' '));
  },
});
CMS.registerEventListener({
  name: 'postSave',
  handler: ({ entry }) => {
    const saved = plain(entry as unknown as EntryMap);
    editor.send({ type: 'sheet.saved', entry: savedEntry(saved), ...savedSheet(saved) });
  },
});

/** Sveltia, started once this tab has the editor: it reads her files then (src/admin/oneEditor.ts). */
async function startEditor() {
  // A line of « Avant la mise en ligne » opened the editor at a field: the address loses its parameter
  // before Sveltia reads the address, never under its feet while it draws the sheet.
  const linked = linkedField(location.href);
  if (linked) history.replaceState(history.state, '', linked.address);
  await CMS.init({ config: config as never });
  if (linked) editor.send({ type: 'field.wanted', keyPath: linked.keyPath });
}

const continueHere = () => editor.send({ type: 'tab.continueHere' });
const editor = createActor(
  herEditorMachine.provide({
    guards: { hasUnsavedWork: sheetHasUnsavedWork },
    actions: {
      startEditor: () => void startEditor(),
      showElsewhere: () => showCover('elsewhere', continueHere),
      showOtherBusy: () => showCover('busy', continueHere),
      showDisplaced: () => showCover('displaced', continueHere),
      hideCover,
      askToLeave: () =>
        askToLeave({
          stay: () => editor.send({ type: 'leave.stay' }),
          leave: () => editor.send({ type: 'leave.confirm' }),
        }),
      closeQuestion,
      showNotice: () => showNotice(savedNotice(local), () => editor.send({ type: 'notice.close' })),
      hideNotice,
    },
    actors: { editorTabs, sveltiaPage, herPlace, herNextGesture },
  }),
  {
    input: {
      titles: settings.serviceTitles,
      overridden: settings.overridden,
      // Online the page was made by the last build, not from what she saved since: the count waits for
      // the sheets as the editor reads them from her repository.
      ...(local && { found: settings.launch }),
      articles: settings.articles,
    },
  },
);
// What the editor shows of her sheets, as the machine knows them: the checklist's strip and list, her
// services' names in the headings.
showLaunchLink(editor, { repositoryUnknown: settings.repositoryUnknown });
followRenamedLabels(editor);
registerSheetFiles(CMS as never, {
  sheet: (name, data) => editor.send({ type: 'sheet.read', name, data }),
  refusal: (data) => editor.send({ type: 'refusal.read', refusal: refusalAsSheReads(readRefusal(data)) }),
});
editor.start();
