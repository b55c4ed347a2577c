// Her legal texts (src/content/legalTexts.yml) as she reads them in her editor (issue 61): text, not
// marks and names. Each text is Sveltia's Markdown field in its rich-text mode only (public options
// `modes`, `buttons`, `editor_components`), so bold, lists and links show as formatting; each name the
// site replaces ({email}) shows as her words between single guillemets (‹votre e-mail›), and a section's
// address (« editrice ») is kept out of sight: a new section gets one from its heading as it is saved.
// The sheet's format (src/admin/sheetFiles.ts, Sveltia's public `registerCustomFormat`) turns the file
// into what she reads (`legalTextsForHer`) and back (`legalTextsFromHer`); the check before a save reads
// the sheet turned back (src/admin/entry.ts), so the file, the build and the pages never see her view.
import type { PublicationRefusal } from '../content/launchChecklist.ts';
import { linkedContacts } from '../content/linkedContacts.ts';
import type { ContentName } from '../content/problems.ts';
import { placeholderWords } from '../content/schemas/legalTexts.ts';
import { LAYOUT_IDS } from '../content/siteLayout.ts';
import type { Field } from './fields.ts';

/** The sheet this view is for. */
export const LEGAL_TEXTS = 'legalTexts' satisfies ContentName;

/** Her words for the text's fields: what the brackets are, what the toolbar does. */
export const LEGAL_TEXT_HINT =
  'Les mots entre ‹\u00a0›, comme ‹votre e-mail› ou ‹votre SIRET›, deviennent sur le site ce que disent aujourd’hui vos fiches «\u00a0Coordonnées et disponibilités\u00a0» et «\u00a0Mentions légales\u00a0»\u00a0: laissez-les tels quels, la page suit vos fiches quand elles changent, et ‹votre e-mail› comme chaque téléphone y devient un lien qui écrit ou appelle. Gras, liste à puces et lien\u00a0: les boutons au-dessus du texte. Une ligne de liste qui commence par un mot en gras suivi de «\u00a0:\u00a0» devient une ligne de tableau.';

/** A link's address in Markdown (`](mailto:{email})`): kept as written, never shown in the text. */
const ADDRESS = /(\]\([^)\s]*\))/;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Her words stand between single guillemets (‹votre e-mail›): marks no Markdown reading takes for its own.
 * Square brackets looked right, but the rich text's reading of Markdown took a bracket before a link
 * (« [hébergeur], … voir [Cookies](#cookies) ») as the link's start, and no escape held it.
 */
const OPEN = '‹';
const CLOSE = '›';

/** Her words back to their names; the longest first, so none is cut by a shorter one. */
const LABELS = new RegExp(
  `${OPEN}(${Object.values(placeholderWords)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegex)
    .join('|')})${CLOSE}`,
  'g',
);
const nameOf = new Map(Object.entries(placeholderWords).map(([name, label]) => [label, name]));

/** Applies `change` to the text outside links' addresses. */
const outsideAddresses = (text: string, change: (part: string) => string) =>
  text
    .split(ADDRESS)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join('');

export { placeholderWords };

/**
 * A contact linked to itself (`[{email}](mailto:{email})`, as her texts once wrote it): the pages link it
 * on their own (`linkedContacts`), so she reads it as her words alone, with no address to see; her next
 * save writes it so.
 */
const SELF_LINKED = new RegExp(
  Object.entries(linkedContacts)
    .map(([name, scheme]) => `\\[\\{${name}\\}\\]\\(${scheme}\\{${name}\\}\\)`)
    .join('|'),
  'g',
);

/** A text as she reads it: each known name as her words between single guillemets. */
export const textForHer = (text: string) =>
  outsideAddresses(
    text.replace(SELF_LINKED, (written) => written.slice(1, written.indexOf(']'))),
    (part) =>
      part.replace(/\{(\w+)\}/g, (written, name: string) =>
        placeholderWords[name] ? `${OPEN}${placeholderWords[name]}${CLOSE}` : written,
      ),
  );

/**
 * A problem the build words from a sheet's file, as she reads that sheet: what it quotes of her legal
 * texts reads ‹votre e-mail›, not {email}. Every refusal line goes through it, before a save and in a
 * refused publication's record.
 */
export const problemAsSheReads = (sheet: ContentName, problem: string) =>
  sheet === LEGAL_TEXTS ? textForHer(problem) : problem;

/** A text as the file holds it: her words back to their names. */
export const textFromHer = (text: string) =>
  outsideAddresses(text, (part) =>
    part.replace(LABELS, (_written, label: string) => `{${nameOf.get(label)}}`),
  );

/** A section's address from its heading: « Vos droits » → vos-droits; never one the page already has. */
export function sectionAddress(heading: string, taken: ReadonlySet<string>): string {
  const words = heading
    .replace(/\{\w+\}/g, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const base = /^[a-z]/.test(words) ? words : `section${words ? `-${words}` : ''}`;
  const reserved = new Set<string>([...taken, ...LAYOUT_IDS]);
  let address = base;
  for (let count = 2; reserved.has(address); count += 1) address = `${base}-${count}`;
  return address;
}

type Section = Record<string, unknown>;
type Page = Record<string, unknown> & { sections?: Section[]; feedNotice?: Record<string, unknown> };
const PAGES = ['notice', 'terms', 'privacy'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The sheet with `change` applied to every text the site fills in (headings, texts, the feed's paragraphs). */
function eachText(
  data: unknown,
  change: (text: string) => string,
  sections?: (page: Section[]) => Section[],
) {
  if (!isRecord(data)) return data;
  const result: Record<string, unknown> = { ...data };
  const texts = (value: unknown) => (typeof value === 'string' ? change(value) : value);
  for (const key of PAGES) {
    const page = data[key];
    if (!isRecord(page)) continue;
    const next: Page = { ...page };
    if (Array.isArray(page.sections)) {
      const changed = (page.sections as unknown[]).map((section) =>
        isRecord(section)
          ? { ...section, heading: texts(section.heading), text: texts(section.text) }
          : section,
      ) as Section[];
      next.sections = sections ? sections(changed) : changed;
    }
    if (isRecord(page.feedNotice))
      next.feedNotice = Object.fromEntries(
        Object.entries(page.feedNotice).map(([mode, text]) => [mode, texts(text)]),
      );
    result[key] = next;
  }
  return result;
}

/** A section without its address (one she added) gets one from its heading, unique on its page. */
function withAddresses(sections: Section[]): Section[] {
  const taken = new Set(
    sections.map(({ id }) => id).filter((id): id is string => typeof id === 'string' && id !== ''),
  );
  return sections.map((section) => {
    if (typeof section.id === 'string' && section.id !== '') return section;
    const id = sectionAddress(String(section.heading ?? ''), taken);
    taken.add(id);
    return { ...section, id };
  });
}

/** The sheet as she reads it, from the file's data. */
export const legalTextsForHer = (data: unknown) => eachText(data, textForHer);

/** The sheet as the file holds it, from what she reads and wrote; a new section gets its address. */
export const legalTextsFromHer = (data: unknown) => eachText(data, textFromHer, withAddresses);

/** Where her texts are, in the sheet's fields: a section's text and the feed's two paragraphs. */
const RICH_TEXTS = /^(notice|terms|privacy)\.sections\.text$|^privacy\.feedNotice\.(auto|click)$/;
const SECTION_ADDRESS = /^(notice|terms|privacy)\.sections\.id$/;
/**
 * A text: Sveltia's Markdown field in its rich-text mode only, with the marks the legal pages draw
 * (src/data/legal.ts): bold, italic, links and bulleted lists; no photo nor any other block.
 */
const richText = ({
  maxlength: _maxlength,
  minlength: _minlength,
  pattern: _pattern,
  ...field
}: Field): Field => ({
  ...field,
  widget: 'markdown',
  modes: ['rich_text'],
  buttons: ['bold', 'italic', 'link', 'bulleted-list'],
  editor_components: [],
  hint: LEGAL_TEXT_HINT,
});

/** A section's address: kept with the section, out of her sight (Sveltia's hidden field). */
const hiddenAddress = ({ name }: Field): Field => ({ name, widget: 'hidden', required: false });

/** The legal sheet's fields as she reads them: its texts as rich text, its sections' addresses hidden. */
export function legalTextsFields(fields: readonly Field[], path = ''): Field[] {
  return fields.map((field) => {
    const at = path ? `${path}.${field.name}` : String(field.name);
    if (RICH_TEXTS.test(at)) return richText(field);
    if (SECTION_ADDRESS.test(at)) return hiddenAddress(field);
    const inner = field.fields as Field[] | undefined;
    if (!inner) return field;
    return { ...field, fields: legalTextsFields(inner, at) };
  });
}

/**
 * Her last publication's refusal with what it quotes of her legal texts as she reads them (‹votre
 * e-mail›): the build words its problems from the file.
 */
export const refusalAsSheReads = (refusal: PublicationRefusal | undefined) =>
  refusal && {
    ...refusal,
    fields: refusal.fields.map((field) =>
      field.problem === undefined
        ? field
        : { ...field, problem: problemAsSheReads(field.name, field.problem) },
    ),
  };
