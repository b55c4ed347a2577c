// The practitioner's web editor at /admin: Decap CMS (https://decapcms.org) and the editor's own script
// (src/admin/editor.ts), which configures Decap from the content rules (src/data/content/schema.ts). Its own
// page, scripts and policy: no visitor page loads any of it (README "Edit the content").
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'sass';
import { build, type Plugin } from 'vite';
import type { Backend } from '../src/admin/config.ts';
import { MOBILE_BREAKPOINT_PX } from '../src/data/constants.ts';
import { sheetReminders } from '../src/data/content/demoValues.ts';
import { type Env, overriddenFields } from '../src/data/linkOverrides.ts';
import { decapDist, decapServerBin, decapServerEnv, ensureAdminInstalled } from './adminPackage.mjs';
import { adminContentSecurityPolicy, LOCAL_BACKEND_URL } from './adminSecurity.mjs';
import { contentDir } from './contentPaths.ts';
import { launchPlaceholders, sheetsInFiles } from './liveGate.ts';

const root = join(import.meta.dirname, '..');

/**
 * What the editor's script is built with: where the production editor saves (the Git host and its
 * sign-in, README "Edit the content") and the local backend `npm run admin` starts.
 */
export function editorSettings(env: NodeJS.ProcessEnv = process.env) {
  const backend: Backend = {
    name: 'github',
    repo: env.CMS_REPO ?? 'proprietaire/cesarienne-sereine',
    branch: env.CMS_BRANCH ?? 'main',
    ...(env.CMS_AUTH_URL && { base_url: env.CMS_AUTH_URL }),
  };
  return { backend, localBackendUrl: LOCAL_BACKEND_URL };
}

/** The editor's page: in French, out of search engines; its script loads Decap. */
export const adminPage = (script: string, { dev = false } = {}) => `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta http-equiv="Content-Security-Policy" content="${adminContentSecurityPolicy({ asHeader: false })}" />
    <title>Modifier le site · Césarienne Sereine</title>
    <link rel="stylesheet" href="/admin/editor.css" />
    ${
      // Vite's client defines the build's values (__EDITOR__) in dev, as for the site's pages.
      dev ? '<script type="module" src="/@vite/client"></script>' : ''
    }<script type="module" src="${script}"></script>
  </head>
  <body></body>
</html>
`;

/** Decap's script files (no source maps): what /admin/ serves beside the page. */
const decapScripts = () => readdirSync(decapDist).filter((file) => /decap-cms\.js$/.test(file));
const editorStyles = join(root, 'src', 'admin', 'editor.css');

/**
 * `@use 'site:constants'` in Sass (the site's stylesheets, vite.config.ts, and the editor's preview): the
 * product constants the stylesheets share with the code, read from src/data/constants.ts, so the
 * breakpoint the machines match is the one the media queries use.
 */
export const siteConstantsImporter = {
  canonicalize: (url: string) => (url === 'site:constants' ? new URL(url) : null),
  load: () => ({ contents: `$breakpoint-md: ${MOBILE_BREAKPOINT_PX}px;`, syntax: 'scss' as const }),
};

/**
 * The article preview's stylesheet (src/admin/preview.scss): the article page's rules and the site's
 * tokens, compiled for /admin/preview.css. The site's own stylesheet is untouched.
 */
export const previewStyles = () =>
  compile(join(root, 'src', 'admin', 'preview.scss'), {
    importers: [siteConstantsImporter],
    style: 'compressed',
  }).css;

/**
 * What « Avant la mise en ligne » lists before the editor has read her sheets: the demo values the
 * build found in them (pipeline/liveGate.ts). Those a deployment variable replaces go without their
 * value: the site does not ship it, nor does the editor's script.
 */
export function launchSettings({ dir = contentDir, env }: { dir?: string; env: Env }) {
  const launch = launchPlaceholders({ dir, env }).map((entry) => ({
    ...entry,
    value: entry.overridden ? '' : entry.value,
  }));
  // What to check without it stopping a live build: demo pictures, the feed's mode.
  return { launch, overridden: overriddenFields(env), reminders: sheetReminders(sheetsInFiles(dir)) };
}

/** Where the running decap-server is kept: on the process, since Vite loads this module again when it restarts. */
const LOCAL_BACKEND = Symbol.for('cesarienne-sereine.localBackend');

/**
 * Starts decap-server once for the whole `npm run admin`: Vite restarts its server (and this plugin)
 * when its config or a module it imports changes, while the backend keeps its port. It stops with the
 * process.
 */
function startLocalBackend() {
  const holder = globalThis as { [LOCAL_BACKEND]?: ChildProcess };
  const running = holder[LOCAL_BACKEND];
  if (running && running.exitCode === null) return;
  ensureAdminInstalled();
  const backend = spawn(decapServerBin, { cwd: root, env: decapServerEnv(), stdio: 'inherit' });
  holder[LOCAL_BACKEND] = backend;
  process.once('exit', () => backend.kill());
}

/**
 * Vite plugin: serves /admin in dev (the editor's script through Vite, like the site's), and writes it
 * into the client build: admin.html, Decap's bundle, the editor's script (built apart from the site's,
 * so that no visitor page shares a chunk with it) and its styles. `env`: the deployment variables set.
 */
export function adminPlugin({ dir = contentDir, env }: { dir?: string; env: Env }): Plugin {
  let outDir = '';
  let isSsrBuild = false;
  // The editor's script is built with the settings of the build it ships with.
  const define = { __EDITOR__: JSON.stringify({ ...editorSettings(), ...launchSettings({ dir, env }) }) };
  return {
    name: 'admin',
    configResolved(config) {
      outDir = config.build.outDir;
      isSsrBuild = Boolean(config.build.ssr);
    },
    config: () => ({ define }),
    configureServer(server) {
      // `npm run admin` (mode `admin`): beside the site, the editor's local backend (decap-server), which
      // saves what she publishes at /admin straight into src/data/content/.
      if (server.config.mode === 'admin') {
        startLocalBackend();
        server.httpServer?.once('listening', () =>
          console.log('\nL’éditeur du site : http://127.0.0.1:5173/admin (Ctrl+C pour arrêter)\n'),
        );
      }
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (path === '/admin' || path === '/admin/') {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Content-Security-Policy', adminContentSecurityPolicy({ asHeader: true }));
          return res.end(adminPage('/src/admin/editor.ts', { dev: true }));
        }
        if (path === '/admin/editor.css' || path === '/admin/preview.css') {
          res.setHeader('Content-Type', 'text/css; charset=utf-8');
          return res.end(path === '/admin/editor.css' ? readFileSync(editorStyles) : previewStyles());
        }
        const script = /^\/admin\/(decap-cms\.js)$/.exec(path)?.[1];
        if (script) {
          ensureAdminInstalled();
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          return res.end(readFileSync(join(decapDist, script)));
        }
        next();
      });
    },
    generateBundle() {
      if (isSsrBuild) return;
      this.emitFile({ type: 'asset', fileName: 'admin.html', source: adminPage('/admin/editor.js') });
      this.emitFile({ type: 'asset', fileName: 'admin/editor.css', source: readFileSync(editorStyles) });
      this.emitFile({ type: 'asset', fileName: 'admin/preview.css', source: previewStyles() });
    },
    async writeBundle() {
      if (isSsrBuild) return;
      ensureAdminInstalled();
      mkdirSync(join(outDir, 'admin'), { recursive: true });
      for (const file of decapScripts()) copyFileSync(join(decapDist, file), join(outDir, 'admin', file));
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        define,
        build: {
          outDir: join(outDir, 'admin'),
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          rollupOptions: {
            input: join(root, 'src', 'admin', 'editor.ts'),
            output: { entryFileNames: 'editor.js', format: 'es', codeSplitting: false },
          },
        },
      });
      if (!existsSync(join(outDir, 'admin', 'editor.js')))
        throw new Error('the editor’s script was not built');
    },
  };
}
