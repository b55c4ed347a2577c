import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkContent } from '../content/problems';
import { legalTextNames, privacyTextNames } from '../content/schemas/legalTexts';
import { serviceTitlesIn } from '../content/schemas/rules';
import { projectRoot } from '../testing/sourceFiles';
import { sveltiaConfig } from './config';
import { entryProblems } from './entry';
import {
  legalTextsForHer,
  legalTextsFromHer,
  placeholderWords,
  refusalAsSheReads,
  sectionAddress,
  textForHer,
  textFromHer,
} from './legalTextsSheet';
import { readYaml, registerSheetFiles, sheetFormat, writeYaml } from './sheetFiles';

const fileText = readFileSync(join(projectRoot, 'src', 'content', 'legalTexts.yml'), 'utf8');
const titles = serviceTitlesIn({});

type Methods = { fromFile?: (text: string) => unknown; toFile?: (data: unknown) => string };
/** The legal sheet's format, as Sveltia is handed it. */
function legalFormat() {
  const formats = new Map<string, Methods>();
  registerSheetFiles(
    {
      registerCustomFormat: (name: string, _extension: string, methods: Methods) =>
        formats.set(name, methods),
    },
    { sheet: () => {}, refusal: () => {} },
  );
  return formats.get(sheetFormat('legalTexts')) as Required<Methods>;
}

type Page = {
  sections: { id: string; heading: string; text: string }[];
  feedNotice?: Record<string, string>;
};
type Sheet = Record<'notice' | 'terms' | 'privacy', Page>;

/** Every text she reads in the sheet: headings, texts, the feed's paragraphs. */
const textsOf = (sheet: Sheet) =>
  (['notice', 'terms', 'privacy'] as const).flatMap((key) => [
    ...sheet[key].sections.flatMap(({ heading, text }) => [heading, text]),
    ...Object.values(sheet[key].feedNotice ?? {}),
  ]);

/** A text without its links' addresses, as the rich text shows it. */
const withoutAddresses = (text: string) => text.replace(/\]\([^)\s]*\)/g, ']');

describe('her legal texts, as she reads them and as the file holds them', () => {
  it('every legal text of the demo content, read, shown and saved unchanged, is the same file', () => {
    const { fromFile, toFile } = legalFormat();
    const written = toFile(fromFile(fileText));
    expect(readYaml(written)).toEqual(readYaml(fileText));
    expect(written).toBe(writeYaml(readYaml(fileText)));
  });

  it('shows no name between braces: each is her words between ‹ ›, outside links’ addresses', () => {
    const shown = legalTextsForHer(readYaml(fileText)) as Sheet;
    const texts = textsOf(shown);
    expect(texts.length).toBeGreaterThan(40);
    for (const text of texts) expect(withoutAddresses(text)).not.toMatch(/[{}]/);
    // No bracket of ours: a bracket before a link opens the link, in the rich text's reading of Markdown.
    expect(
      texts
        .join('\n')
        .replace(/\]\([^)\s]*\)/g, '')
        .replace(/\[/g, ''),
    ).not.toContain(']');
    expect(texts.join('\n')).toContain('- **E-mail** : ‹votre e-mail›');
    // No address of a name to read in a link's editor: the pages link her e-mail and phones on their own.
    expect(texts.join('\n')).not.toMatch(/mailto:|tel:/);
    expect(texts.join('\n')).toContain('‹votre nom suivi de EI›');
  });

  it('has her words for every name a text may hold, each different, so the way back is exact', () => {
    expect(Object.keys(placeholderWords).sort()).toEqual([...new Set(privacyTextNames)].sort());
    expect(legalTextNames.every((name) => name in placeholderWords)).toBe(true);
    const labels = Object.values(placeholderWords);
    expect(new Set(labels).size).toBe(labels.length);
    for (const [name, label] of Object.entries(placeholderWords)) {
      expect(textFromHer(textForHer(`avant {${name}} après`))).toBe(`avant {${name}} après`);
      expect(label).not.toMatch(/[[\]{}‹›]/);
    }
  });

  it('turns her words back, and nothing else', () => {
    expect(textFromHer('écrivez à ‹votre e-mail› ou au ‹votre téléphone›, [votre nom]')).toBe(
      'écrivez à {email} ou au {phone}, [votre nom]',
    );
    // A name she never had stays as written.
    expect(textForHer('{inconnu}')).toBe('{inconnu}');
  });

  it('quotes her legal texts in a refused publication’s record as she reads them; other sheets as they are', () => {
    const problem = 'la ligne «\u00a0# Écrire à {email}\u00a0» commence comme un titre';
    const refusal = {
      fields: [
        { name: 'legalTexts', path: ['notice', 'sections', '0', 'text'], where: 'Texte', value: '', problem },
        { name: 'legal', path: ['siret'], where: 'SIRET', value: '', problem: 'attendu {siret}' },
      ],
      lines: [],
    } as unknown as Parameters<typeof refusalAsSheReads>[0];
    const read = refusalAsSheReads(refusal);
    expect(read?.fields.map((field) => field.problem)).toEqual([
      'la ligne «\u00a0# Écrire à ‹votre e-mail›\u00a0» commence comme un titre',
      'attendu {siret}',
    ]);
    expect(refusalAsSheReads(undefined)).toBeUndefined();
  });

  it('shows a contact linked to itself, as her texts once wrote it, as her words alone; saved, it is the name the pages link', () => {
    const once =
      'Écrivez à [{email}](mailto:{email}), appelez le [{phone}](tel:{phone}), ou [ici](mailto:{email}).';
    expect(textForHer(once)).toBe(
      'Écrivez à ‹votre e-mail›, appelez le ‹votre téléphone›, ou [ici](mailto:{email}).',
    );
    expect(textFromHer(textForHer(once))).toBe(
      'Écrivez à {email}, appelez le {phone}, ou [ici](mailto:{email}).',
    );
  });

  it('gives a section she adds an address from its heading, never one the page has', () => {
    const sheet = readYaml(fileText) as Sheet;
    const shown = legalTextsForHer(sheet) as Sheet;
    shown.notice.sections.push({ id: '', heading: 'Éditrice du site', text: 'Un **nouveau** texte.' });
    // Sveltia leaves a hidden field out of a new item, or empty.
    shown.terms.sections.push({
      heading: 'Vos droits à l’image',
      text: 'Écrivez à ‹votre e-mail›.',
    } as Page['sections'][number]);
    const back = legalTextsFromHer(shown) as Sheet;
    expect(back.notice.sections.at(-1)?.id).toBe('editrice-du-site');
    expect(back.terms.sections.at(-1)).toEqual({
      id: 'vos-droits-a-l-image',
      heading: 'Vos droits à l’image',
      text: 'Écrivez à {email}.',
    });
    expect(sectionAddress('Éditrice', new Set(['editrice']))).toBe('editrice-2');
    expect(sectionAddress('2026 : nouveautés', new Set())).toBe('section-2026-nouveautes');
    expect(sectionAddress('Contenu', new Set())).toBe('contenu-2');
    // The check before a save reads the sheet as it will be written: the new section builds.
    expect(checkContent('legalTexts', back, titles).ok).toBe(true);
    expect(entryProblems('legalTexts', shown, titles)).toEqual([]);
  });

  it('checks what she wrote with the build’s words, over the sheet turned back', () => {
    const shown = legalTextsForHer(readYaml(fileText)) as Sheet;
    for (const page of [shown.notice, shown.terms, shown.privacy])
      for (const section of page.sections)
        section.text = section.text.replaceAll('‹votre SIRET›', 'mon numéro');
    expect(entryProblems('legalTexts', shown, titles).join('\n')).toContain(
      'ce que la loi demande aux pages de nommer manque\u00a0: ‹votre SIRET›',
    );
  });

  it('in her editor, a text is rich text only, a section’s address is out of sight, and sections keep their order', () => {
    const { config } = sveltiaConfig({
      backend: { name: 'github', repo: 'elle/site', branch: 'main' },
      local: true,
      titles,
    });
    type F = { name: string; widget?: string; fields?: F[]; hint?: string } & Record<string, unknown>;
    const sheets = config.collections[0] as unknown as { files: { name: string; fields: F[] }[] };
    const legal = sheets.files.find(({ name }) => name === 'legalTexts')?.fields ?? [];
    const field = (fields: F[] | undefined, name: string) =>
      (fields ?? []).find((each) => each.name === name) as F;
    for (const page of ['notice', 'terms', 'privacy']) {
      const sections = field(field(legal, page).fields, 'sections');
      expect(field(sections.fields, 'text')).toMatchObject({
        widget: 'markdown',
        modes: ['rich_text'],
        editor_components: [],
      });
      expect(field(sections.fields, 'id')).toEqual({ name: 'id', widget: 'hidden', required: false });
      // Sveltia's rich texts would not follow a move (sveltia/sveltia-cms#480).
      expect(sections.allow_reorder).toBe(false);
      expect(field(sections.fields, 'text').hint).toContain('‹votre e-mail›');
      expect(field(sections.fields, 'text').hint).not.toMatch(/[{}]|Markdown|\*\*/);
    }
    const feed = field(field(legal, 'privacy').fields, 'feedNotice');
    expect(field(feed.fields, 'auto').widget).toBe('markdown');
  });
});
