// Where a build is written and read: DIST_DIR, relative to the project or absolute (inside the project
// or out of it), else dist/. One answer for the build (vite.config.ts, prerender.mjs) and its checks.
import { resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '..');

/**
 * The build's folder, absolute; `suffix` names a build beside it (`dist-200-articles`).
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [suffix]
 */
export const distDir = (env = process.env, suffix = '') =>
  resolve(projectRoot, `${env.DIST_DIR || 'dist'}${suffix}`);
