// The practitioner's editor at /admin: Decap CMS (https://decapcms.org), started by hand so that it
// gets, before its first screen, the fields that check her values with the content rules, her words
// for its messages and a save that refuses what the build would refuse (README "Edit the content").

import { articlesLabel } from '../data/content/article.ts';
import type { SheetPlaceholder, SheetReminder } from '../data/content/demoValues.ts';
import { contentFiles } from '../data/content/schema.ts';
import {
  ARTICLES_COLLECTION,
  articleAddresses,
  articleProblems,
  isEmpty,
  photoBlock,
} from './articlesCollection.ts';
import { holdBackupsUntilTheirSheet } from './backup.ts';
import { type Backend, decapConfig } from './config.ts';
import { entryProblems } from './entry.ts';
import { confirmRemovals, refuseNonImages, showRefusal } from './guards.ts';
import { showLaunchList } from './launchChecklist.ts';
import { type Previews, registerArticlePreview } from './preview.ts';
import { decapStore, enhanceDecapStore, entriesInStore, followPublishes, type Store } from './store.ts';
import { type Decap, registerWidgets } from './widgets.ts';
import { editorWording, withPhrases } from './wording.ts';

/**
 * From the build's settings: where « Publier » saves (the Git host, or decap-server on her computer),
 * and the demo values the build found in her sheets (pipeline/admin.ts, `launchSettings`).
 */
declare const __EDITOR__: {
  backend: Backend;
  localBackendUrl: string;
  launch: SheetPlaceholder[];
  overridden: string[];
  reminders: SheetReminder[];
};

type Phrases = Parameters<typeof withPhrases>[0];
/** Decap's entry data (an Immutable map). */
type EntryData = { toJS(): unknown; filter(keep: (value: unknown) => boolean): EntryData };
type Cms = Decap &
  Previews & {
    init(options: { config: object }): void;
    getLocale(locale: string): Phrases;
    registerLocale(locale: string, phrases: Phrases): void;
    registerEditorComponent(component: object): void;
    registerEventListener(listener: {
      name: 'preSave';
      handler(event: {
        entry: { get(key: 'data'): EntryData; get(key: 'slug' | 'collection'): unknown };
      }): EntryData | undefined;
    }): void;
  };
declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: Cms;
  }
}

/** Decap's bundle, run once our parts can be registered before it starts. */
function loadDecap(): Promise<Cms> {
  window.CMS_MANUAL_INIT = true;
  enhanceDecapStore(holdBackupsUntilTheirSheet, followPublishes);
  const script = document.createElement('script');
  script.src = '/admin/decap-cms.js';
  document.body.append(script);
  return new Promise((resolve, reject) => {
    script.addEventListener('load', () => (window.CMS ? resolve(window.CMS) : reject(new Error('no CMS'))));
    script.addEventListener('error', reject);
  });
}

/** Decap uses its local backend (decap-server, on her computer) on these hosts only. */
const local = ['localhost', '127.0.0.1'].includes(location.hostname);

const cms = await loadDecap();
const { config, rules } = decapConfig({ ...__EDITOR__, local, siteUrl: location.origin });
cms.registerLocale('fr', withPhrases(cms.getLocale('fr'), editorWording(local)));
registerWidgets(cms, rules);
// The other articles' addresses, as Decap has read them (from her list of articles) or she published them.
let store: Store | undefined;
void decapStore.then((made) => {
  store = made;
});
cms.registerEventListener({
  name: 'preSave',
  handler({ entry }) {
    const slug = String(entry.get('slug') ?? '');
    const data = entry.get('data');
    const isArticle = entry.get('collection') === ARTICLES_COLLECTION;
    const problems = isArticle
      ? articleProblems(
          slug && `${slug}.md`,
          data.toJS() as Record<string, unknown>,
          articleAddresses(entriesInStore(store?.getState(), ARTICLES_COLLECTION)),
        )
      : entryProblems(slug as keyof typeof contentFiles, data.toJS());
    // An article's fields left empty are left out of its file (src/admin/articlesCollection.ts).
    if (problems.length === 0) return isArticle ? data.filter((value) => !isEmpty(value)) : undefined;
    const title = isArticle ? articlesLabel : contentFiles[slug as keyof typeof contentFiles].label;
    showRefusal(`«\u00a0${title}\u00a0»\u00a0: rien n’a été enregistré`, problems);
    // Decap then says so in its notice, and the file keeps its last good version.
    const refusal = new Error(problems.join(' '));
    refusal.name = '';
    throw refusal;
  },
});
registerArticlePreview(cms);
cms.registerEditorComponent(photoBlock);
refuseNonImages();
confirmRemovals();
showLaunchList(decapStore, __EDITOR__);
cms.init({ config: { ...config, load_config_file: false } });
