import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { distDir, importSiteFace } from '../site/distDir.mjs';

/** The client output of `npm run build` (honours DIST_DIR like the build does). */
export const clientDir = join(distDir(), 'client');

if (!existsSync(join(clientDir, 'index.html'))) {
  throw new Error(`No build in ${clientDir}: run \`npm run build\` before \`npm run test:build\`.`);
}

/** The built site's face (src/server/siteFace.ts): its pages, their words and its address, as this build has them. */
export const siteFace = await importSiteFace();

export const readOutput = (file: string) => readFileSync(join(clientDir, file));
export const readText = (file: string) => readFileSync(join(clientDir, file), 'utf8');
/** The built assets, without the compressed copies of them (pipeline/site/precompress.mjs). */
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

/** A page's script address as a file of the client folder. */
export const local = (url: string | null) => (url ?? '').replace(/^\//, '');

/**
 * The scripts a page loads once painted (pipeline/site/loadAfterFirstPaint.mjs): the entry its loaders name,
 * the takeover's preloads and the lists of the route's own chunks.
 */
export function scriptsAfterFirstPaint(document: Document) {
  const loaders = [...document.querySelectorAll<HTMLScriptElement>('script[data-entry]')];
  const routeLists = [...document.querySelectorAll('script[data-route-chunks]')];
  return {
    entries: loaders.map((loader) => local(loader.dataset.entry ?? null)),
    preloads: [
      ...loaders.flatMap((loader) => JSON.parse(loader.dataset.preloads ?? '[]') as string[]),
      ...routeLists.flatMap((list) => JSON.parse(list.textContent ?? '[]') as string[]),
    ].map(local),
  };
}

/** What a server sending the build's `.br` (or `.gz`) copies sends for `file`: the file, when it has none. */
export const sentSize = (file: string, suffix: '.br' | '.gz', dir = clientDir) =>
  readFileSync(join(dir, existsSync(join(dir, `${file}${suffix}`)) ? `${file}${suffix}` : file)).length;

/**
 * The gzip bytes of a page's first scripts, each file once; `dir`: the client folder of another build.
 * A page without its one entry script is an error, not 0 bytes.
 */
export function firstScriptBytes(document: Document, dir = clientDir) {
  const { entries, preloads } = scriptsAfterFirstPaint(document);
  if (entries.length !== 1) throw new Error(`${entries.length} entry scripts in the page, expected 1`);
  return [...new Set([...entries, ...preloads])].reduce((sum, file) => sum + sentSize(file, '.gz', dir), 0);
}
