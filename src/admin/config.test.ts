import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { contentCopy } from '../../pipeline/content/contentCopy';
import { serviceTitlesAt } from '../../pipeline/content/serviceTitles';
import { contentFiles } from '../content/schema.ts';
import { serviceTitlesIn } from '../content/schemas/rules.ts';
import { ARTICLES_COLLECTION } from './articlesCollection';
import { SHEETS_COLLECTION, sveltiaConfig } from './config';
import { entryRefusal } from './refusal';

const backend = { name: 'github' as const, repo: 'elle/site', branch: 'main' };
type Field = Record<string, unknown> & { name: string; fields?: Field[]; field?: Field };
const { config, rules } = sveltiaConfig({
  backend,
  local: true,
  titles: serviceTitlesIn({ 'atelier-portage': { title: 'Portage doux' } }),
});
const [sheets, articles] = config.collections as unknown as [
  { files: Array<{ name: string; file: string; fields: Field[] }> },
  { fields: Field[]; folder: string },
];
const sheet = (name: string) => sheets.files.find((file) => file.name === name)?.fields ?? [];
const field = (fields: Field[], name: string) => fields.find((candidate) => candidate.name === name) as Field;

describe('the editor’s configuration, made from the content rules', () => {
  it('has one sheet per content file, each on its file', () => {
    expect(sheets.files.map((file) => file.name)).toEqual(Object.keys(contentFiles));
    expect(sheets.files[0]?.file).toBe('src/content/cabinet.yml');
  });

  it('names a new article’s file within the length the build takes, in plain ASCII', () => {
    expect(config.slug).toMatchObject({ encoding: 'ascii', maxlength: 80 });
  });

  it('gives each field its rule’s label, and an id to check it with that rule', () => {
    const phone = field(sheet('cabinet'), 'phone');
    expect(phone.label).toBe('Téléphone');
    // Sveltia's own text field: its rule is checked before saving, under its path.
    expect(rules.has('cabinet.phone')).toBe(true);
  });

  it('reads times and amounts with its own fields, days with Sveltia’s date field', () => {
    const hours = field(sheet('cabinet'), 'hours');
    expect(hours.widget).toBe('list');
    expect(field(hours.fields ?? [], 'opens').widget).toBe('hour');
    const closures = field(sheet('cabinet'), 'closures');
    expect(field(closures.fields ?? [], 'from')).toMatchObject({ widget: 'datetime', type: 'date' });
    const formats = field(field(sheet('services'), 'atelier-portage').fields ?? [], 'formats');
    expect(field(formats.fields ?? [], 'price').widget).toBe('amount');
  });

  it('shows each photo as its fields, never as an « Ajouter » box, even once its empty group is left out of the file', () => {
    const photos = sheet('photos');
    expect(photos.map((group) => [group.name, group.widget, group.required])).toEqual(
      Object.keys(contentFiles.photos.schema.entries).map((name) => [name, 'object', true]),
    );
    // What she may leave empty stays optional.
    expect(field(field(photos, 'guide').fields ?? [], 'image').required).toBe(false);
    expect(field(field(photos, 'guide').fields ?? [], 'alt').required).toBe(false);
  });

  it('shows her legal texts’ sections by their headings, and says in her words what the marks in them become', () => {
    for (const page of ['notice', 'terms', 'privacy']) {
      const sections = field(field(sheet('legalTexts'), page).fields ?? [], 'sections');
      // A folded section reads as its heading (« Éditrice du site »), not as its address (« editrice »).
      expect(sections.summary).toBe('{{fields.heading}}');
      const id = field(sections.fields ?? [], 'id');
      expect(id).toMatchObject({ widget: 'hidden' });
      const text = field(sections.fields ?? [], 'text');
      expect(text.hint).toContain('‹votre e-mail›');
      expect(`${id.label} ${id.hint} ${text.hint}`).not.toMatch(/Ancre|Markdown|ancre/);
    }
  });

  it('keeps the order of each list whose items hold a rich text, which Sveltia would not follow (#480); every other list moves', () => {
    const lists: [string, boolean][] = [];
    const walk = (fields: readonly Record<string, unknown>[], at: string) => {
      for (const inner of fields) {
        const path = `${at}.${String(inner.name)}`;
        if (inner.widget === 'list') lists.push([path, inner.allow_reorder === false]);
        walk((inner.fields as Record<string, unknown>[] | undefined) ?? [], path);
      }
    };
    for (const name of Object.keys(contentFiles)) walk(sheet(name), name);
    const keptInOrder = lists.filter(([, kept]) => kept).map(([path]) => path);
    expect(keptInOrder).toEqual([
      'legalTexts.notice.sections',
      'legalTexts.terms.sections',
      'legalTexts.privacy.sections',
    ]);
    expect(lists.length).toBeGreaterThan(10);
  });

  it('names an article’s services as services.yml does now', () => {
    const service = field(articles.fields, 'service');
    expect(service.options).toContainEqual({ label: 'Portage doux', value: 'atelier-portage' });
  });

  it('saves photos beside the content, where the build reads them, as /photos/…', () => {
    expect(config.media_folder).toBe('src/content/photos');
    expect(config.public_folder).toBe('/photos');
  });

  it('links to her guide, not to a page that does not exist', () => {
    expect(JSON.stringify(config)).toContain('/admin/aide/modifier-mon-site');
    expect(JSON.stringify(config)).not.toContain('Modifier le contenu');
  });
});

describe('Decap is gone', () => {
  it('from package.json', () => {
    const pkg = readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8');
    expect(pkg).not.toMatch(/decap/i);
    expect(pkg).toContain('"@sveltia/cms": "0.221.1"');
  });

  it('live, saves without deploying ([skip ci]) and publishes on « Publier les modifications »; not on her computer', () => {
    const live = sveltiaConfig({ backend, local: false, titles: serviceTitlesIn({}) }).config
      .backend as Record<string, unknown>;
    expect(live).toMatchObject({ ...backend, skip_ci: true });
    // Deleting an article or a photo does not deploy either.
    expect(Object.values((live as { commit_messages: Record<string, string> }).commit_messages)).toEqual([
      expect.stringMatching(/^\[skip ci\] /),
      expect.stringMatching(/^\[skip ci\] /),
    ]);
    expect(config.backend).toEqual(backend);
  });
});

// A service renamed in a copy of her content: the editor names it by its new title everywhere
// (pipeline/content/serviceTitles.test.ts: the build's lines and the checklist).
describe('a service renamed in her content is named by its new title in the editor', () => {
  const right = contentCopy((dir) => {
    const file = join(dir, 'services.yml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('title: Atelier de portage', 'title: Porter bébé'),
    );
  });
  afterAll(() => right.remove());

  it('its group headings, an article’s « Prestation liée », a refusal before saving', () => {
    const titles = serviceTitlesAt(right.dir);
    const { config } = sveltiaConfig({ backend, local: true, titles });
    const [sheets, articles] = config.collections as unknown as [
      { files: Array<{ name: string; fields: Field[] }> },
      { fields: Array<Field & { options?: Array<{ label: string; value: string }> }> },
    ];
    const heading = (name: string) =>
      sheets.files
        .find((file) => file.name === name)
        ?.fields.find((candidate) => candidate.name === 'atelier-portage')?.label;
    expect(['services', 'serviceTexts', 'photos'].map(heading)).toEqual([
      'Porter bébé',
      'Porter bébé',
      'Porter bébé',
    ]);
    const linked = articles.fields.find((candidate) => candidate.name === 'service');
    expect(linked?.options).toContainEqual({ label: 'Porter bébé', value: 'atelier-portage' });

    const texts = parse(readFileSync(join(right.dir, 'serviceTexts.yml'), 'utf8'));
    texts['atelier-portage'].kicker = '';
    const refusal = entryRefusal(
      { data: texts, slug: 'serviceTexts', collection: SHEETS_COLLECTION, newRecord: false },
      [],
      titles,
    );
    expect((refusal?.problems[0] ?? '').replace(/[\u00a0\u202f]/g, ' ')).toMatch(
      /^Porter bébé › « Accroche » : ne peut pas être vide/,
    );
  });
});

describe('an article refused before it is saved is named as her list shows it, by its title', () => {
  const articles = [{ file: 'porter-bebe.md', title: 'Porter bébé en douceur' }];
  const refusalOf = (data: Record<string, unknown>, slug = 'le-bain') =>
    (
      entryRefusal(
        { data, slug, collection: ARTICLES_COLLECTION, newRecord: false },
        articles,
        serviceTitlesIn({}),
      )?.problems ?? []
    ).map((line) => line.replace(/[\u00a0\u202f]/g, ' '));

  it('a value of its own, and an address another article has', () => {
    const article = {
      title: 'Le bain enveloppé',
      description: 'Une description pour les moteurs de recherche, assez longue pour passer.',
      date: '2026-09-22',
      service: 'bain-enveloppe',
      slug: 'porter-bebe',
      body: 'Un texte.',
    };
    expect(refusalOf(article)).toEqual([
      '« Articles » › « Le bain enveloppé » › « Adresse de l’article » : porter-bebe est déjà celle de l’article « Porter bébé en douceur » ; choisissez-en une autre',
    ]);
    expect(refusalOf({ ...article, slug: undefined, description: '' })[0]).toMatch(
      /^« Articles » › « Le bain enveloppé » › « Résumé pour les moteurs de recherche » : /,
    );
    expect(refusalOf({ ...article, title: '' })[0]).toMatch(/^« Articles » › « le-bain » › « Titre » : /);
  });
});
