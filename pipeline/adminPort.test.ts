// @vitest-environment node
// `npm run admin`'s port: ADMIN_PORT or 5173, and a value that is no port refused in one French sentence.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { adminPort } from './admin';

const root = join(import.meta.dirname, '..');

describe('the port of npm run admin', () => {
  it('is 5173 unless ADMIN_PORT names another one', () => {
    expect(adminPort(undefined)).toEqual({ port: 5173 });
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
});
