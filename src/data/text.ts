/**
 * Text as visitors type it. Apart from the form's schema (valibot) so that the inline script in every
 * page's head can share it without bringing the schema into the first scripts.
 */

/**
 * Characters that take no room on screen (zero-width spaces and joiners, word joiner, BOM): a value
 * made only of them is empty. Only for that test (and the inline script's): a joiner inside a word
 * or an emoji (« 👩‍👧‍👦 ») is part of it and is kept.
 */
export const INVISIBLE_CHARACTERS = /[\u200B-\u200D\u2060\uFEFF]/g;

/** Zero-width characters that never mean anything in a message: a zero-width space, the BOM. */
const MEANINGLESS = /[\u200B\uFEFF]/g;

/**
 * Bidirectional controls (embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, the
 * left-to-right and right-to-left marks, the Arabic letter mark): in a name they turn the owner's
 * subject line « … de ‮eiram‬ » around; text reads as typed without them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** Control characters (C0, DEL, C1) other than tab and line breaks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/**
 * The Unicode line and paragraph separators (U+2028, U+2029): invisible in most mail programs and a
 * line break in others. A plain line break in a message; in a one-line field, a space.
 */
const SEPARATORS = /[\u2028\u2029]/g;

/** Tab and line breaks: kept in a message, a plain space in a one-line field. */
const LINE_BREAKS_AND_TABS = /[\t\n\r\u2028\u2029]+/g;

/** Joiners that an edge of a value cannot join to anything (the word joiner, ZWNJ, ZWJ). */
const EDGE_JOINERS = /^(?:\u200C|\u200D|\u2060|\s)+|(?:\u200C|\u200D|\u2060|\s)+$/g;

/**
 * A message as it is checked and sent: without bidirectional or control characters (tab and line
 * breaks kept), without zero-width spaces, trimmed of spaces and of joiners left at its edges.
 * Joiners inside (emoji sequences, Indic and Persian words) and variation selectors are kept.
 */
export const tidyText = (value: string): string =>
  value
    .replace(SEPARATORS, '\n')
    .replace(BIDI_CONTROLS, '')
    .replace(CONTROLS, '')
    .replace(MEANINGLESS, '')
    .replace(EDGE_JOINERS, '');

/**
 * The characters a value must not carry as it is sent (bidirectional controls, control characters
 * other than tab and line breaks, the line and paragraph separators), as an HTML `pattern` of the
 * one-line fields: the plain form, posted by the browser when no script runs, refuses them (the
 * scripted path strips them with `tidy`). A `[^…]` class in the `v` flag's syntax.
 */
export const CLEAN_LINE_PATTERN =
  '[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069\\u200E\\u200F\\u061C]*';

/** The same characters in a message (tab and line breaks allowed there), for the inline script. */
export const UNCLEAN_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

/**
 * A one-line value (name, e-mail, phone) as it is checked and sent: as `tidyText`, a tab or a line
 * break becoming a space (a line break in a name would end the owner's subject line). A name of
 * spaces or of zero-width characters is no name, and phone keyboards like to add a space after an
 * address.
 */
export const tidy = (value: string): string => tidyText(value.replace(LINE_BREAKS_AND_TABS, ' '));

/**
 * The word joiner set after a hyphen (pipeline/content/typography.ts, and the site's own copy) keeps
 * « sage-femme » on one line on screen; what machines read (head tags, JSON-LD, the feed) goes without it,
 * so search results and shared links carry no invisible character.
 */
export const withoutWordJoiners = (value: string): string => value.replaceAll('\u2060', '');
