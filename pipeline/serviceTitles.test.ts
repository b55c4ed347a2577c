import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { SHEETS_COLLECTION, sveltiaConfig } from '../src/admin/config';
import { entryRefusal } from '../src/admin/refusal';
import { editorSettings, launchPage } from './admin';
import { contentCopy } from './contentCopy';
import { contentProblems } from './contentScan';
import { serviceTitlesAt } from './serviceTitles';

/** The copy's file `file`, with `from` written `to`. */
const rewrite = (dir: string, file: string, from: string, to: string) => {
  const text = readFileSync(join(dir, file), 'utf8');
  expect(text).toContain(from);
  writeFileSync(join(dir, file), text.replace(from, to));
};

/** Her lines with plain spaces (typeset, they keep « » and n° apart with no-break ones). */
const plain = (text = '') => text.replace(/[\u00a0\u202f]/g, ' ');

const renamed = (dir: string) =>
  rewrite(dir, 'services.yml', 'title: Atelier de portage', 'title: Porter bébé');

describe('a service renamed in her content is named by its new title wherever a line names it', () => {
  // Renamed, with a wrong value in each sheet that has a group per service, and a photo that is gone.
  const spoilt = contentCopy((dir) => {
    renamed(dir);
    rewrite(dir, 'services.yml', 'price: 80', 'price: 2500');
    rewrite(dir, 'serviceTexts.yml', 'kicker: Porter bébé en toute sécurité', 'kicker: ""');
    rewrite(
      dir,
      'photos.yml',
      'atelier-portage:\n  image: ""\n  alt: ""',
      'atelier-portage:\n  image: photos/absente.jpg\n  alt: Un atelier',
    );
  });
  // Renamed, nothing wrong: what the editor and its checklist show.
  const right = contentCopy(renamed);
  afterAll(() => {
    spoilt.remove();
    right.remove();
  });

  it('in the build’s lines: its own sheet, another sheet, a photo (her titles read once per scan)', async () => {
    const lines = (await contentProblems(spoilt.dir)).map(({ text }) => plain(text));
    expect(lines).toEqual([
      expect.stringMatching(
        /^« Prestations : durées et tarifs » › Porter bébé › Formats et tarifs n° 3 › « Tarif, en euros »/,
      ),
      expect.stringMatching(/^« Prestations : textes » › Porter bébé › « Accroche »/),
      expect.stringMatching(
        /^« Vos photos » › Porter bébé › « Photo » : la photo photos\/absente\.jpg est introuvable/,
      ),
    ]);
    expect(lines.join('\n')).not.toContain('Atelier de portage');
  });

  it('in « Avant la mise en ligne »: a field to fill and a photo to add', () => {
    const settings = editorSettings({ dir: right.dir, env: {} });
    expect(settings.serviceTitles['atelier-portage']).toBe('Porter bébé');
    expect(plain(settings.launch.find(({ path }) => path[0] === 'atelier-portage')?.where)).toBe(
      '« Prestations : durées et tarifs » › Porter bébé › « Page de réservation de cette prestation »',
    );
    const page = plain(launchPage(settings, right.dir));
    expect(page).toContain('>Porter bébé › « Page de réservation de cette prestation »</a>');
    expect(page).toContain('>« Porter bébé »</a>');
    expect(page).not.toContain('Atelier de portage');
  });

  it('in the editor: its group headings, an article’s « Prestation liée », a refusal before saving', () => {
    const titles = serviceTitlesAt(right.dir);
    const { config } = sveltiaConfig({
      backend: { name: 'github', repo: 'elle/site', branch: 'main' },
      local: true,
      titles,
    });
    type Field = { name: string; label: string; options?: Array<{ label: string; value: string }> };
    const [sheets, articles] = config.collections as unknown as [
      { files: Array<{ name: string; fields: Field[] }> },
      { fields: Field[] },
    ];
    const heading = (name: string) =>
      sheets.files
        .find((file) => file.name === name)
        ?.fields.find((field) => field.name === 'atelier-portage')?.label;
    expect(['services', 'serviceTexts', 'photos'].map(heading)).toEqual([
      'Porter bébé',
      'Porter bébé',
      'Porter bébé',
    ]);
    const linked = articles.fields.find((field) => field.name === 'service');
    expect(linked?.options).toContainEqual({ label: 'Porter bébé', value: 'atelier-portage' });

    const texts = parse(readFileSync(join(right.dir, 'serviceTexts.yml'), 'utf8'));
    texts['atelier-portage'].kicker = '';
    const refusal = entryRefusal(
      { data: texts, slug: 'serviceTexts', collection: SHEETS_COLLECTION, newRecord: false },
      [],
      titles,
    );
    expect(plain(refusal?.problems[0])).toMatch(/^Porter bébé › « Accroche » : ne peut pas être vide/);
  });
});
