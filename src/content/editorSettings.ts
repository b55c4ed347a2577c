// What the build hands her editor in its page: pipeline/editor/admin.ts writes it, src/admin/editor.ts
// reads it. One typed contract, on the floor both stand on, so the build reads nothing of the editor.
import type { SheetPlaceholder } from './demoValues.ts';
import type { ServiceTitles } from './schemas/rules.ts';

/** Where « Publier » saves on the live site (README "Edit the content"): her repository on GitHub. */
export type Backend = { name: 'github'; repo: string; branch: string; base_url?: string; skip_ci?: boolean };

/** An article's file and its own address field, as the editor knows them. */
export type KnownArticle = { file: string; slug?: string; title?: string };

/** What the page carries (pipeline/editor/admin.ts, `editorSettings`), read from the files when it is served. */
export type EditorSettings = {
  backend: Backend;
  /** While the build cannot tell her repository (pipeline/editor/editorRepository.ts): never « ready ». */
  repositoryUnknown?: boolean;
  /** The demo values in her files when the page was made: what she saved on her computer, not online. */
  launch: SheetPlaceholder[];
  overridden: string[];
  articles: KnownArticle[];
  /** Her services' titles when the editor opens: the one lookup of this session (schemas/rules.ts). */
  serviceTitles: ServiceTitles;
};
