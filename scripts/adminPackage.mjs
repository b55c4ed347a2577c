// The editor's own package (admin/: Decap CMS and its local backend, decap-server), kept out of the
// site's dependencies and installed on first use, as the benchmark's is: by the build, which copies
// Decap's script into /admin, and by `npm run admin`, which also starts decap-server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** Decap's built scripts, served at /admin/. */
export const decapDist = join(root, 'admin', 'node_modules', 'decap-cms', 'dist');
/** The local backend that writes the editor's changes into src/data/content/. */
export const decapServerBin = join(root, 'admin', 'node_modules', '.bin', 'decap-server');

/** Installs admin/ from its lockfile unless both are there. */
export function ensureAdminInstalled() {
  if (existsSync(decapDist) && existsSync(decapServerBin)) return;
  const install = spawnSync('npm', ['ci', '--prefix', 'admin', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (install.status !== 0) throw new Error('npm ci --prefix admin failed: the editor cannot be built');
}
