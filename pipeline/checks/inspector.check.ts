import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../site/distDir.mjs';
import { assetFiles, clientDir, readText } from './buildOutput';

/**
 * `npm run dev:inspect` connects the machines to the Stately inspector (src/main.tsx,
 * src/routes/-inspect.ts); a production build must carry none of it: not the package, not the
 * browser inspector, not the site it talks to, not the hook the actors report to.
 */
const traces = ['@statelyai/inspect', 'createBrowserInspector', 'stately.ai', '__statelyInspect'];

describe('no Stately inspector in the production build', () => {
  const scripts = assetFiles().filter((file) => file.endsWith('.js'));
  const pages = readdirSync(clientDir).filter((file) => file.endsWith('.html'));

  it('looks where the inspector would be: the client scripts and the prerendered pages', () => {
    expect(scripts.length).toBeGreaterThan(0);
    expect(pages).toContain('index.html');
    // The traces are real: development does use them.
    const entry = readFileSync(join(projectRoot, 'src/main.tsx'), 'utf8');
    for (const trace of ['@statelyai/inspect', 'createBrowserInspector', '__statelyInspect']) {
      expect(entry).toContain(trace);
    }
  });

  it.each(traces)('no script or page contains %s', (trace) => {
    const files = [...scripts.map((file) => `assets/${file}`), ...pages];
    expect(files.filter((file) => readText(file).includes(trace))).toEqual([]);
  });
});
