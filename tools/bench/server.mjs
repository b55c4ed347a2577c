// Shared by the benchmarks: builds the site (and, with a baseline commit, that commit beside it) into
// folders of their own and serves each on 127.0.0.1, so that one run measures both on one machine.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  distDir as buildDir,
  importServerEntry,
  importSiteFace,
  siteFacePath,
} from '../../pipeline/site/distDir.mjs';

/**
 * A built site served for a benchmark: its label (`current`, or the baseline's short commit), its
 * address, its public routes (src/data/pages.ts as that build lists them) and third-party origins.
 * @typedef {{ label: string, base: string, distDir: string, routes: string[],
 *   thirdPartyOrigins: { feedOrigin: string }, stop: () => void }} BenchSite
 */

/**
 * Builds the checkout in `cwd` with its own `npm run build` (unless `--no-build`), into `distDir`,
 * starts its `vite preview` on `port` and resolves once it answers.
 * @param {{ port: number, cwd?: string, distDir?: string, label?: string }} options
 * @returns {Promise<BenchSite>}
 */
export async function buildAndServe({
  port,
  cwd = process.cwd(),
  distDir = buildDir({ DIST_DIR: process.env.DIST_DIR || 'dist-bench' }),
  label = 'current',
}) {
  const env = { ...process.env, DIST_DIR: distDir, PREVIEW_PORT: String(port) };
  if (!process.argv.includes('--no-build')) {
    console.log(`bench: building ${label} (${cwd}) into ${distDir}`);
    const build = spawnSync('npm', ['run', 'build'], { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) {
      console.error(`bench: the build of ${label} failed`);
      process.exit(build.status ?? 1);
    }
  }
  const preview = spawn('npx', ['vite', 'preview'], { cwd, env, stdio: 'ignore', detached: true });
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
    if (tries > 150) throw new Error(`${label}: preview server did not start on ${base}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // The site's face (src/server/siteFace.ts); a baseline built before it had it in its server entry.
  const { pagesToPrerender, thirdPartyOrigins } = existsSync(siteFacePath(distDir))
    ? await importSiteFace(distDir)
    : /** @type {typeof import('../../src/server/siteFace.ts')} */ (
        /** @type {unknown} */ (await importServerEntry(distDir))
      );
  const routes = pagesToPrerender.filter((page) => !('status' in page)).map((page) => page.path);
  return { label, base, distDir, routes, thirdPartyOrigins, stop };
}

/**
 * The baseline commit to measure beside the working tree: `--baseline <commit>` (or
 * `--baseline=<commit>`) on the command line, else BASELINE; none by default.
 */
export function baselineCommit() {
  const argv = process.argv;
  const at = argv.findIndex((arg) => arg === '--baseline' || arg.startsWith('--baseline='));
  const arg = argv[at];
  if (arg) return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[at + 1];
  return process.env.BASELINE || undefined;
}

/**
 * A checkout of `commit` in a temporary folder (a git worktree, kept between runs for the same commit
 * and made again with `git worktree add` when missing), with its dependencies: the working tree's
 * node_modules (the site's, the editor's) when both lockfiles are the same, else its own `npm ci`.
 * @param {string} commit
 */
function baselineCheckout(commit) {
  const git = (/** @type {string[]} */ ...args) => {
    const result = spawnSync('git', args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
    return result.stdout.trim();
  };
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`);
  const dir = join(tmpdir(), `bench-baseline-${sha.slice(0, 12)}`);
  if (!existsSync(join(dir, 'package.json'))) {
    spawnSync('git', ['worktree', 'prune']);
    git('worktree', 'add', '--detach', '--force', dir, sha);
  }
  // The site's packages, and the editor's (src/admin, installed by its build on first use).
  for (const folder of ['.', 'src/admin']) {
    const [ours, theirs] = [folder, join(dir, folder)];
    if (existsSync(join(theirs, 'node_modules')) || !existsSync(join(theirs, 'package-lock.json'))) continue;
    const lock = (/** @type {string} */ at) =>
      existsSync(join(at, 'package-lock.json')) ? readFileSync(join(at, 'package-lock.json'), 'utf8') : null;
    if (existsSync(join(ours, 'node_modules')) && lock(ours) === lock(theirs))
      symlinkSync(resolve(ours, 'node_modules'), join(theirs, 'node_modules'), 'dir');
    else if (folder === '.') {
      console.log(`bench: ${sha.slice(0, 7)} has another lockfile: npm ci in ${dir}`);
      const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
      if (ci.status !== 0) throw new Error(`npm ci failed in ${dir}`);
    }
  }
  return { sha, dir };
}

/**
 * The working tree's build, and the baseline's when one is asked for (see `baselineCommit`), each
 * built and served: the working tree on PREVIEW_PORT (default `port`), the baseline on BASELINE_PORT
 * (default the next port). The baseline builds with its own scripts (an older commit may keep its
 * pipeline elsewhere) into a folder of its own.
 * @param {{ port: number }} options
 * @returns {Promise<BenchSite[]>}
 */
export async function benchSites({ port }) {
  const currentPort = Number(process.env.PREVIEW_PORT ?? port);
  const sites = [await buildAndServe({ port: currentPort })];
  const commit = baselineCommit();
  if (commit) {
    const { sha, dir } = baselineCheckout(commit);
    sites.push(
      await buildAndServe({
        port: Number(process.env.BASELINE_PORT ?? currentPort + 1),
        cwd: dir,
        distDir: join(dir, 'dist-bench'),
        label: sha.slice(0, 7),
      }),
    );
  }
  return sites;
}

/**
 * The middle value of a list that has one.
 * @param {number[]} values
 */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]);
};

/**
 * current ÷ baseline, rounded to two decimals (null when either is missing or the baseline is 0):
 * under 1 is better for a time or a size.
 * @param {number | null | undefined} current @param {number | null | undefined} baseline
 */
export const ratio = (current, baseline) =>
  current == null || baseline == null || baseline === 0 || Number.isNaN(current) || Number.isNaN(baseline)
    ? null
    : Number((current / baseline).toFixed(2));
