// Shared by the benchmarks: builds the site into its own folder and serves it on 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Builds (unless `--no-build`), starts `vite preview` and resolves with its address once it answers,
 * the site's public routes (src/data/pages.ts) and its third-party origins, read from the build.
 * @param {{ port?: number }} [options]
 */
export async function buildAndServe({ port = Number(process.env.PREVIEW_PORT ?? 4310) } = {}) {
  const distDir = process.env.DIST_DIR ?? 'dist-bench';
  const env = { ...process.env, DIST_DIR: distDir, PREVIEW_PORT: String(port) };
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { env, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const preview = spawn('npx', ['vite', 'preview'], { env, stdio: 'ignore', detached: true });
  const stop = () => {
    try {
      process.kill(-(/** @type {number} */ (preview.pid)));
    } catch {}
  };
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {}
    if (tries > 100) throw new Error('preview server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  /** @type {typeof import('../../src/entry-server.tsx')} */
  const { pagesToPrerender, thirdPartyOrigins } = await import(
    pathToFileURL(join(distDir, 'server', 'entry-server.js')).href
  );
  const routes = pagesToPrerender.filter((page) => !('status' in page)).map((page) => page.path);
  return { base, distDir, routes, thirdPartyOrigins, stop };
}

/**
 * The middle value of a list that has one.
 * @param {number[]} values
 */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]);
};
