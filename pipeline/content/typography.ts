// French typography for everything she writes: her sheets (pipeline/content/sheetReader.ts) and her articles.

/**
 * French typography, so that the practitioner can type as on any keyboard: a plain space before
 * ? ! ; becomes a narrow no-break space, before : and inside « » a no-break space, before € too, and
 * between a number and its unit (« 30 km », « 48 heures », « 3 mois »); three dots become an ellipsis;
 * a straight apostrophe becomes ’. `keepNoBreakSpaces`: a no-break space written before ? ! ; stays (the
 * legal pages' text, typeset as the law's texts are quoted). `joinHyphens`: a hyphenated word stays on one line.
 */
export function frenchTypography(text: string, keepNoBreakSpaces = false, joinHyphens = true): string {
  return text
    .replace(keepNoBreakSpaces ? / ([?!;])/g : /[ \u00a0]([?!;])/g, '\u202f$1')
    .replace(/[ \u202f]:/g, '\u00a0:')
    .replace(/« /g, '«\u00a0')
    .replace(/ »/g, '\u00a0»')
    .replace(/ €/g, '\u00a0€')
    .replace(NUMBER_AND_UNIT, '$1\u00a0')
    .replace(LONE_CAPITAL, '\u00a0')
    .replace(CODE_ARTICLE, '$1-\u2060$2')
    .replace(/\.\.\./g, '…')
    .replace(/'/g, '’')
    .replace(joinHyphens ? WORD_WITH_HYPHEN : /$^/, (word) =>
      word === word.toUpperCase() ? word : word.replace(/-/g, '-\u2060'),
    );
}

/**
 * A word joined by hyphens (« sage-femme », « est-il », « porte-bébé »), between spaces or
 * punctuation: a word joiner (U+2060) after each hyphen keeps it on one line (UAX #14). Not the
 * no-break hyphen U+2011: neither Inter nor Fraunces draws it, so the browser would borrow another
 * font's dash; the joiner is never drawn, and Chromium's find-in-page still matches « sage-femme ».
 * Addresses, paths and ids (« example-widget.com », « VOTRE-ID ») are left alone: a letter, dot, slash,
 * @ or digit next to the word keeps it out, and so does a word in capitals.
 */
const WORD_WITH_HYPHEN = /(?<![\p{L}\d./@:_-])\p{L}+(?:-\p{L}+)+(?![\p{L}\d/@_-]|\.[\p{L}\d])/gu;

/**
 * A capital letter standing alone after a word (« le jour J », « un plan B »): the space before it, which
 * would let the letter start a line alone (issue 62).
 */
const LONE_CAPITAL = /(?<=\p{L}) (?=\p{Lu}(?![\p{L}\d’'-]))/gu;

/**
 * A code's article (« L612-1 », « R221-3 »): its hyphen between digits keeps the number whole, the way
 * `joinHyphens` keeps a hyphenated word (a word joiner; issue 62).
 */
const CODE_ARTICLE = /(?<![\p{L}\d./@:_-])(\p{Lu}\d+)-(\d+)(?![\p{L}\d/@_-])/gu;

/** A number, a plain space, then a unit: the space that would let the unit wrap alone. */
const NUMBER_AND_UNIT =
  /(\d) (?=(?:km|m|min|minutes?|h|heures?|jours?|semaines?|mois|ans?|ml|cl|g|kg|%)(?![\p{L}\d]))/gu;

export const typeset = (value: unknown, keepNoBreakSpaces: boolean): unknown => {
  // A value of one word (a town, an id) is left as typed: structured data and addresses read it as it is.
  if (typeof value === 'string') return frenchTypography(value, keepNoBreakSpaces, /\s/.test(value));
  if (Array.isArray(value)) return value.map((item) => typeset(item, keepNoBreakSpaces));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, typeset(item, keepNoBreakSpaces)]),
    );
  return value;
};
