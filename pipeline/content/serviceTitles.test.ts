import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editorSettings, launchPage } from '../editor/admin';
import { contentCopy } from './contentCopy';
import { contentProblems } from './contentScan';

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
});
