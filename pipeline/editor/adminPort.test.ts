// @vitest-environment node
// `npm run admin`'s port: ADMIN_PORT or 5173, and a value that is no port refused in one French sentence.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { adminPort } from './admin';

const root = join(import.meta.dirname, '..', '..');

describe('the port of npm run admin', () => {
  it('is 5173 unless ADMIN_PORT names another one', () => {
    // Whatever ADMIN_PORT the shell running the tests sets (a checkout beside another sets its own).
    vi.stubEnv('ADMIN_PORT', undefined);
    expect(adminPort(undefined)).toEqual({ port: 5173 });
    vi.unstubAllEnvs();
    expect(adminPort('')).toEqual({ port: 5173 });
    expect(adminPort('5180')).toEqual({ port: 5180 });
  });

  it.each(['abc', '0', '65536', '51.5', '-1', '5173abc'])('refuses ADMIN_PORT=%s in French', (value) => {
    const chosen = adminPort(value);
    expect(chosen).toEqual({ refusal: expect.stringContaining(`ADMIN_PORT vaut «\u00a0${value}\u00a0»`) });
  });

  it('stops npm run admin with that one sentence, no English, no stack', () => {
    const run = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['--mode', 'admin'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ADMIN_PORT: 'cinq-mille' },
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const said = `${run.stdout}${run.stderr}`.trim().split('\n').filter(Boolean);
    expect(said).toEqual([(adminPort('cinq-mille') as { refusal: string }).refusal]);
  }, 60_000);

  it('keeps serving when Vite restarts itself after an .env change, never « port déjà pris » by itself', async () => {
    // A free port, as she would have one.
    const port = await new Promise<number>((found) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => found(free));
      });
    });
    const admin = spawn(join(root, 'node_modules', '.bin', 'vite'), ['--mode', 'admin'], {
      cwd: root,
      env: { ...process.env, ADMIN_PORT: String(port) },
      detached: true,
    });
    let log = '';
    for (const stream of [admin.stdout, admin.stderr]) stream.on('data', (chunk) => (log += chunk));
    let exited = false;
    admin.on('exit', () => (exited = true));
    // An env file of this mode only: no other dev server of the project restarts with it.
    const envFile = join(root, '.env.admin.local');
    try {
      await expect.poll(() => log, { timeout: 100_000 }).toContain('L’éditeur du site');
      writeFileSync(envFile, '# What Vite reads anew, as after her change to .env\n');
      await expect.poll(() => log, { timeout: 100_000 }).toMatch(/server restarted|déjà pris/);
      expect(log).not.toContain('déjà pris');
      expect(exited).toBe(false);
      expect((await fetch(`http://127.0.0.1:${port}/admin`)).status).toBe(200);
    } finally {
      rmSync(envFile, { force: true });
      if (!exited) process.kill(-admin.pid!);
    }
  }, 240_000);
});
