// An article saved with a wrong front matter, as she could from the editor: on `npm run dev`, the browser
// shows her the French page naming the file and the field instead of the site (build/contentErrorPage.ts),
// readable at 375 and 1280 px. The production build's refusal is tested in build/articles.devPage.test.ts.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { ARTICLES_FOLDER } from '../src/data/content/article';
import { expect, expectAccessible, test } from './fixtures';

const root = join(import.meta.dirname, '..');
const contentDir = join(root, 'src', 'data', 'content');
const FILE = 'porter-bebe-apres-une-cesarienne.md';

let dir: string;
let server: ViteDevServer;
let origin: string;

test.describe.configure({ mode: 'serial' });
// The error page answers 500 on purpose.
test.use({ allowConsoleErrors: [/http 500/] });

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'content-article-browser-'));
  cpSync(contentDir, dir, { recursive: true });
  const original = readFileSync(join(contentDir, ARTICLES_FOLDER, FILE), 'utf8');
  writeFileSync(join(dir, ARTICLES_FOLDER, FILE), original.replace(/^service: .*$/m, 'service: yoga'));
  // vite.config.ts reads CONTENT_DIR when the server loads it; ports 5401-5499 are this spec's.
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    server = await createServer({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'silent',
      server: { port: 5401 + Math.floor(Math.random() * 90), strictPort: false, hmr: false, watch: null },
    });
    await server.listen();
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }
  const address = server.httpServer?.address() as AddressInfo | null;
  origin = `http://127.0.0.1:${address?.port}`;
});

test.afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a wrong service in an article: the dev site shows her the French page naming the file and the field', async ({
  page,
}) => {
  for (const path of ['/articles/porter-bebe-apres-une-cesarienne', '/articles']) {
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status(), path).toBe(500);
    await expect(page).toHaveTitle('Une valeur est à corriger');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByText('porter-bebe-apres-une-cesarienne.md › «\u00a0Prestation liée\u00a0»'),
    ).toBeVisible();
    await expect(page.getByText('valeur lue\u00a0: «\u00a0yoga\u00a0»')).toBeVisible();
    await expectAccessible(page, path);
  }
});
