import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentFiles } from '../content/schema.ts';
import { sveltiaConfig } from './config';

const backend = { name: 'github' as const, repo: 'elle/site', branch: 'main' };
type Field = Record<string, unknown> & { name: string; fields?: Field[]; field?: Field };
const { config, rules } = sveltiaConfig({
  backend,
  local: true,
  services: { 'atelier-portage': 'Portage doux' },
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
    const live = sveltiaConfig({ backend, local: false }).config.backend as Record<string, unknown>;
    expect(live).toMatchObject({ ...backend, skip_ci: true });
    // Deleting an article or a photo does not deploy either.
    expect(Object.values((live as { commit_messages: Record<string, string> }).commit_messages)).toEqual([
      expect.stringMatching(/^\[skip ci\] /),
      expect.stringMatching(/^\[skip ci\] /),
    ]);
    expect(config.backend).toEqual(backend);
  });
});

// Her title names a service's group in every sheet (pipeline/content/serviceTitles.test.ts: everywhere else a label names it).
describe('a service is named by her title (services.yml) in the editor', () => {
  it('in the editor’s group headings', () => {
    const { config } = sveltiaConfig({
      backend: { name: 'github', repo: 'elle/site', branch: 'main' },
      local: true,
      services: { 'atelier-portage': 'Porter bébé' },
    });
    const [sheets] = config.collections as unknown as [
      { files: Array<{ name: string; fields: Array<{ name: string; label: string }> }> },
    ];
    const labels = (name: string) =>
      sheets.files
        .find((file) => file.name === name)
        ?.fields.find((field) => field.name === 'atelier-portage')?.label;
    expect(['services', 'serviceTexts', 'photos'].map(labels)).toEqual([
      'Porter bébé',
      'Porter bébé',
      'Porter bébé',
    ]);
  });
});
