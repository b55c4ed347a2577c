// The practitioner's web editor at /admin: Sveltia CMS (https://sveltiacms.app), bundled from
// node_modules with the editor's own script (src/admin/editor.ts), which configures it from the content
// rules (src/content/schema.ts). Its own pages, scripts and policy: no visitor page loads any of it
// (README "Edit the content"). Locally nothing but the site's dev server runs: Sveltia works on her
// project's folder in the browser (File System Access API); live, it saves to GitHub.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { extname, join } from 'node:path';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import { ARTICLES_FOLDER } from '../../src/content/article.ts';
import { sheetReminders } from '../../src/content/demoValues.ts';
import type { Backend, EditorSettings } from '../../src/content/editorSettings.ts';
import { LAUNCH_PAGE, launchListHtml } from '../../src/content/launchChecklist.ts';
import { type Env, overriddenFields } from '../../src/content/linkOverrides.ts';
import { contentDir } from '../content/contentPaths.ts';
import { launchPlaceholders, sheetsInFiles } from '../content/liveGate.ts';
import { serviceTitlesAt } from '../content/serviceTitles.ts';
import { orStop, stop } from '../content/stop.ts';
import { adminContentSecurityPolicy } from './adminSecurity.mjs';
import { buildEditor, type DevEditor, devEditor } from './editorBuild.ts';
import { editorRepository } from './editorRepository.ts';

const root = join(import.meta.dirname, '..', '..');
const editorStyles = join(root, 'src', 'admin', 'editor.css');

/**
 * Where « Publier » saves on the live site: her GitHub repository and branch, as the host tells the build
 * (pipeline/editor/editorRepository.ts). Unknown, it is the demo one, which every build warns about and a live
 * build refuses (pipeline/content/liveGate.ts).
 */
export function editorBackend(env: NodeJS.ProcessEnv = process.env): Backend {
  const repository = editorRepository(env);
  return {
    name: 'github',
    repo: repository?.repo ?? 'proprietaire/cesarienne-sereine',
    branch: repository?.branch ?? 'main',
    ...(env.CMS_AUTH_URL && { base_url: env.CMS_AUTH_URL }),
  };
}

/** Her articles' files and their own addresses, as on disk now. */
function knownArticles(dir: string) {
  const folder = join(dir, ARTICLES_FOLDER);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const head = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(folder, file), 'utf8'))?.[1] ?? '';
      const { slug, title } = (parse(head) as { slug?: unknown; title?: unknown } | null) ?? {};
      return {
        file,
        ...(typeof slug === 'string' && slug && { slug }),
        ...(typeof title === 'string' && { title }),
      };
    });
}

/**
 * What the editor's page carries, read from the files when the page is made (each request in dev, the
 * build for the live site): where it saves, the demo values left (those a deployment variable replaces
 * go without their value: the site does not ship it), her articles and her services' names.
 */
export function editorSettings({ dir = contentDir, env }: { dir?: string; env: Env }): EditorSettings {
  const titles = serviceTitlesAt(dir);
  const launch = launchPlaceholders({ dir, env, titles }).map((entry) => ({
    ...entry,
    value: entry.overridden ? '' : entry.value,
  }));
  return {
    backend: editorBackend(),
    ...(!editorRepository() && { repositoryUnknown: true }),
    launch,
    overridden: overriddenFields(env),
    articles: knownArticles(dir),
    // Her services' titles (services.yml now): the sheets' group headings, an article's « Prestation liée ».
    serviceTitles: titles,
  };
}

const head = (title: string) => `<meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta http-equiv="Content-Security-Policy" content="${adminContentSecurityPolicy({ asHeader: false })}" />
    <title>${title}</title>
    <link rel="stylesheet" href="/admin/editor.css" />`;

/** JSON inside a script element: no `</script>` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The editor's page: in French, out of search engines; its settings as data, its script (`buildEditor`).
 * Until the editor draws its screens (its script is several megabytes: seconds online, on a phone) the
 * page says it is opening; src/admin/editor.css hides the words once the editor has put anything there.
 * Should its script never come (a connection lost on the way), the same stylesheet shows, after a while,
 * what to do: no script of ours can say it when scripts are what did not arrive.
 */
export const adminPage = (settings: EditorSettings) => `<!doctype html>
<html lang="fr">
  <head>
    ${head('Modifier le site · Césarienne Sereine')}
    <script type="application/json" id="editor-settings">${scriptJson(settings)}</script>
    <script type="module" src="/admin/editor.js"></script>
  </head>
  <body>
    <div class="editor-opening" role="status">
      <p>Ouverture de l’éditeur… Sur une connexion lente, cela peut prendre quelques secondes.</p>
      <p class="editor-slow">L’éditeur ne s’est pas ouvert : la connexion a sans doute été coupée. Vérifiez-la, puis <a href="/admin/">rechargez la page</a>.</p>
    </div>
  </body>
</html>
`;

/**
 * « Avant la mise en ligne », a page of its own beside the editor: the demo values to replace, then what
 * to check without it stopping a live build (demo pictures, the feed's mode), from the files as they are.
 */
export const launchPage = (
  settings: EditorSettings,
  dir = contentDir,
  { atLastPublication = false } = {},
) => `<!doctype html>
<html lang="fr">
  <head>
    ${head('Avant la mise en ligne · Césarienne Sereine')}
  </head>
  <body>
    <main class="launch-page">
      <p><a href="/admin/">← Retour à l’éditeur</a></p>
      <h1>Avant la mise en ligne</h1>
      ${launchListHtml(settings.launch, sheetReminders(sheetsInFiles(dir, settings.serviceTitles), settings.serviceTitles), { repositoryUnknown: settings.repositoryUnknown, atLastPublication })}
    </main>
  </body>
</html>
`;

/** Whether something already listens on this loopback port. */
const portTaken = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });

/**
 * The port this process's `npm run admin` listens on. Vite restarts itself when `.env` or its config
 * changes: it loads the config (this module with it) anew and runs its hooks while the server it replaces
 * still holds the port, which is then no other program's. Kept on the process, which outlives the module.
 */
const LISTENING = Symbol.for('cesarienne-sereine.admin-port');
const thisProcess = globalThis as { [LISTENING]?: number };

/** The address `npm run admin` serves on: loopback only. */
export const ADMIN_HOST = '127.0.0.1';
const DEFAULT_ADMIN_PORT = 5173;

/**
 * The port `npm run admin` serves on: ADMIN_PORT, else 5173; or, when ADMIN_PORT is no port, the one
 * French sentence that says so (never Node's English « options.port should be… » and its stack).
 */
export function adminPort(value = process.env.ADMIN_PORT): { port: number } | { refusal: string } {
  if (value === undefined || value.trim() === '') return { port: DEFAULT_ADMIN_PORT };
  const port = Number(value);
  if (/^\d+$/.test(value.trim()) && port >= 1 && port <= 65535) return { port };
  return {
    refusal: `ADMIN_PORT vaut «\u00a0${value}\u00a0», qui n’est pas un port de cet ordinateur\u00a0: donnez un nombre entier de 1 à 65535 (par exemple ${DEFAULT_ADMIN_PORT}), ou retirez la variable pour garder ${DEFAULT_ADMIN_PORT}.`,
  };
}

/** Where the dev server keeps the editors it built, out of her folder's files (the watcher skips node_modules). */
const devEditorHome = join(root, 'node_modules', '.cache', 'admin-editor');

/** The editor's files by their endings, as a host types them. */
const editorFileTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * Vite plugin: serves /admin in dev and writes it into the client build: admin.html, the checklist's
 * page, the editor's script with Sveltia bundled in (`buildEditor`, the same build in both) and its styles.
 */
export function adminPlugin({ dir = contentDir, env }: { dir?: string; env: Env }): Plugin {
  let outDir = '';
  let isSsrBuild = false;
  return {
    name: 'admin',
    async config(_config, { mode, command }) {
      // Sveltia ships as one ES module with its own chunks: served as it is, never re-bundled by the
      // dev server's optimizer, whose rebundling (when a site page first loads) would break the editor open.
      const optimizeDeps = { exclude: ['@sveltia/cms'] };
      // A CMS_REPO or CMS_BRANCH that names no repository or branch stops dev and build at once.
      orStop(() => editorRepository());
      if (mode !== 'admin' || command !== 'serve') return { optimizeDeps };
      // `npm run admin`: the dev server alone, on loopback, on its port or not at all (never on another
      // port, where the banner would lie), answering only pages of its own origin.
      const chosen = adminPort();
      if ('refusal' in chosen) {
        stop(chosen.refusal);
      }
      if (thisProcess[LISTENING] !== chosen.port && (await portTaken(chosen.port, ADMIN_HOST))) {
        console.error(
          `\nLe port ${chosen.port} de cet ordinateur est déjà pris (un autre «\u00a0npm run admin\u00a0» ou un autre programme)\u00a0: fermez-le, puis relancez «\u00a0npm run admin\u00a0».\n`,
        );
        process.exit(1);
      }
      return {
        optimizeDeps,
        server: {
          host: ADMIN_HOST,
          port: chosen.port,
          strictPort: true,
          // No CORS answer at all: a page on another port cannot read a file the server serves.
          cors: false,
          allowedHosts: [],
        },
      };
    },
    configResolved(config) {
      outDir = config.build.outDir;
      isSsrBuild = Boolean(config.build.ssr);
    },
    configureServer(server) {
      // Built when first asked for, or at once for `npm run admin`, whose first page is the editor; built
      // again, beside the one served, when a developer changes its code (pipeline/editor/editorBuild.ts).
      let built: DevEditor | undefined;
      const editor = () => {
        built ??= devEditor(devEditorHome, {
          onError: (error) => server.config.logger.error(String(error), { error: error as Error }),
        });
        return built;
      };
      for (const event of ['add', 'change']) server.watcher.on(event, (file: string) => built?.changed(file));
      server.httpServer?.once('close', () => built?.close());
      if (server.config.mode === 'admin') {
        editor();
        server.httpServer?.once('listening', () => {
          const address = server.httpServer?.address();
          const where =
            address && typeof address === 'object' ? `http://${address.address}:${address.port}` : '';
          if (address && typeof address === 'object') thisProcess[LISTENING] = address.port;
          console.log(`\nL’éditeur du site : ${where}/admin (Ctrl+C pour arrêter)\n`);
        });
      }
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const send = (type: string, body: string | Buffer, policy = true) => {
          res.setHeader('Content-Type', type);
          if (policy)
            res.setHeader('Content-Security-Policy', adminContentSecurityPolicy({ asHeader: true }));
          res.end(body);
        };
        if (path === '/admin' || path === '/admin/')
          return send('text/html; charset=utf-8', adminPage(editorSettings({ dir, env })));
        const editorFile = /^\/admin\/(editor(?:-[\w-]+)?\.\w+)$/.exec(path)?.[1];
        const type = editorFile && editorFileTypes[extname(editorFile)];
        if (editorFile && type && editorFile !== 'editor.css')
          return void editor()
            .file(editorFile)
            .then((body) => (body ? send(type, body, false) : next()), next);
        if (path === `${LAUNCH_PAGE}`)
          return send('text/html; charset=utf-8', launchPage(editorSettings({ dir, env }), dir));
        if (path === '/admin/editor.css')
          return send('text/css; charset=utf-8', readFileSync(editorStyles), false);
        next();
      });
    },
    generateBundle() {
      if (isSsrBuild) return;
      const settings = editorSettings({ dir, env });
      this.emitFile({
        type: 'asset',
        fileName: 'admin.html',
        source: adminPage(settings),
      });
      this.emitFile({
        type: 'asset',
        fileName: `${LAUNCH_PAGE.slice(1)}`,
        // The host's copy: her sheets as this build read them, which she may have changed since.
        source: launchPage(settings, dir, { atLastPublication: true }),
      });
      this.emitFile({ type: 'asset', fileName: 'admin/editor.css', source: readFileSync(editorStyles) });
    },
    async writeBundle() {
      if (isSsrBuild) return;
      mkdirSync(join(outDir, 'admin'), { recursive: true });
      await buildEditor(join(outDir, 'admin'));
    },
  };
}
