// Where a build is written and read: DIST_DIR, relative to the project or absolute (inside the project
// or out of it), else dist/. The one answer for the build (vite.config.ts, prerender.mjs), its checks, the
// bench and the browser tests; with the built server entry and the site's face in it, which each of them
// imports from here.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const projectRoot = resolve(import.meta.dirname, '..', '..');

/**
 * The build's folder, absolute; `suffix` names a build beside it (`dist-200-articles`).
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [suffix]
 */
export const distDir = (env = process.env, suffix = '') =>
  resolve(projectRoot, `${env.DIST_DIR || 'dist'}${suffix}`);

/** The built server entry of the build in `dir` (`vite build --ssr`). @param {string} [dir] */
export const serverEntryPath = (dir = distDir()) => join(dir, 'server', 'entry-server.js');

/**
 * The build's server entry, imported: the prerender renders the pages with it.
 * @param {string} [dir]
 * @returns {Promise<typeof import('../../src/entry-server.tsx')>}
 */
export const importServerEntry = (dir = distDir()) => import(pathToFileURL(serverEntryPath(dir)).href);

/** The site's face for its build, as built beside the server entry (src/server/siteFace.ts). @param {string} [dir] */
export const siteFacePath = (dir = distDir()) => join(dir, 'server', 'siteFace.js');

/**
 * The site's face of the build in `dir`, imported: all the prerender, the checks, the bench and the browser tests
 * read of the product (its pages, feed, origins, launch report…).
 * @param {string} [dir]
 * @returns {Promise<typeof import('../../src/server/siteFace.ts')>}
 */
export const importSiteFace = (dir = distDir()) => import(pathToFileURL(siteFacePath(dir)).href);

/**
 * Vite plugin: the server build writes a `package.json` saying `"type": "module"` beside its entry. Out
 * of the project no package.json above it says so, and Node's loaders (Playwright's among them) read its
 * `.js` files as CommonJS: its `import` lines fail, and the browser tests listed no test.
 * @returns {import('vite').Plugin}
 */
export function serverBuildAsModules() {
  let ssr = false;
  return {
    name: 'server-build-as-modules',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssr) this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "module" }\n' });
    },
  };
}
