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
const placeholders = (text: string) => [...text.matchAll(/\{\$\w+/g)].map(([name]) => name).sort();

describe('Sveltia’s screens in her words', () => {
  it('each of our words replaces a phrase Sveltia has, with the same placeholders', () => {
    const unknown = Object.keys(sveltiaWords).filter((key) => !(key in english));
    expect(unknown, 'keys Sveltia no longer has: find their new names in its en-US.json').toEqual([]);
    const changed = Object.entries(sveltiaWords)
      .filter(([key, words]) => placeholders(words).join() !== placeholders(english[key] ?? '').join())
      .map(([key]) => key);
    expect(changed).toEqual([]);
  });

  it('lays our words over Sveltia’s French and keeps the rest of it', () => {
    expect(hers.edit_slug).toBe('Modifier l’adresse de la page');
    expect(hers.save).toBe(french.save);
    expect(Object.keys(hers).length).toBeGreaterThanOrEqual(Object.keys(french).length);
  });
});
