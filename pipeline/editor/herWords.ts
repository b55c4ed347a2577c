// The words her editor may not say to her (issue 61, « every word hers »): a CMS's, a developer's or an
// English word she would have to look up. One list for every check of it: Sveltia's phrases as the
// editor's build lays ours over them (pipeline/editor/sveltiaFrench.test.ts), and every screen of her
// editor, its checklist and her guide as a browser shows them at 390 and 1280 px (e2e/admin.spec.ts).

/** Whole words or phrases, in any case. */
export const notHerWords = [
  // A CMS's words.
  'entrée',
  'entrées',
  'ressource',
  'ressources',
  'slug',
  'slugs',
  'singleton',
  'singletons',
  'collection',
  'collections',
  'widget',
  'widgets',
  'markdown',
  'cms',
  'succès',
  'ancre',
  // A developer's.
  'dépôt',
  'dépôts',
  'répertoire racine',
  'branche',
  'branches',
  'backend',
  'backends',
  'jeton',
  'jetons',
  'téléverser',
  'téléversé',
  'téléversée',
  'téléversés',
  'téléversées',
  'hook',
  'hooks',
  'commit',
  'commits',
  'script',
  'scripts',
  'code d’intégration',
  'variables d’environnement',
  'CMS_REPO',
  'CMS_BRANCH',
  'YAML',
  'JSON',
  // The name Sveltia gives her one language.
  '_default',
  // English, as Sveltia's screens showed it.
  'contents',
  'local',
  'show errors',
  'success',
  'error',
  'untitled',
  'loading',
] as const;

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Whole words: no letter, digit or underscore either side (`\b` knows no accented letter).
const notHers = new RegExp(
  `(?<![\\p{L}\\p{N}_])(?:${notHerWords.map(escaped).join('|')})(?![\\p{L}\\p{N}_])`,
  'giu',
);

/** The words of `text` she would have to look up, as written there. */
export const wordsNotHers = (text: string): string[] => [...text.matchAll(notHers)].map(([word]) => word);

/** File names a developer reads (`refus.yml`, `main.js`, `article.md`): none on her screens. */
export const fileNames = (text: string): string[] =>
  [...text.matchAll(/(?<![\p{L}\p{N}_/.-])[\w-]+\.(?:js|ts|md|ya?ml|json|html)(?![\p{L}\p{N}_])/giu)].map(
    ([name]) => name,
  );
