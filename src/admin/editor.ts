// The practitioner's editor at /admin: Sveltia CMS (https://sveltiacms.app), bundled from node_modules
// and started by hand, through its public API only, so that it gets, before its first screen, the
// fields that check her values with the content rules, and a save that refuses what the build would
// refuse, in the build's words (README "Edit the content").
import { createActor } from 'xstate';
import type { EditorSettings } from '../content/editorSettings.ts';
import { readRefusal } from '../content/launchChecklist.ts';
import type { ContentName } from '../content/problems.ts';
import { contentFiles } from '../content/schema.ts';
import { type ServiceTitles, serviceTitlesIn } from '../content/schemas/rules.ts';
import { herEditorMachine } from '../machines/herEditorMachine.ts';
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
/** Her services' titles as she last saved them: the refusals' words follow a rename (followSaved). */
const titles: { -readonly [id in keyof ServiceTitles]: string } = { ...settings.serviceTitles };

// Online the page was made by the last build, not from what she saved since: the count waits for the
// sheets as the editor reads them from her repository.
const launch = showLaunchLink({
  ...(local && { initial: settings.launch }),
  overridden: settings.overridden,
  repositoryUnknown: settings.repositoryUnknown,
  titles,
});
registerSheetFiles(CMS as never, {
  sheet: launch.sheet,
  refusal: (data) => launch.refused(readRefusal(data)),
});
const servicesNamed = followRenamedLabels({ ...settings.serviceTitles });
const articles = [...settings.articles];

type EntryMap = { get(key: string): unknown; toJS(): unknown };
const plain = (entry: EntryMap) =>
  entry.toJS() as {
    data: Record<string, unknown>;
    slug: string;
    collection: string;
    newRecord: boolean;
    path: string;
  };

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
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
    const { collection, slug, data } = plain(entry as unknown as EntryMap);
    if (collection === ARTICLES_COLLECTION && !articles.some((article) => article.file === `${slug}.md`))
      articles.push({
        file: `${slug}.md`,
        ...(typeof data.slug === 'string' && data.slug && { slug: data.slug }),
        ...(typeof data.title === 'string' && { title: data.title }),
      });
    editor.send({
      type: 'sheet.saved',
      entry: { collection, slug, data },
      ...savedSheet({ collection, slug }),
    });
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
      followSaved: ({ event }) => {
        if (event.type !== 'sheet.saved') return;
        const { collection, slug, data } = event.entry;
        if (collection !== SHEETS_COLLECTION || !(slug in contentFiles)) return;
        launch.sheet(slug as ContentName, data);
        if (slug !== 'services') return;
        // Her services' names as saved: the headings, and the refusals' words, follow them.
        Object.assign(titles, serviceTitlesIn(data));
        servicesNamed.follow(titles);
      },
      showNotice: () => showNotice(savedNotice(local), () => editor.send({ type: 'notice.close' })),
      hideNotice,
    },
    actors: { editorTabs, sveltiaPage, herPlace, herNextGesture },
  }),
);
editor.start();
