/**
 * French typography in visible copy: a no-break space (U+00A0) or narrow no-break space (U+202F)
 * stands before « ? ! ; : » and inside guillemets; a plain space there lets the mark wrap alone.
 * Shared by src/typography.test.ts (the site's copy) and pipeline/editor/adminGuide.test.ts (her guides).
 */
export const badSpacing = /[\p{L}\p{N}»)…’'] [?!;:](?=\s|$|['"`<])|« | »/u;
