// @vitest-environment node
// The real dev server (`npm run dev`, `npm run admin`), on a copy of the content files with a wrong value.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveContentCopy } from './contentCopy';
import { contentDir } from './contentPaths';

const wrongClosure = 'closures:\n  - from: 2027-01-03\n    to: 2026-12-21';

let copy: Awaited<ReturnType<typeof serveContentCopy>>;

/** Writes cabinet.yml in `dir` as it is in the repository, with `closures: []` replaced by `closures`. */
const writeCabinet = (closures: string, dir = copy.dir) => {
  const text = readFileSync(join(contentDir, 'cabinet.yml'), 'utf8');
  expect(text).toContain('closures: []');
  writeFileSync(join(dir, 'cabinet.yml'), text.replace('closures: []', closures));
};

const get = async (path: string) => {
  const response = await fetch(`${copy.origin}${path}`);
  return { status: response.status, html: await response.text() };
};

beforeAll(async () => {
  copy = await serveContentCopy(5301, (dir) => writeCabinet(wrongClosure, dir));
}, 30_000);

afterAll(() => copy?.close());

describe('npm run dev with a wrong value in a content file', () => {
  it('starts, shows a calm French page naming the sheet and the field, keeps the editor, and recovers', async () => {
    const page = await get('/');
    expect(page.status).toBe(503);
    expect(page.html).toMatch(/^<!doctype html>\s*<html lang="fr">/);
    expect(page.html).toContain('<title>Une valeur est à corriger</title>');
    expect(page.html).toContain(
      '«\u00a0Coordonnées et disponibilités\u00a0» › Fermetures n°\u00a01 › «\u00a0Au (inclus)\u00a0»\u00a0: le même jour que «\u00a0Du\u00a0» ou après\u202f; valeur lue\u00a0: «\u00a021/12/2026\u00a0»',
    );
    expect(page.html).toContain('<a href="/admin">/admin</a>');
    expect(page.html).toMatch(/Publier/);
    expect(page.html).toMatch(/Rechargez cette page/);
    // Nothing for a developer's eyes only: no stack trace, no Vite client or overlay, no script at all.
    expect(page.html).not.toMatch(/^\s*at\s/m);
    expect(page.html).not.toContain('node_modules');
    expect(page.html).not.toContain('/@vite/client');
    expect(page.html).not.toContain('<script');
    expect((await get('/contact')).html).toContain('<title>Une valeur est à corriger</title>');

    // The editor does not read the content: it opens, so that she can fix the value.
    const admin = await get('/admin');
    expect(admin.status).toBe(200);
    expect(admin.html).toContain('<title>Modifier le site');

    // Fixed: the site is back at the next request, without a restart.
    writeCabinet('closures: []');
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.html).toMatch(/<h1[^>]*>/);
    expect(home.html).not.toContain('à corriger');

    // Wrong again while the server runs (a later publication): the French page again.
    writeCabinet(wrongClosure);
    const again = await get('/services');
    expect(again.status).toBe(503);
    expect(again.html).toContain('«\u00a0Au (inclus)\u00a0»');
  }, 30_000);

  it('answers the French page, never a stack trace, for an alias bomb and a text nested 20 000 deep', async () => {
    writeCabinet('closures: []');
    const faq = readFileSync(join(contentDir, 'faq.yml'), 'utf8');
    writeFileSync(
      join(copy.dir, 'faq.yml'),
      `a: &a ["x","x","x","x","x","x","x","x","x"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n${faq}`,
    );
    writeFileSync(
      join(copy.dir, 'articles', 'citations.md'),
      `---\ntitle: Un titre assez long\ndescription: Une description pour les moteurs de recherche, assez longue.\ndate: 2026-09-22\nservice: atelier-portage\n---\n\n${'>'.repeat(20_000)} x\n`,
    );
    for (const path of ['/', '/articles', '/services']) {
      const page = await get(path);
      expect(page.status, path).toBe(503);
      expect(page.html).toContain('<title>2 valeurs sont à corriger</title>');
      expect(page.html).toContain('alias YAML');
      expect(page.html).toContain('src/content/faq.yml');
      expect(page.html).toContain(
        '«\u00a0Un titre assez long\u00a0»\u00a0: à la ligne 8, le texte imbrique trop de citations',
      );
      expect(page.html).not.toMatch(/^\s*at\s|Excessive|Maximum call stack/m);
    }
  }, 30_000);

  it('a list of 65 000 empty questions: says how many values, names the first ten, and the page stays small', async () => {
    rmSync(join(copy.dir, 'articles', 'citations.md'), { force: true });
    writeFileSync(join(copy.dir, 'faq.yml'), `entries: [${Array(65_000).fill('{}').join(',')}]\n`);
    const page = await get('/services');
    expect(page.status).toBe(503);
    expect(page.html).toContain('<title>130\u202f000 valeurs sont à corriger</title>');
    expect(page.html.match(/<li class="problem">/g)).toHaveLength(10);
    expect(page.html).toContain('Questions n°\u00a05 › «\u00a0Réponse\u00a0»');
    expect(page.html).not.toContain('Questions n°\u00a06 ›');
    expect(page.html).toContain(
      '… et 129\u202f990 autres\u00a0: corrigez d’abord celles-ci, les suivantes seront nommées ensuite.',
    );
    expect(page.html.length).toBeLessThan(20_000);
  }, 60_000);
});
