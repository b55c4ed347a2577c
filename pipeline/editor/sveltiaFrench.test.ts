import { wordsNotHers } from './herWords';
import { inHerWords, sveltiaLocale, sveltiaWords } from './sveltiaFrench';

type Tree = { [key: string]: string | Tree };

/** Every phrase of a translation, by its dotted key. */
const phrases = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(phrases(value, `${prefix}${key}.`)),
    ),
  );

const english = phrases(sveltiaLocale('en-US') as Tree);
const french = phrases(sveltiaLocale('fr') as Tree);
const hers = phrases(inHerWords(sveltiaLocale('fr') as Tree));
/**
 * Phrases whose placeholder we leave out on purpose, and why. She writes in one language, which
 * Sveltia names `_default`: « Modifier le contenu en _default » would show her that name.
 */
const placeholdersDropped: Readonly<Record<string, string>> = {
  edit_x_locale: 'the one language, named _default',
  preview_x_locale: 'the one language, named _default',
  show_content_options_x_locale: 'the one language, named _default',
  content_options_x_locale: 'the one language, named _default',
};
const placeholders = (text: string) => [...text.matchAll(/\{\$\w+/g)].map(([name]) => name).sort();

describe('Sveltia’s screens in her words', () => {
  it('each of our words replaces a phrase Sveltia has, with the same placeholders', () => {
    const unknown = Object.keys(sveltiaWords).filter((key) => !(key in english));
    expect(unknown, 'keys Sveltia no longer has: find their new names in its en-US.json').toEqual([]);
    const changed = Object.entries(sveltiaWords)
      .filter(([key]) => !(key in placeholdersDropped))
      .filter(([key, words]) => placeholders(words).join() !== placeholders(english[key] ?? '').join())
      .map(([key]) => key);
    expect(changed).toEqual([]);
  });

  it('lays our words over Sveltia’s French and keeps the rest of it', () => {
    expect(hers.edit_slug).toBe('Modifier l’adresse de la page');
    expect(hers.save).toBe(french.save);
    expect(hers.edit_x_locale).toBe('Modifier le contenu');
    expect(Object.keys(hers).length).toBeGreaterThanOrEqual(Object.keys(french).length);
  });
});

/** Words the French writes as the English does: left as they are, they are French, not English left over. */
const sameInFrench: Readonly<Record<string, string>> = {
  menu: 'Menu',
  notifications: 'Notifications',
  version_x: 'Version {$version}',
  type: 'Type',
  document: 'Document',
  'key_value.action': 'Action',
  '_sui.ok': 'OK',
  '_sui.text_editor.code': 'Code',
};

/** What she reads of a phrase: not its placeholders (`{$collection}`), nor the key of her keyboard. */
const shown = (phrase: string) => phrase.replace(/\{\$\w+[^}]*\}/g, '').replace(/touche Entrée/g, 'touche');

describe('Sveltia’s screens, all in her words', () => {
  it('leaves no phrase in English', () => {
    const leftInEnglish = Object.keys(english).filter(
      (key) => (hers[key] ?? english[key]) === english[key] && sameInFrench[key] !== english[key],
    );
    expect(
      leftInEnglish,
      'phrases Sveltia has only in English: give each its French in sveltiaFrench.json',
    ).toEqual([]);
  });

  it('uses none of a CMS’s words', () => {
    const offenders = Object.entries(hers)
      .filter(([, phrase]) => wordsNotHers(shown(phrase)).length > 0)
      .map(([key, phrase]) => `${key}: ${phrase}`);
    expect(
      offenders,
      'phrases with a word she would have to look up: say it in hers in sveltiaFrench.json',
    ).toEqual([]);
  });
});
