// Her project folder, as she has it on her computer, for the editor's browser tests: a disposable copy of
// the whole project (every file git tracks, her content included, and the installed packages), where
// `npm run admin` runs exactly as she starts it. The folder picker (e2e/folderPicker.ts) opens this same
// folder, so the dev server watches every write the editor makes, as it does on her computer.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { START_MS } from './bounds';
import { pickFolder } from './folderPicker';

const root = join(import.meta.dirname, '..');

/** Every file below `dir`, relative to it, but the installed packages and what Vite keeps for itself. */
export function filesBelow(dir: string, from = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', '.git', 'dist', '.vite'].includes(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(path, from) : [relative(from, path)];
  });
}

export type HerProject = {
  dir: string;
  /** A file of hers, as it is on disk now: `read('src/content/cabinet.yml')`. */
  read(file: string): string;
  /** Her content folder's file, by its name there: `sheet('cabinet.yml')`. */
  sheet(file: string): string;
  /** The files that were not there when the project was made, nor written by a test on purpose. */
  strayFiles(expected?: readonly string[]): string[];
  /** `npm run build` of her folder: its exit code, its output, and a built page's HTML by address. */
  build(): { status: number | null; output: string; page(address: string): string };
  port: number;
  /** The process group `npm run admin` leads (its own, so that stopping it stops the dev server). */
  pid: number;
  log(): string;
  stop(): void;
};

/** Her terminal: none of the variables the tests use to move the content or the build elsewhere. */
function herEnvironment() {
  const { CONTENT_DIR: _content, DIST_DIR: _dist, ...env } = process.env;
  return env;
}

/**
 * Her project for a whole spec file, as each suite of her editor opens it: started before its first test
 * on a port of its own per screen (`ports`: her computer's, her phone's), stopped after its last; before
 * each test, her phone is 390 px wide (the phone project's 375 px is the visitor's) and her folder is the
 * one the picker opens. The object is filled once the file's first test starts.
 */
export function herProjectForFile(
  ports: readonly [computer: number, phone: number],
  options: StartOptions = {},
): HerProject {
  const her = {} as HerProject;
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook destructures.
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(START_MS);
    Object.assign(her, await startHerProject(ports[testInfo.project.name === 'phone' ? 1 : 0], options));
  });
  test.afterAll(() => her.stop?.());
  test.beforeEach(async ({ context, page }, testInfo) => {
    if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    await pickFolder(context, her.dir);
  });
  return her;
}

type StartOptions = {
  /** Changes her folder before `npm run admin` starts (a closure to come in her hours). */
  prepare?: (dir: string) => void;
};

/**
 * Copies the project (git's files, hard links to the installed packages) into a folder of its own and
 * starts `npm run admin` there on `port`; resolves once the server says where the editor is.
 */
export async function startHerProject(basePort: number, { prepare }: StartOptions = {}): Promise<HerProject> {
  // HER_PORT_SHIFT moves every suite's port, so that two checkouts can run their browser tests side by side.
  const port = basePort + Number(process.env.HER_PORT_SHIFT ?? 0);
  const dir = mkdtempSync(join(tmpdir(), 'her-project-'));
  const tracked = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).stdout.split('\0');
  for (const file of tracked.filter(Boolean)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    // Her folder has what the working tree has now (a test may run before a commit).
    try {
      cpSync(join(root, file), join(dir, file));
    } catch {}
  }
  // Hard links: the packages as installed, at no copy's cost; Vite's cache in her folder is its own.
  spawnSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
  rmSync(join(dir, 'node_modules', '.vite'), { recursive: true, force: true });
  mkdirSync(join(dir, '.git'));
  prepare?.(dir);
  const before = new Set(filesBelow(dir));

  const child: ChildProcess = spawn('npm', ['run', 'admin'], {
    cwd: dir,
    env: { ...herEnvironment(), ADMIN_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  await expect.poll(() => log, { timeout: START_MS }).toContain('L’éditeur du site');

  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  return {
    dir,
    port,
    pid: child.pid ?? 0,
    read,
    sheet: (file) => read(join('src', 'content', file)),
    strayFiles: (expected = []) =>
      filesBelow(dir).filter((file) => !before.has(file) && !expected.some((name) => file.startsWith(name))),
    build() {
      const dist = join(dir, 'dist');
      const built = spawnSync('npm', ['run', 'build'], {
        cwd: dir,
        encoding: 'utf8',
        env: herEnvironment(),
        maxBuffer: 64 * 1024 * 1024,
      });
      return {
        status: built.status,
        output: `${built.stdout}\n${built.stderr}`,
        page: (address) =>
          readFileSync(
            join(dist, 'client', address === '/' ? 'index.html' : `${address.slice(1)}.html`),
            'utf8',
          ),
      };
    },
    log: () => log,
    stop() {
      if (child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {}
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
