import legalFile from '../content/legal.yml';
import legalTextsFile from '../content/legalTexts.yml';
import { type LinkedContact, linkedContacts } from '../content/linkedContacts';
import type { Sheet } from '../content/schema';
import type { FeedConsent } from './feed';
import { firstExchangeLadder } from './firstExchange';
import { frenchDate } from './frenchDates';
import type { InternalPath } from './navigation';
import { serviceOffers } from './serviceOffers';
import { practitioner, site } from './site';

/**
 * Legal notice (LCEN art. 1-1, formerly art. 6 III, renumbered by the SREN law of 21 May 2024) and
 * privacy policy (GDPR art. 13) of a French sole trader. The text is hers, in
 * src/content/legalTexts.yml (editable at /admin); what it must name (SIRET, host…) is in
 * legal.yml, written into it by name ({siret}). Here, the text becomes sections of paragraphs, lists
 * and term/detail pairs that `ui/LegalPage` renders with a table of contents.
 */

// ---------------------------------------------------------------------------------------------
// Types read by ui/LegalPage.

/** A link inside legal copy: to another page of the site, or an address (anchor, mailto, tel, web). */
export type LegalLink =
  | { readonly text: string; readonly to: InternalPath }
  | { readonly text: string; readonly href: string; readonly external?: true };

/** Words she set in bold (`**…**`) or in italics (`*…*`, `_…_`) in her editor. */
export type LegalEmphasis = { readonly text: string; readonly emphasis: 'strong' | 'em' };

export type LegalInline = string | LegalLink | LegalEmphasis;
export type LegalRichText = readonly LegalInline[];

export type LegalFact = { readonly term: string; readonly details: LegalRichText };

export type LegalBlock =
  | { readonly kind: 'paragraph'; readonly content: LegalRichText }
  | { readonly kind: 'list'; readonly items: readonly LegalRichText[] }
  | { readonly kind: 'facts'; readonly items: readonly LegalFact[] };

type LegalSection = {
  /** Anchor of the section, linked from the table of contents. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  readonly title: string;
  readonly lead: string;
  readonly updated: { readonly iso: string; readonly label: string };
  readonly sections: readonly LegalSection[];
  /** Where to go next, shown after the last section. */
  readonly related: ReadonlyArray<{ readonly label: string; readonly to: InternalPath }>;
};

export const legalLabels = {
  eyebrow: 'Informations légales',
  toc: 'Sur cette page',
  updated: 'Dernière mise à jour\u00a0:',
  related: 'Pour aller plus loin',
} as const;

// ---------------------------------------------------------------------------------------------
// Her text, read.

const legal = legalFile as Sheet<'legal'>;
const texts = legalTextsFile as Sheet<'legalTexts'>;

/** `tel:` address of a number written 0X XX XX XX XX (any separators), or abroad from its +. */
export function telHref(display: string): string {
  return display.trim().startsWith('+')
    ? `tel:${display.replace(/[^\d+]/g, '')}`
    : `tel:+33${display.replace(/\D/g, '').replace(/^0/, '')}`;
}

/** What each {name} of the text stands for (the schema lists the same names: schemas/legalTexts.ts). */
const { lastUpdated, ...legalFields } = legal;
const names: Record<string, string> = {
  ...legalFields,
  siteName: site.name,
  name: practitioner.name,
  publisher: `${practitioner.name} EI`,
  role: practitioner.role,
  email: practitioner.email,
  phone: practitioner.phone.display,
  // Where to begin, per service: the words of the FAQ, the blocks and the dialogs (services.yml).
  premierEchange: firstExchangeLadder(serviceOffers),
};
const fill = (text: string) => text.replace(/\{(\w+)\}/g, (written, name: string) => names[name] ?? written);

/** `[text](address)`: a page of the site, a section of this one, or an address (mailto, tel, web). */
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

function link(text: string, target: string): LegalLink {
  const address = fill(target);
  if (address.startsWith('/')) return { text, to: address as InternalPath };
  if (address.startsWith('tel:')) return { text, href: telHref(address.slice(4)) };
  if (address.startsWith('https://')) return { text, href: address, external: true };
  return { text, href: address };
}

/** `**bold**`, then `*italics*` or `_italics_`, as her editor writes them; never inside a word's letters. */
const EMPHASIS =
  /\*\*(\S(?:.*?\S)?)\*\*|(?<![\p{L}\d*])\*(\S(?:.*?\S)?)\*(?![\p{L}\d*])|(?<![\p{L}\d_])_(\S(?:.*?\S)?)_(?![\p{L}\d_])/gu;

/** Her e-mail address and the phone numbers, each written outside a link (`linkedContacts`). */
const CONTACT = new RegExp(`\\{(${Object.keys(linkedContacts).join('|')})\\}`, 'g');

/** Plain text, its names filled in; her e-mail address and the phone numbers as links that write or call. */
function plain(text: string): LegalInline[] {
  const parts: LegalInline[] = [];
  let last = 0;
  for (const match of text.matchAll(CONTACT)) {
    if (match.index > last) parts.push(fill(text.slice(last, match.index)));
    parts.push(link(fill(match[0]), `${linkedContacts[match[1] as LinkedContact]}${match[0]}`));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(fill(text.slice(last)));
  return parts;
}

/** Text between links: plain text and emphasised words, its names filled in. */
function emphasised(text: string): LegalInline[] {
  const parts: LegalInline[] = [];
  let last = 0;
  for (const match of text.matchAll(EMPHASIS)) {
    if (match.index > last) parts.push(...plain(text.slice(last, match.index)));
    const strong = match[1];
    parts.push({
      text: fill(strong ?? match[2] ?? match[3] ?? ''),
      emphasis: strong === undefined ? 'em' : 'strong',
    });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(...plain(text.slice(last)));
  return parts;
}

/** A line of text as strings, emphasised words and links, its names filled in. */
function richText(line: string): LegalRichText {
  const parts: LegalInline[] = [];
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    if (match.index > last) parts.push(...emphasised(line.slice(last, match.index)));
    parts.push(link(fill(match[1] ?? ''), match[2] ?? ''));
    last = match.index + match[0].length;
  }
  if (last < line.length) parts.push(...emphasised(line.slice(last)));
  return parts;
}

const FACT = /^- \*\*(.+?)\*\*\s*:\s*(.*)$/;

/** A block of lines: term : detail lines, list items, or a paragraph. */
function block(lines: readonly string[]): LegalBlock {
  if (lines.every((line) => FACT.test(line)))
    return {
      kind: 'facts',
      items: lines.map((line) => {
        const [, term = '', details = ''] = FACT.exec(line) ?? [];
        return { term: fill(term), details: richText(details) };
      }),
    };
  if (lines.every((line) => line.startsWith('- ')))
    return { kind: 'list', items: lines.map((line) => richText(line.slice(2))) };
  return { kind: 'paragraph', content: richText(lines.join(' ')) };
}

/** A section's text as blocks, separated by an empty line. */
const blocks = (text: string): LegalBlock[] =>
  text
    .split(/\n\s*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map(block);

const updated = { iso: lastUpdated, label: frenchDate(lastUpdated) };

function legalDocument(
  page: Sheet<'legalTexts'>['notice'],
  prepare: (text: string) => string = (text) => text,
): LegalDocument {
  return {
    title: page.title,
    lead: page.lead,
    updated,
    sections: page.sections.map(({ id, heading, text }) => ({
      id,
      heading: fill(heading),
      blocks: blocks(prepare(text)),
    })),
    related: page.related.map(({ label, page: to }) => ({ label, to })),
  };
}

export const legalNotice: LegalDocument = legalDocument(texts.notice);

/** The terms of sale of her sessions, sold at a distance (Code de la consommation, L221-5 and following). */
export const termsOfSale: LegalDocument = legalDocument(texts.terms);

/**
 * The privacy policy, for the feed widget's loading mode (`feedWidget.consent`, src/data/feed.ts): the
 * paragraph {feedNotice} says what really happens.
 */
export function privacyPolicy(feedConsent: FeedConsent): LegalDocument {
  const feedNotice = texts.privacy.feedNotice[feedConsent];
  return legalDocument(texts.privacy, (text) => text.replaceAll('{feedNotice}', feedNotice));
}
