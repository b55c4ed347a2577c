// Test support: copies of her content folder (src/content) that a test changes as she could from the
// editor, read by the build (pipeline/checks/articleFixture.ts) or served by the real dev server, `npm run dev`
// (pipeline/*.devPage.test.ts, e2e/articleError.spec.ts).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { contentDir } from './contentPaths.ts';

const root = join(import.meta.dirname, '..', '..');

/** A copy of the content folder, changed by `edit`; `remove` deletes it. */
export function contentCopy(edit: (dir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'content-copy-'));
  cpSync(contentDir, dir, { recursive: true });
  edit(dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The dev server on a copy changed by `edit`, on a free port from `firstPort` (each test file has its
 * own hundred: 5301 for Vitest's, 5401 for Playwright's). `close` stops it and deletes the copy.
 */
export async function serveContentCopy(firstPort: number, edit: (dir: string) => void) {
  const { dir, remove } = contentCopy(edit);
  // vite.config.ts reads CONTENT_DIR when the server loads it.
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    const server = await createServer({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'silent',
      server: {
        // DEV_PORT_FIRST keeps every server in a range of 20 of one's own (a machine shared by checkouts).
        port: process.env.DEV_PORT_FIRST
          ? Number(process.env.DEV_PORT_FIRST) + Math.floor(Math.random() * 20)
          : firstPort + Math.floor(Math.random() * 90),
        strictPort: false,
        hmr: false,
        watch: null,
      },
    });
    await server.listen();
    const port = (server.httpServer?.address() as AddressInfo | null)?.port;
    const close = () => server.close().then(remove);
    return { dir, origin: `http://127.0.0.1:${port}`, close };
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }
}
