// Sveltia CMS's own screens in her words. Sveltia speaks French by itself in a French browser, from the
// translation it ships (@sveltia/cms/locales/fr.json), but that translation keeps the CMS's terms (« entrée »,
// « slug », « dépôt », « Téléverser ») and leaves some phrases in English. Sveltia has no supported way to
// change its words, so the editor's build (pipeline/editor/editorBuild.ts) lays ours over that file as it bundles
// it: nothing of Sveltia's code is touched, and its translation stays the base for every phrase we leave.
// When Sveltia is updated, pipeline/editor/sveltiaFrench.test.ts says which of our keys it no longer has, which
// phrases it added in English only, and where a placeholder changed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import herWords from './sveltiaFrench.json' with { type: 'json' };

/** Sveltia's shipped translations, where the editor's build finds them. */
export const sveltiaLocale = (name: 'fr' | 'en-US') =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', 'node_modules', '@sveltia', 'cms', 'locales', `${name}.json`),
      'utf8',
    ),
  ) as Record<string, unknown>;

/** Our words, by Sveltia's key (`edit_slug`, `_sui.alert.success`): hers where Sveltia's are a CMS's. */
export const sveltiaWords: Readonly<Record<string, string>> = herWords;

type Tree = { [key: string]: string | Tree };

/** Sveltia's French with ours laid over it, key by key (a dotted key reaches inside a group). */
export function inHerWords(french: Tree, words: Readonly<Record<string, string>> = sveltiaWords): Tree {
  const result: Tree = structuredClone(french);
  for (const [path, value] of Object.entries(words)) {
    const keys = path.split('.');
    let at = result;
    for (const key of keys.slice(0, -1)) {
      const next = at[key];
      if (typeof next !== 'object') at[key] = {};
      at = at[key] as Tree;
    }
    at[keys.at(-1) ?? path] = value;
  }
  return result;
}

/** Vite plugin for the editor's build: Sveltia's French translation, bundled with our words over it. */
export const sveltiaInHerWords = {
  name: 'sveltia-in-her-words',
  enforce: 'pre' as const,
  transform(code: string, id: string) {
    if (!/[\\/]@sveltia[\\/]cms[\\/]locales[\\/]fr\.json$/.test(id)) return null;
    return { code: JSON.stringify(inHerWords(JSON.parse(code) as Tree)), map: null };
  },
};
