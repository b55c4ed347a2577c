import { gzipSync } from 'node:zlib';
import { parsePage, readOutput, readText } from './buildOutput';

/**
 * Byte budgets: sizes are deterministic, times are not. Sizes are gzip, in KiB (1024 bytes).
 * The home page's initial JavaScript (its entry and modulepreloads) is React, TanStack Router and the
 * page's own code: XState and the machines load after hydration (src/routes/-useDeferredActor.ts).
 */
const INITIAL_JS_BUDGET = 110 * 1024;
const CSS_BUDGET = 25 * 1024;

const gzipSize = (file: string) => gzipSync(readOutput(file)).length;
const local = (url: string | null) => (url ?? '').replace(/^\//, '');

const pageFiles = [
  'index.html',
  'services.html',
  'contact.html',
  'mentions-legales.html',
  'confidentialite.html',
  '404.html',
];

describe('byte budgets and loading', () => {
  it('home page: initial JavaScript (entry + modulepreloads) within budget', () => {
    const { document } = parsePage('index.html');
    const scripts = [
      ...[...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')),
      ...[...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
    ].map(local);
    const total = scripts.reduce((sum, file) => sum + gzipSize(file), 0);
    console.info(`home initial JS: ${(total / 1024).toFixed(1)} KiB gzip in ${scripts.length} files`);
    expect(total).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
    // The machines wait for hydration: no file the page starts with carries XState.
    for (const file of scripts) expect(readText(file)).not.toMatch(/xstate\.(init|stop|after)/);
  });

  it('CSS ≤ 25 kB gzip, one stylesheet for every page', () => {
    const sheets = new Set(
      pageFiles.flatMap((file) =>
        [...parsePage(file).document.querySelectorAll('link[rel="stylesheet"]')].map((l) =>
          local(l.getAttribute('href')),
        ),
      ),
    );
    expect(sheets.size).toBe(1);
    const [sheet] = [...sheets];
    const size = gzipSize(sheet!);
    console.info(`CSS: ${(size / 1024).toFixed(1)} KiB gzip`);
    expect(size).toBeLessThanOrEqual(CSS_BUDGET);
    expect(readText(sheet!)).toMatch(/font-display:\s*swap/);
  });

  it.each(pageFiles)('%s: fonts preloaded, nothing render-blocking from another origin', (file) => {
    const { document } = parsePage(file);
    // The content paints first: the hydration script yields the network to the stylesheet and fonts.
    expect(document.querySelector('script[type="module"][src]')?.getAttribute('fetchpriority')).toBe('low');
    const fonts = [...document.querySelectorAll('link[rel="preload"][as="font"]')];
    expect(fonts).toHaveLength(2);
    for (const font of fonts) {
      expect(font.getAttribute('href')).toMatch(/^\/assets\/.+\.woff2$/);
      expect(font.hasAttribute('crossorigin')).toBe(true);
    }
    const blocking = [
      ...[...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')),
      ...[...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')),
    ];
    for (const url of blocking) expect(url).toMatch(/^\/(?!\/)/);
  });
});
