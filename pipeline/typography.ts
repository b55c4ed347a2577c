// French typography for everything she writes: her sheets (pipeline/sheetReader.ts) and her articles.

/**
 * French typography, so that the practitioner can type as on any keyboard: a plain space before
 * ? ! ; becomes a narrow no-break space, before : and inside « » a no-break space, before € too, and
 * between a number and its unit (« 30 km », « 48 heures », « 3 mois »); three dots become an ellipsis;
 * a straight apostrophe becomes ’. `keepNoBreakSpaces`: a no-break space written before ? ! ; stays (the
 * legal pages' text, typeset as the law's texts are quoted).
 */
export function frenchTypography(text: string, keepNoBreakSpaces = false): string {
  return text
    .replace(keepNoBreakSpaces ? / ([?!;])/g : /[ \u00a0]([?!;])/g, '\u202f$1')
    .replace(/[ \u202f]:/g, '\u00a0:')
    .replace(/« /g, '«\u00a0')
    .replace(/ »/g, '\u00a0»')
    .replace(/ €/g, '\u00a0€')
    .replace(NUMBER_AND_UNIT, '$1\u00a0')
    .replace(/\.\.\./g, '…')
    .replace(/'/g, '’');
}

/** A number, a plain space, then a unit: the space that would let the unit wrap alone. */
const NUMBER_AND_UNIT =
  /(\d) (?=(?:km|m|min|minutes?|h|heures?|jours?|semaines?|mois|ans?|ml|cl|g|kg|%)(?![\p{L}\d]))/gu;

export const typeset = (value: unknown, keepNoBreakSpaces: boolean): unknown => {
  if (typeof value === 'string') return frenchTypography(value, keepNoBreakSpaces);
  if (Array.isArray(value)) return value.map((item) => typeset(item, keepNoBreakSpaces));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, typeset(item, keepNoBreakSpaces)]),
    );
  return value;
};
