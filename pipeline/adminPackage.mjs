// The editor's own package (src/admin/: Decap CMS and its local backend, decap-server), kept out of the
// site's dependencies and installed on first use, as the benchmark's is: by the build, which copies
// Decap's script into /admin, and by `npm run admin`, which also starts decap-server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_BACKEND_HOST, LOCAL_BACKEND_PORT } from './adminSecurity.mjs';

const root = join(import.meta.dirname, '..');

/** Decap's built scripts, served at /admin/. */
export const decapDist = join(root, 'src', 'admin', 'node_modules', 'decap-cms', 'dist');
/** The local backend that writes the editor's changes into src/data/content/. */
export const decapServerBin = join(root, 'src', 'admin', 'node_modules', '.bin', 'decap-server');

/**
 * Installs src/admin/ from its lockfile unless both are there.
 * @returns {void}
 */
export function ensureAdminInstalled() {
  if (existsSync(decapDist) && existsSync(decapServerBin)) return;
  const install = spawnSync('npm', ['ci', '--prefix', 'src/admin', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (install.status !== 0) throw new Error('npm ci --prefix src/admin failed: the editor cannot be built');
}

/**
 * How decap-server is started, by `npm run admin` and the editor's browser tests: on loopback only
 * (it writes any file of the repository for whoever reaches it), saving into this repository.
 * @returns {NodeJS.ProcessEnv}
 */
export const decapServerEnv = () => ({
  ...process.env,
  PORT: String(LOCAL_BACKEND_PORT),
  BIND_HOST: LOCAL_BACKEND_HOST,
  GIT_REPO_DIRECTORY: root,
  LOG_LEVEL: 'warn',
});
