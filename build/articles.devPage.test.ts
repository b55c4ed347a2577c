// @vitest-environment node
// A wrong article's front matter, as she would save it from the editor: the real dev server shows the
// French page naming the file and the field, and the production build stops with the same words.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { ARTICLES_FOLDER } from '../src/data/content/article';
import { contentDir } from './contentFiles';

const root = join(import.meta.dirname, '..');
const FILE = 'porter-bebe-apres-une-cesarienne.md';
const original = readFileSync(join(contentDir, ARTICLES_FOLDER, FILE), 'utf8');

/** Her article with its service replaced by one the site does not offer. */
const wrongService = original.replace(/^service: .*$/m, 'service: yoga');
/** Her article without its title. */
const noTitle = original.replace(/^title: .*\n/m, '');

const serviceMessage =
  '«\u00a0Articles\u00a0» › porter-bebe-apres-une-cesarienne.md › «\u00a0Prestation liée\u00a0»\u00a0: l’une des valeurs cesarienne-confiance, atelier-portage, bain-enveloppe\u202f; valeur lue\u00a0: «\u00a0yoga\u00a0»';
const titleMessage =
  '«\u00a0Articles\u00a0» › porter-bebe-apres-une-cesarienne.md › «\u00a0Titre\u00a0»\u00a0: obligatoire, absent du fichier';

let dir: string;
let server: ViteDevServer;
let origin: string;

const writeArticle = (text: string) => writeFileSync(join(dir, ARTICLES_FOLDER, FILE), text);

const get = async (path: string) => {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, html: await response.text() };
};

/** `command` run as a developer or a host would, on the copy. */
const run = (command: string[]) =>
  spawnSync('npx', command, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: dir, DIST_DIR: `dist-article-error-${process.pid}` },
  });

beforeAll(async () => {
  expect(wrongService).not.toBe(original);
  expect(noTitle).not.toBe(original);
  dir = mkdtempSync(join(tmpdir(), 'content-article-'));
  cpSync(contentDir, dir, { recursive: true });
  writeArticle(wrongService);
  // vite.config.ts reads CONTENT_DIR when the server loads it; the ports 5301-5399 are this project's.
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    server = await createServer({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'silent',
      server: { port: 5301 + Math.floor(Math.random() * 90), strictPort: false, hmr: false, watch: null },
    });
    await server.listen();
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }
  const address = server.httpServer?.address() as AddressInfo | null;
  origin = `http://127.0.0.1:${address?.port}`;
}, 30_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(join(root, `dist-article-error-${process.pid}`), { recursive: true, force: true });
});

describe('a wrong article', () => {
  it('npm run dev: the French page names the file and the field, on the article and every page', async () => {
    for (const path of ['/articles/porter-bebe-apres-une-cesarienne', '/articles', '/']) {
      const page = await get(path);
      expect(page.status, path).toBe(500);
      expect(page.html).toContain('<title>Une valeur est à corriger</title>');
      expect(page.html).toContain(serviceMessage);
      expect(page.html).not.toContain('<script');
    }

    writeArticle(noTitle);
    const page = await get('/articles');
    expect(page.status).toBe(500);
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
  }, 120_000);
});
