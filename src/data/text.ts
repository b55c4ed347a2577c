/**
 * Text as visitors type it. Apart from the form's schema (valibot) so that the inline script in every
 * page's head can share it without bringing the schema into the first scripts.
 */

/** Characters that take no room on screen (zero-width spaces and joiners, word joiner, BOM). */
export const INVISIBLE_CHARACTERS = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * A value as it is checked and sent: without invisible characters, trimmed. A name of spaces or of
 * zero-width characters is no name, and phone keyboards like to add a space after an address.
 */
export const tidy = (value: string): string => value.replace(INVISIBLE_CHARACTERS, '').trim();
