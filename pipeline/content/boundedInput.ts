// Limits on what her files may hold, checked before any parser runs on them: a file she (or a copied
// snippet) made huge or nested thousands deep is told to her in French, naming the file and the field,
// instead of hanging the build or crashing it in English (issue 36, point 6).
import { parseDocument } from 'yaml';

/** A sheet (.yml) at most this many characters: the longest, legalTexts.yml, holds some 17 000. */
export const MAX_SHEET_CHARACTERS = 200_000;
/** An article (.md) at most this many characters: about 15 000 words, three times a long article. */
export const MAX_ARTICLE_CHARACTERS = 100_000;
/** Quotes (>) and lists opened on one line, at most: what a text needs is two or three. */
export const MAX_MARKDOWN_NESTING = 16;
/** A line's indentation at most, in columns (a list nested ten deep is indented some 40). */
export const MAX_MARKDOWN_INDENT = 64;

/**
 * Why a text cannot be read, in her words; `detail` is the parser's excerpt of her lines with its caret,
 * for a developer, without the parser's English sentence (the French text says what is wrong).
 */
export type Refusal = { text: string; detail?: string };

/** The lines of her text a parser's message quotes (after `… at line 3, column 1:` and a blank line). */
const excerptOf = (message: string | undefined) => {
  const start = message?.indexOf(':\n\n') ?? -1;
  const excerpt = start < 0 ? '' : message!.slice(start + 3).trimEnd();
  return excerpt ? { detail: excerpt } : {};
};

const thousands = (count: number) => count.toLocaleString('fr-FR');

/** Refuses a text longer than `max` characters. */
export const sizeRefusal = (text: string, max: number): Refusal | undefined =>
  text.length > max
    ? {
        text: `le fichier est trop long (${thousands(text.length)} caractères, ${thousands(max)} au plus)\u202f; coupez-le en plusieurs`,
      }
    : undefined;

/**
 * YAML to a value. Aliases (`&a` … `*a`) are refused: the editor never writes them, and a few lines of
 * them can unfold into billions of values. `lineOffset` counts the lines before the text (the `---` of
 * an article's front matter).
 */
export function parseBoundedYaml(
  text: string,
  { what, lineOffset = 0 }: { what: 'le fichier' | 'l’en-tête'; lineOffset?: number },
): { ok: true; value: unknown } | ({ ok: false } & Refusal) {
  try {
    const document = parseDocument(text, { prettyErrors: true });
    if (document.errors.length > 0) {
      const [error] = document.errors;
      const line = error?.linePos?.[0]?.line;
      return {
        ok: false,
        text: `${what} n’est pas du YAML valide${line ? ` à la ligne ${line + lineOffset}` : ''} (vérifiez l’indentation et les guillemets)`,
        ...excerptOf(error?.message),
      };
    }
    return { ok: true, value: document.toJS({ maxAliasCount: 0 }) };
  } catch (error) {
    // maxAliasCount: 0 makes any alias a ReferenceError; a nesting too deep for the parser, a RangeError.
    // Neither message says more than the French line (« Alias resolution is disabled »): none is kept.
    if (error instanceof ReferenceError)
      return {
        ok: false,
        text: `${what} contient des alias YAML (&nom et *nom), que le site n’accepte pas\u202f; écrivez chaque valeur en entier`,
      };
    return { ok: false, text: `${what} est imbriqué trop profondément pour être lu` };
  }
}

/** The columns a run of spaces and tabs takes (a tab to the next multiple of 4, as CommonMark counts). */
const columns = (blank: string) =>
  [...blank].reduce((column, character) => (character === '\t' ? column + 4 - (column % 4) : column + 1), 0);

/**
 * The first line of a Markdown text that nests deeper than the limits (quotes and lists opened on the
 * line, its indentation), told by its number; code fences are skipped, their lines are not nested.
 * Markdown parsers recurse per level: 20 000 `>` overflow the stack, a list nested 1 000 deep takes a minute.
 */
export function markdownNestingRefusal(markdown: string, lineOffset = 0): Refusal | undefined {
  let fence: string | undefined;
  const lines = markdown.split('\n');
  for (const [index, line] of lines.entries()) {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = undefined;
      continue;
    }
    if (opening) {
      fence = opening;
      continue;
    }
    const prefix = /^(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*/.exec(line)?.[0] ?? '';
    const markers = prefix.replace(/[ \t]/g, '').replace(/\d+[.)]/g, '1').length;
    const indent = columns(prefix.replace(/[^ \t]/g, ''));
    if (markers > MAX_MARKDOWN_NESTING || indent > MAX_MARKDOWN_INDENT)
      return {
        text: `à la ligne ${index + 1 + lineOffset}, le texte imbrique trop de citations (>) ou de listes (${MAX_MARKDOWN_NESTING} niveaux au plus)\u202f; simplifiez ce passage`,
      };
  }
  return undefined;
}
