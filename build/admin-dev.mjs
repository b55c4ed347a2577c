// `npm run admin`: the site in development and, beside it, the editor's local backend (decap-server),
// which saves what is edited at http://127.0.0.1:5173/admin straight into src/data/content/. The
// editor's package (src/admin/) is installed on first use.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { decapServerBin, decapServerEnv, ensureAdminInstalled } from './adminPackage.mjs';

const root = join(import.meta.dirname, '..');
ensureAdminInstalled();

const children = [
  spawn(decapServerBin, { cwd: root, env: decapServerEnv(), stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: root, stdio: 'inherit' }),
];
console.log('\nL’éditeur du site : http://127.0.0.1:5173/admin (Ctrl+C pour arrêter)\n');
const stop = () => {
  for (const child of children) child.kill();
};
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
