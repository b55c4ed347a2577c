// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DevEditor, devEditor } from './editorBuild';

/** A stand-in for the editor's build: each one writes what the test says, when the test says. */
function standInBuilds() {
  const builds: {
    dir: string;
    finish(files: Record<string, string>, sources?: string[]): void;
    fail(): void;
  }[] = [];
  const build = (dir: string) =>
    new Promise<string[]>((resolve, reject) => {
      mkdirSync(dir, { recursive: true });
      builds.push({
        dir,
        finish(files, sources = ['/project/src/admin/editor.ts']) {
          for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
          resolve(sources);
        },
        fail: () => reject(new Error('editor.ts: Unexpected token')),
      });
    });
  /** The `n`th build asked for (from 0). */
  const nth = (n: number) => {
    const asked = builds[n];
    if (!asked) throw new Error(`build ${n} was never asked for`);
    return asked;
  };
  return { builds, build, nth };
}

/** Lets every callback already due run (promises only: no clock involved). */
async function flush() {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
}

/** Whether `promise` has settled once every callback already due has run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await flush();
  return done;
}

const text = (file: Promise<Buffer | undefined>) => file.then((body) => body?.toString());

let home = '';
let editor: DevEditor;
let errors: unknown[] = [];
let stand: ReturnType<typeof standInBuilds>;

beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'dev-editor-'));
  errors = [];
  stand = standInBuilds();
  editor = devEditor(home, { build: stand.build, onError: (error) => errors.push(error) });
});

afterEach(() => {
  editor.close();
  rmSync(home, { recursive: true, force: true });
});

describe('the editor as `npm run admin` serves it', () => {
  it('answers a request made during the first build once the build is complete', async () => {
    const script = text(editor.file('editor.js'));
    expect(await settled(script)).toBe(false);
    stand.nth(0).finish({ 'editor.js': 'first' });
    expect(await script).toBe('first');
  });

  it('builds again, into a folder of its own, when the editor’s code changes; meanwhile nothing half written is served', async () => {
    stand.nth(0).finish({ 'editor.js': 'first', 'editor-old.js': 'an open editor’s chunk' });
    expect(await text(editor.file('editor.js'))).toBe('first');

    editor.changed('/project/src/admin/editor.ts');
    await flush();
    expect(stand.builds).toHaveLength(2);
    expect(stand.nth(1).dir).not.toBe(stand.nth(0).dir);
    // The new build has written its entry but is not complete: a request waits for it.
    writeFileSync(join(stand.nth(1).dir, 'editor.js'), 'half');
    const during = text(editor.file('editor.js'));
    expect(await settled(during)).toBe(false);
    stand.nth(1).finish({ 'editor.js': 'second' });
    expect(await during).toBe('second');
    // An editor opened before the change still gets its own chunks.
    expect(await text(editor.file('editor-old.js'))).toBe('an open editor’s chunk');
    expect(await editor.file('editor-none.js')).toBeUndefined();
  });

  it('builds nothing when what changed is not the editor’s code (her sheets, her articles)', async () => {
    stand.nth(0).finish({ 'editor.js': 'first' });
    await editor.file('editor.js');
    editor.changed('/project/src/content/cabinet.yml');
    editor.changed('/project/src/routes/index.tsx');
    await flush();
    expect(stand.builds).toHaveLength(1);
  });

  it('builds once more, not once per save, for changes made during a build', async () => {
    stand.nth(0).finish({ 'editor.js': 'first' });
    await editor.file('editor.js');
    editor.changed('/project/src/admin/editor.ts');
    editor.changed('/project/src/admin/editor.ts');
    await flush();
    expect(stand.builds).toHaveLength(2);
    editor.changed('/project/src/admin/editor.ts');
    editor.changed('/project/src/admin/editor.ts');
    stand.nth(1).finish({ 'editor.js': 'second' });
    await flush();
    expect(stand.builds).toHaveLength(3);
    stand.nth(2).finish({ 'editor.js': 'third' });
    expect(await text(editor.file('editor.js'))).toBe('third');
  });

  it('a build that fails says why, in the terminal and to the request; the code mended, the editor is served again', async () => {
    const script = editor.file('editor.js');
    stand.nth(0).fail();
    await expect(script).rejects.toThrow('Unexpected token');
    await settled(script);
    expect(errors).toHaveLength(1);
    // No build has worked yet: any code of the project may be the mend.
    editor.changed('/project/src/admin/widgets.ts');
    await flush();
    stand.nth(1).finish({ 'editor.js': 'mended' });
    expect(await text(editor.file('editor.js'))).toBe('mended');
  });

  it('keeps its builds in a folder of its own, clears what a stopped server left, and removes its own when it stops', async () => {
    editor.close();
    const stopped = spawnSync('true').pid as number;
    mkdirSync(join(home, String(stopped)));
    mkdirSync(join(home, 'editor-from-an-older-layout.js'));
    const running = join(home, String(process.ppid));
    mkdirSync(running);
    const mine = devEditor(home, { build: stand.build, onError: () => {} });
    expect(readdirSync(home).sort()).toEqual([String(process.pid), String(process.ppid)].sort());
    mine.close();
    expect(existsSync(join(home, String(process.pid)))).toBe(false);
    expect(existsSync(running)).toBe(true);
  });
});
