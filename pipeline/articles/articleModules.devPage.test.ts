// @vitest-environment node
// A wrong article's front matter, as she would save it from the editor: the real dev server shows the
// French page naming the file and the field, and the production build stops with the same words.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTICLES_FOLDER } from '../../src/content/article';
import { serveContentCopy } from '../content/contentCopy';
import { contentDir } from '../content/contentPaths';

const root = join(import.meta.dirname, '..', '..');
const FILE = 'porter-bebe-apres-une-cesarienne.md';
const original = readFileSync(join(contentDir, ARTICLES_FOLDER, FILE), 'utf8');

/** Her article with its service replaced by one the site does not offer. */
const wrongService = original.replace(/^service: .*$/m, 'service: yoga');
/** Her article without its title. */
const noTitle = original.replace(/^title: .*\n/m, '');

const serviceMessage =
  '«\u00a0Articles\u00a0» › «\u00a0Porter bébé après une césarienne : quand et comment en douceur\u00a0» › «\u00a0Prestation liée\u00a0»\u00a0: il faut l’une des valeurs cesarienne-confiance, atelier-portage, bain-enveloppe\u202f; valeur lue\u00a0: «\u00a0yoga\u00a0»';
const titleMessage =
  '«\u00a0Articles\u00a0» › «\u00a0porter-bebe-apres-une-cesarienne\u00a0» › «\u00a0Titre\u00a0»\u00a0: obligatoire, absent du fichier';

let copy: Awaited<ReturnType<typeof serveContentCopy>>;

const writeArticle = (text: string) => writeFileSync(join(copy.dir, ARTICLES_FOLDER, FILE), text);

const get = async (path: string) => {
  const response = await fetch(`${copy.origin}${path}`);
  return { status: response.status, html: await response.text() };
};

/** `command` run as a developer or a host would, on the copy. */
const run = (command: string[]) =>
  spawnSync('npx', command, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: copy.dir, DIST_DIR: `dist-article-error-${process.pid}` },
  });

beforeAll(async () => {
  expect(wrongService).not.toBe(original);
  expect(noTitle).not.toBe(original);
  copy = await serveContentCopy(5301, (dir) => writeFileSync(join(dir, ARTICLES_FOLDER, FILE), wrongService));
}, 30_000);

afterAll(async () => {
  await copy?.close();
  rmSync(join(root, `dist-article-error-${process.pid}`), { recursive: true, force: true });
});

describe('a wrong article', () => {
  it('npm run dev: the French page names the file and the field, on the article and every page', async () => {
    for (const path of ['/articles/porter-bebe-apres-une-cesarienne', '/articles', '/']) {
      const page = await get(path);
      expect(page.status, path).toBe(503);
      expect(page.html).toContain('<title>Une valeur est à corriger</title>');
      expect(page.html).toContain(serviceMessage);
      expect(page.html).not.toContain('<script');
    }

    writeArticle(noTitle);
    const page = await get('/articles');
    expect(page.status).toBe(503);
    expect(page.html).toContain(titleMessage);
    expect(page.html).not.toContain(serviceMessage);

    // Corrected: the article is back at the next request.
    writeArticle(original);
    const fixed = await get('/articles/porter-bebe-apres-une-cesarienne');
    expect(fixed.status).toBe(200);
    expect(fixed.html).toMatch(/<h1[^>]*>Porter bébé après une césarienne/);
  }, 30_000);

  it('npm run build: stops with the same French message', () => {
    writeArticle(wrongService);
    const build = run(['vite', 'build']);
    expect(build.status).not.toBe(0);
    const log = `${build.stdout}${build.stderr}`;
    expect(log).toContain(serviceMessage);
    // Her lines are the last the build says: no « error during build », no English stack after them.
    const after = log.slice(log.lastIndexOf(serviceMessage));
    expect(after).not.toMatch(/error during build|^\s+at\s/m);
    expect(after.trim().split('\n').length).toBeLessThanOrEqual(2);
  }, 120_000);
});
