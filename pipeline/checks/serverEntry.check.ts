// The prerender runs the server entry from DIST_DIR, which may be out of the project, where no
// node_modules folder answers a package's import: the entry carries its packages (vite.config.ts, `ssr`).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distDir, projectRoot } from '../site/distDir.mjs';

const serverDir = join(distDir(), 'server');

/** Every script of the server build, recursively. */
const scripts = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return scripts(path);
    return name.endsWith('.js') ? [path] : [];
  });

/** What a module imports, static or dynamic, as the bundler writes it. */
const importsOf = (text: string) =>
  [
    ...text.matchAll(
      /^(?:import|export)\s[^;]*?\sfrom\s*"([^"]+)"|^import\s*"([^"]+)"|\bimport\("([^"]+)"\)/gm,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3] ?? '');

describe('the server entry', () => {
  it('imports no package, only its own files and Node’s: it runs from any DIST_DIR', () => {
    const files = scripts(serverDir);
    expect(files.length).toBeGreaterThan(0);
    const packages = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter((specifier) => !/^(\.|node:)/.test(specifier))
        .map((specifier) => `${file.slice(serverDir.length + 1)} imports ${specifier}`),
    );
    expect(packages).toEqual([]);
  });

  it('is read as ES modules out of the project too: the browser tests list every test with DIST_DIR there', () => {
    const outside = mkdtempSync(join(tmpdir(), 'site-build-'));
    try {
      cpSync(distDir(), outside, { recursive: true });
      const listed = spawnSync(join(projectRoot, 'node_modules', '.bin', 'playwright'), ['test', '--list'], {
        cwd: projectRoot,
        encoding: 'utf8',
        env: { ...process.env, DIST_DIR: outside },
        maxBuffer: 16 * 1024 * 1024,
      });
      const output = `${listed.stdout}${listed.stderr}`;
      expect(output).not.toMatch(/Cannot use import statement|SyntaxError|No tests found/);
      expect(Number(/Total: (\d+) tests? in \d+ files?/.exec(output)?.[1] ?? 0)).toBeGreaterThan(100);
      expect(listed.status).toBe(0);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
