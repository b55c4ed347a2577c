// The editor's script (src/admin/editor.ts) with Sveltia bundled in: built for the live site, and kept
// built for the dev server (`npm run admin`), where a page never meets a folder half written.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { sveltiaInHerWords } from './sveltiaFrench.ts';

const root = join(import.meta.dirname, '..', '..');

/** Where the built editor's files are served from (dist/client/admin/). */
export const ADMIN_BASE = '/admin/';

/**
 * Sveltia's stylesheet declares its three fonts twice: from the files it bundles (a `FontFace` each,
 * which the editor's policy allows) and, as a fallback, from a CDN's `@font-face`, which Chromium asks
 * for as well and the policy refuses (a violation on every screen). The editor ships the files, so
 * the CDN's declarations are left out of Sveltia's module when it is served or built.
 */
const CDN_FONT_FACE = /@font-face\s*\{[^}]*https:\/\/cdn\.jsdelivr\.net\/[^}]*\}/g;

/** Sveltia's module (`id`) without the CDN's fonts; null for any other module or when none is left. */
export function withoutCdnFonts(code: string, id: string) {
  if (!/[\\/]@sveltia[\\/]cms[\\/]/.test(id)) return null;
  const kept = code.replace(CDN_FONT_FACE, '');
  return kept === code ? null : { code: kept, map: null };
}

/**
 * Builds the editor into `outDir`, apart from the site (no visitor page shares a chunk with it), its
 * files named under /admin/ where the page asks for them. The same build serves `npm run admin` and the
 * live site: the dev server never hands the editor a module of its own, so no live-reload client
 * reaches her editor, and a save (a file written in the folder the server watches) never reloads it.
 * Resolves with the project's files it was made from (the packages' left out).
 */
export async function buildEditor(outDir: string): Promise<string[]> {
  const built = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // The editor's files live under /admin/: Sveltia asks for its fonts, image encoders (wasm) and
    // workers by the address this base gives them; at the site's root they would 404, and Sveltia
    // would fall back to a CDN its policy refuses (icons drawn as their names).
    base: ADMIN_BASE,
    plugins: [{ name: 'sveltia-without-cdn-fonts', transform: withoutCdnFonts }, sveltiaInHerWords],
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      // Sveltia is large; it loads on /admin only.
      chunkSizeWarningLimit: 4000,
      rollupOptions: {
        input: join(root, 'src', 'admin', 'editor.ts'),
        output: {
          entryFileNames: 'editor.js',
          chunkFileNames: 'editor-[hash].js',
          assetFileNames: 'editor-[hash][extname]',
          format: 'es',
        },
      },
    },
  })) as Rolldown.RolldownOutput;
  return built.output
    .flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []))
    .filter((id) => isAbsolute(id) && !/[\\/]node_modules[\\/]/.test(id));
}

/** Whether the process `pid` still runs. */
function running(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type DevEditor = {
  /** An editor file by its name (`editor.js`): from the newest complete build, waiting for one under way. */
  file(name: string): Promise<Buffer | undefined>;
  /** A project file changed: built again, into a folder of its own, when the editor is made from it. */
  changed(file: string): void;
  close(): void;
};

/**
 * The editor as the dev server serves it, from `home` (below node_modules, which her folder's watcher
 * skips): this server's folder, `<pid>/`, holds one folder per build, and every file a page asks for
 * comes from the newest build that is complete, never from one being written. A request made during a
 * build waits for it. Older builds stay until the server stops: an editor already open may still ask
 * for a chunk of its own. Left behind by a server that stopped without closing, a folder goes when the
 * next one starts. `build` is `buildEditor`, or a stand-in in tests.
 */
export function devEditor(
  home: string,
  { build = buildEditor, onError }: { build?: typeof buildEditor; onError(error: unknown): void },
): DevEditor {
  mkdirSync(home, { recursive: true });
  for (const entry of readdirSync(home))
    if (!/^\d+$/.test(entry) || !running(Number(entry)))
      rmSync(join(home, entry), { recursive: true, force: true });
  const mine = join(home, String(process.pid));
  rmSync(mine, { recursive: true, force: true });

  /** Complete builds, newest first. */
  const builds: string[] = [];
  const sources = new Set<string>();
  let count = 0;
  let queued = false;
  const buildNext = async () => {
    queued = false;
    const dir = join(mine, String(++count));
    for (const file of await build(dir)) sources.add(file);
    builds.unshift(dir);
  };
  let latest = buildNext();
  latest.catch(onError);

  return {
    async file(name) {
      await latest;
      const dir = builds.find((built) => existsSync(join(built, name)));
      return dir === undefined ? undefined : readFileSync(join(dir, name));
    },
    changed(file) {
      // Until a build has worked, any code of the project may be what mends it.
      const madeFrom = sources.size ? sources.has(file) : /\.(ts|tsx|mjs|js|css)$/.test(file);
      if (!madeFrom || queued) return;
      queued = true;
      latest = latest.catch(() => {}).then(buildNext);
      latest.catch(onError);
    },
    close() {
      rmSync(mine, { recursive: true, force: true });
    },
  };
}
