// @vitest-environment node
// The real dev server (`npm run dev`, `npm run admin`), on a copy of the content files with a wrong value.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { contentDir } from './contentFiles';

const root = join(import.meta.dirname, '..');
const wrongClosure = 'closures:\n  - from: 2027-01-03\n    to: 2026-12-21';

let dir: string;
let server: ViteDevServer;
let origin: string;

/** Writes the copy's cabinet.yml as it is in the repository, with `closures: []` replaced by `closures`. */
const writeCabinet = (closures: string) => {
  const text = readFileSync(join(contentDir, 'cabinet.yml'), 'utf8');
  expect(text).toContain('closures: []');
  writeFileSync(join(dir, 'cabinet.yml'), text.replace('closures: []', closures));
};

const get = async (path: string) => {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, html: await response.text() };
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'content-dev-'));
  cpSync(contentDir, dir, { recursive: true });
  writeCabinet(wrongClosure);
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
});

describe('npm run dev with a wrong value in a content file', () => {
  it('starts, shows a calm French page naming the sheet and the field, keeps the editor, and recovers', async () => {
    const page = await get('/');
    expect(page.status).toBe(500);
    expect(page.html).toMatch(/^<!doctype html>\s*<html lang="fr">/);
    expect(page.html).toContain('<title>Une valeur est à corriger</title>');
    expect(page.html).toContain(
      '«\u00a0Coordonnées et disponibilités\u00a0» › Fermetures n°\u00a01 › «\u00a0Au (inclus)\u00a0»\u00a0: le même jour que «\u00a0Du\u00a0» ou après\u202f; valeur lue\u00a0: «\u00a02026-12-21\u00a0»',
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
    expect(again.status).toBe(500);
    expect(again.html).toContain('«\u00a0Au (inclus)\u00a0»');
  }, 30_000);
});
