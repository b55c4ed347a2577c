import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { fieldLink, REFUSAL_FILE, readRefusal, refusalHtml } from '../../src/content/launchChecklist';
import { contentDir } from '../content/contentPaths';
import { hostRefusal, otherRefusal, recordRefusal, refusalFrom } from './publicationRefusal';

/**
 * Each kind of refusal the live build can make, as the record names it for her editor:
 * - per field, with a link to it: a demo value (the live gate), a value her sheet's rules refuse, a photo
 *   of a sheet that cannot be read (the build's content scan, which knows the sheet and the keys);
 * - a line of its own, in the build's words: a whole sheet that cannot be read (too long, not a sheet: no
 *   field to open), an article (its own collection, not a sheet's field);
 * - the general line: a build stopped by nothing of hers (its code, a check), and the host not reached.
 */
describe('the record of a refused publication, in her repository', () => {
  let repository = '';
  let dir = '';
  beforeEach(() => {
    repository = mkdtempSync(join(tmpdir(), 'her-repository-'));
    dir = join(repository, 'src', 'content');
    cpSync(contentDir, dir, { recursive: true, filter: (path) => !path.includes('/publication') });
  });
  afterEach(() => rmSync(repository, { recursive: true, force: true }));
  const record = () => readRefusal(parse(readFileSync(join(repository, REFUSAL_FILE), 'utf8')));
  const sheet = (file: string) => join(dir, file);
  const change = (file: string, from: string | RegExp, to: string) =>
    writeFileSync(sheet(file), readFileSync(sheet(file), 'utf8').replace(from, to));

  it('names each demo value that stopped it, as the editor reads it back', async () => {
    await recordRefusal({ repository, dir, env: {}, mode: 'refused' });
    const refusal = record();
    expect(refusal?.fields.length).toBeGreaterThan(0);
    expect(refusal?.fields).toContainEqual(expect.objectContaining({ name: 'legal', path: ['siret'] }));
    expect(refusal?.fields.every((field) => field.problem === undefined)).toBe(true);
    expect(refusal?.lines).toEqual([]);
  });

  it('names a value her sheet’s rules refuse per field, in the build’s French words, a link to it', async () => {
    change('services.yml', /price: \d+/, 'price: 99999');
    await recordRefusal({ repository, dir, env: {}, mode: 'refused' });
    const refused = record()?.fields.filter((field) => field.problem !== undefined) ?? [];
    expect(refused).toHaveLength(1);
    const [field] = refused;
    expect(field).toMatchObject({ name: 'services', value: '' });
    expect(field?.path.at(-1)).toBe('price');
    expect(field?.path.some((key) => typeof key === 'number')).toBe(true);
    expect(field?.where).toMatch(/^«\u00a0Prestations\u00a0: durées et tarifs\u00a0» › .*«\u00a0Tarif/);
    expect(field?.path).toEqual(['cesarienne-confiance', 'formats', 0, 'price']);
    expect(field?.where).toBe(
      '«\u00a0Prestations\u00a0: durées et tarifs\u00a0» › Ma Césarienne en Confiance › Formats et tarifs n°\u00a01 › «\u00a0Tarif, en euros\u00a0»',
    );
    // What is wrong, without the field's name again.
    expect(field?.problem).toBe('2000\u00a0€ au plus\u202f; valeur lue\u00a0: 99999');
    // The editor's window lists it as a line that opens the field.
    const html = refusalHtml(record() ?? { refused: true, fields: [], lines: [] }, []);
    expect(html).toContain(
      `href="${fieldLink(field ?? { name: 'services', path: [] }).replaceAll('&', '&amp;')}"`,
    );
    expect(html).toContain('corrigez ce qui est dit');
    expect(record()?.lines).toEqual([]);
  });

  it('names a sheet’s photo that cannot be read per field, at its image', async () => {
    mkdirSync(join(dir, 'photos'), { recursive: true });
    writeFileSync(join(dir, 'photos', 'portrait.jpg'), 'pas une photo');
    change(
      'photos.yml',
      /founder:\n {2}image: ""\n {2}alt: ""/,
      'founder:\n  image: /photos/portrait.jpg\n  alt: Son portrait',
    );
    await recordRefusal({ repository, dir, env: {}, mode: 'refused' });
    const refused = record()?.fields.filter((field) => field.problem !== undefined) ?? [];
    expect(refused).toEqual([
      expect.objectContaining({
        name: 'photos',
        path: ['founder', 'image'],
        problem: expect.stringContaining('la photo /photos/portrait.jpg'),
      }),
    ]);
  });

  it('says in the build’s words, on a line of its own, a whole sheet that cannot be read and a refused article', async () => {
    writeFileSync(sheet('faq.yml'), 'questions: [\n');
    change('articles/porter-bebe-apres-une-cesarienne.md', /^description: .*$/m, '');
    await recordRefusal({ repository, dir, env: {}, mode: 'refused' });
    const lines = record()?.lines ?? [];
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^«\u00a0Questions fréquentes\u00a0»\u00a0: le fichier n’est pas du YAML valide à la ligne 2/,
    );
    expect(lines[1]).toMatch(
      /^«\u00a0Articles\u00a0» › «\u00a0Porter bébé après une césarienne.*\u00a0» › «\u00a0Résumé pour les moteurs de recherche\u00a0»\u00a0: obligatoire/,
    );
    expect(record()?.fields.some((field) => field.problem !== undefined)).toBe(false);
    expect(lines).not.toContain(otherRefusal);
  });

  it('says when nothing of hers stopped it, or the host could not be asked', async () => {
    expect(refusalFrom([], [])).toEqual({ refused: true, fields: [], lines: [otherRefusal] });
    await recordRefusal({ repository, dir, env: {}, mode: 'host' });
    expect(record()).toEqual({ refused: true, fields: [], lines: [hostRefusal] });
  });

  it('is removed by a publication that goes online, and removing none is no error', async () => {
    await recordRefusal({ repository, dir, env: {}, mode: 'refused' });
    await recordRefusal({ repository, dir, env: {}, mode: 'clear' });
    expect(existsSync(join(repository, REFUSAL_FILE))).toBe(false);
    await expect(recordRefusal({ repository, dir, env: {}, mode: 'clear' })).resolves.toBeUndefined();
  });
});
