/**
 * The names of her legal texts (src/content/legalTexts.yml) the pages show as a link of their own,
 * written outside a link (src/data/legal.ts): her e-mail address writes to her, a phone number calls.
 * A text need not link them, so her editor never shows her an address such as `mailto:{email}`
 * (src/admin/legalTextsSheet.ts). Apart from the rules: the pages read it without them.
 */
export const linkedContacts = { email: 'mailto:', phone: 'tel:', hostPhone: 'tel:' } as const;
export type LinkedContact = keyof typeof linkedContacts;
