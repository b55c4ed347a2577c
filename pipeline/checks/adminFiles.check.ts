import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { clientDir, readText } from './buildOutput';

// The built editor asks for each of its files (fonts, image encoders, workers, chunks) where the build
// put them, under /admin/, and for no font from a CDN (its policy would refuse it). Its browser test
// (e2e/adminOnHost.spec.ts) opens it through nginx.
const adminDir = join(clientDir, 'admin');
const scripts = readdirSync(adminDir).filter((file) => file.endsWith('.js'));
const code = scripts.map((file) => readText(`admin/${file}`)).join('\n');

describe('the built editor’s files', () => {
  it('asks for every file it names at the address where the build wrote it', () => {
    // Addresses from the site's root (chunks import each other by `./editor-….js`, beside themselves).
    const named = [...new Set(code.match(/(?<![.\w])\/[\w/-]*editor-[\w-]+\.(?:js|wasm|woff2)/g) ?? [])];
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter((path) => !path.startsWith('/admin/editor-'))).toEqual([]);
    expect(named.filter((path) => !existsSync(join(clientDir, path)))).toEqual([]);
  });

  it('declares no font from a CDN', () => {
    expect(code).not.toMatch(/@font-face\s*\{[^}]*https:\/\//);
  });
});
