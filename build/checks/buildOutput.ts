import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { projectRoot } from '../../src/testing/sourceFiles';

/** The client output of `npm run build` (honours DIST_DIR like the build does). */
export const clientDir = join(projectRoot, process.env.DIST_DIR ?? 'dist', 'client');

if (!existsSync(join(clientDir, 'index.html'))) {
  throw new Error(`No build in ${clientDir}: run \`npm run build\` before \`npm run test:build\`.`);
}

export const readOutput = (file: string) => readFileSync(join(clientDir, file));
export const readText = (file: string) => readFileSync(join(clientDir, file), 'utf8');
/** The built assets, without the compressed copies of them (build/precompress.mjs). */
export const assetFiles = () =>
  readdirSync(join(clientDir, 'assets')).filter((file) => !/\.(br|gz)$/.test(file));

/** A prerendered page parsed as the browser would, without running its scripts. */
export function parsePage(file: string) {
  const html = readText(file);
  const { document } = new JSDOM(html).window;
  const meta = (selector: string) =>
    document.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null;
  return {
    html,
    document,
    title: document.title,
    description: meta('name="description"'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    property: (name: string) => meta(`property="${name}"`),
    name: (name: string) => meta(`name="${name}"`),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ''),
    ),
  };
}
