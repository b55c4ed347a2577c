// Writes a static HTML file for every route from the SSR build (see README, "How pages are built").
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { criticalCssFor } from './criticalCss.mjs';
import { distDir as buildDir, importServerEntry, importSiteFace } from './distDir.mjs';
import { hostPath, writeHostFiles } from './hostFiles.mjs';
import { inlineScript } from './inlineScript.mjs';
import { loadAfterFirstPaint } from './loadAfterFirstPaint.mjs';
import { precompress } from './precompress.mjs';
import { contentSecurityPolicy, hostRules, inlineScriptHashes, withPolicyMeta } from './security.mjs';
import { vendorChunks } from './vendorChunks.mjs';

const distDir = buildDir();
const clientDir = join(distDir, 'client');
/** @typedef {import('vite').ManifestChunk} ManifestChunk */
/** @typedef {import('@tanstack/react-router').Manifest} RouterManifest */
/** @typedef {RouterManifest['routes'][string]} RouterManifestRoute */

/** @type {import('vite').Manifest} */
const viteManifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));

/**
 * A chunk's file and, recursively, the files it imports (for modulepreload).
 * @param {string} key
 * @param {Set<string>} [seen]
 * @returns {Set<string>}
 */
function chunkFiles(key, seen = new Set()) {
  const chunk = viteManifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, seen);
  return seen;
}

/**
 * The vendor chunks (pipeline/site/vendorChunks.mjs: React, the router) the entry imports, each after the chunks it
 * imports itself: the order in which they can be evaluated one by one.
 * @param {string} key
 * @returns {string[]}
 */
function vendorChunksInOrder(key) {
  /** @type {Set<string | undefined>} */
  const vendorNames = new Set(vendorChunks.map((chunk) => chunk.name));
  /** @type {string[]} */
  const ordered = [];
  /** @param {string} chunkKey */
  const visit = (chunkKey) => {
    const chunk = viteManifest[chunkKey];
    if (!chunk || ordered.includes(chunk.file)) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    if (vendorNames.has(chunk.name) && !chunk.isEntry) ordered.push(chunk.file);
  };
  for (const imported of /** @type {ManifestChunk} */ (viteManifest[key]).imports ?? []) visit(imported);
  return ordered;
}

/**
 * Route id (`/`, `/services`…) of a code-split route chunk's manifest key, if it is one.
 * @param {string} key
 * @returns {string | undefined}
 */
function routeIdOf(key) {
  const match = /^src\/routes\/(.+)\.tsx\?tsr-split/.exec(key);
  if (!match) return undefined;
  // Flat file names: `articles.$slug` is the route `/articles/$slug`, `articles.index` is `/articles/`.
  return `/${(match[1] ?? '').replace(/\./g, '/').replace(/(^|\/)index$/, '$1')}`;
}

/** The loader's text in each page. */
const loaderScript = inlineScript(
  'pipeline/site/loadAfterFirstPaint.mjs',
  loadAfterFirstPaint,
  'document.currentScript.dataset',
);

/**
 * The inline script that loads the takeover's files after the first paint: the page's one loader.
 * @param {string[]} preloads
 * @param {string} entry
 * @param {string[]} first
 * @returns {NonNullable<RouterManifestRoute['scripts']>[number]}
 */
const afterFirstPaint = (preloads, entry, first) => ({
  attrs: {
    'data-preloads': JSON.stringify(preloads),
    'data-first': JSON.stringify(first),
    'data-entry': entry,
  },
  children: loaderScript,
});

/**
 * A route's own chunks, as data the loader reads (a JSON script runs nothing, so the policy needs no
 * hash for it, and the router inserts nothing for it on a later navigation).
 * @param {string[]} files
 * @returns {NonNullable<RouterManifestRoute['scripts']>[number]}
 */
const routeChunks = (files) => ({
  attrs: { type: 'application/json', 'data-route-chunks': '' },
  children: JSON.stringify(files),
});

const entryKey = 'src/main.tsx';
const entry = /** @type {ManifestChunk} */ (viteManifest[entryKey]);
const entryFiles = chunkFiles(entryKey);
/** @type {RouterManifest['routes']} */
const routes = {
  __root__: {
    // With `cssCodeSplit: false` Vite lists the one stylesheet as `style.css`.
    css: [...(entry.css ?? []), viteManifest['style.css']?.file]
      .filter(Boolean)
      .map((file) => ({ href: `/${file}` })),
    scripts: [
      afterFirstPaint(
        [...entryFiles].filter((file) => file !== entry.file).map((file) => `/${file}`),
        `/${entry.file}`,
        vendorChunksInOrder(entryKey).map((file) => `/${file}`),
      ),
    ],
  },
};
/** @type {Record<string, string[]>} */
const routeFiles = {};
for (const key of Object.keys(viteManifest)) {
  const routeId = routeIdOf(key);
  if (!routeId) continue;
  const files = [...chunkFiles(key)].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
  routeFiles[routeId] = [...(routeFiles[routeId] ?? []), ...files];
}
for (const [routeId, files] of Object.entries(routeFiles)) {
  routes[routeId] = { scripts: [routeChunks(files)] };
}
const routerManifest = { routes };

// The server entry renders the pages; all else the prerender reads of the site is its face (src/server/siteFace.ts).
const { render } = await importServerEntry(distDir);
const {
  articlesFeedPath,
  articlesFeedXml,
  demoValuesInSheets,
  feedFrameScript,
  launchReport,
  liveBuild,
  pagesToPrerender: pages,
  shippedPlaceholders,
  siteUrl,
  structuredDataFor,
  thirdPartyOrigins,
} = await importSiteFace(distDir);

/**
 * Adds the page's JSON-LD at the end of its head (`<` escaped so the data cannot close the tag).
 * @param {string} html
 * @param {object | undefined} data
 * @returns {string}
 */
function withStructuredData(html, data) {
  if (!data) return html;
  // Without the word joiners that keep hyphenated words whole on screen (src/data/text.ts).
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replaceAll('\u2060', '');
  return html.replace('</head>', `<script type="application/ld+json">${json}</script></head>`);
}

// Every address goes into the host files: refuse a wrong one before any page is written.
for (const page of pages) hostPath(page.path);

/** @type {Set<string>} */
const allScriptHashes = new Set();
const criticalCss = criticalCssFor(clientDir);
for (const page of pages) {
  const response = await render(page.path, routerManifest);
  const expected = 'status' in page ? page.status : 200;
  if (response.status !== expected) {
    throw new Error(`Prerender of ${page.path} answered ${response.status}, expected ${expected}`);
  }
  // The CSS of the page's own elements inline, the stylesheet after the paint (pipeline/site/criticalCss.mjs),
  // before the hashes: the stylesheet's loader is one of the page's inline scripts.
  const rendered = await criticalCss.inline(
    withStructuredData(await response.text(), structuredDataFor(page.path)),
  );
  // The page's inline scripts, and the feed frame's, which the frame runs under the page's policy.
  const scriptHashes = [
    ...inlineScriptHashes(rendered),
    ...inlineScriptHashes(`<script>${feedFrameScript}</script>`),
  ];
  for (const hash of scriptHashes) allScriptHashes.add(hash);
  const policy = contentSecurityPolicy({ ...thirdPartyOrigins, scriptHashes, asHeader: false });
  const html = `<!DOCTYPE html>${withPolicyMeta(rendered.replace(/^<!DOCTYPE html>/i, ''), policy)}`;
  const target = join(clientDir, page.file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html);
  console.log(`prerendered ${page.path} → ${target} (${(html.length / 1024).toFixed(1)} kB)`);
}

// Every page declares its fonts inline: the stylesheet that arrives after the paint no longer does.
criticalCss.finish();

// Search engines: robots.txt pointing to the sitemap (written with the host files, below).
const publicPages = pages.filter(
  /** @returns {page is import('../../src/server/siteFace.ts').SitePage & { lastmod?: string }} */ (page) =>
    !('status' in page),
);
writeFileSync(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
console.log('wrote robots.txt');

// The articles' Atom feed, named in the list's head (src/routes/-articleHead.ts).
mkdirSync(dirname(join(clientDir, articlesFeedPath)), { recursive: true });
writeFileSync(join(clientDir, articlesFeedPath), articlesFeedXml().replaceAll('\u2060', ''));
console.log(`wrote ${articlesFeedPath}`);

// The same policy (every page's inline scripts) as real headers, and the pages' redirects, for each kind
// of host from one list of rules: `_headers` and `_redirects` (Netlify, Cloudflare Pages) beside the
// pages; an nginx server block and a vercel.json beside the served folder, not in it.
const headerPolicy = contentSecurityPolicy({
  ...thirdPartyOrigins,
  scriptHashes: [...allScriptHashes],
  asHeader: true,
});
const rules = hostRules({
  policy: headerPolicy,
  pagePaths: publicPages.map((page) => page.path),
  feedPaths: [articlesFeedPath],
  // The sitemap is written with the host files, below; it has its rule all the same.
  publicEntries: [
    ...readdirSync(clientDir, { withFileTypes: true })
      .filter((entry) => entry.name !== 'sitemap.xml')
      .map((entry) => ({ name: entry.name, isDirectory: entry.isDirectory() })),
    { name: 'sitemap.xml', isDirectory: false },
  ].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
});
const written = writeHostFiles(distDir, { rules, siteUrl, sitemapPages: publicPages });
console.log(`wrote ${written.join(', ')} in ${distDir} (sitemap: ${publicPages.length} pages)`);

// What ships still carries demo values (addresses, access key, widget id…): say so, loudly, field by
// field; a live build (pipeline/content/liveGate.ts stopped it on her sheets) stops on any left in the code.
const shipped = [
  ...pages.map((page) => page.file),
  'admin/editor.js',
  // The editor's page carries its settings, the Git repository among them.
  'admin.html',
  ...readdirSync(join(clientDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`),
].map((name) => ({ name, text: readFileSync(join(clientDir, name), 'utf8') }));
const inShipped = shippedPlaceholders(shipped);
const demoLines = launchReport(demoValuesInSheets(), inShipped);
const live = liveBuild(process.env);
if (live && inShipped.some((entry) => !entry.editorOnly)) {
  console.error(
    `Mise en ligne refusée (${live}) : les fichiers construits contiennent encore :\n${demoLines.join('\n')}`,
  );
  process.exit(1);
}
if (demoLines.length > 0) {
  const rule = '!'.repeat(78);
  console.warn(
    [
      '',
      rule,
      `!! ATTENTION : ce site contient encore des valeurs de démonstration (${demoLines.length}).`,
      '!! Remplacez-les avant la mise en ligne, dans l’éditeur (/admin, « Avant la mise en ligne ») :',
      ...demoLines.map((line) => `!!${line}`),
      rule,
      '',
    ].join('\n'),
  );
}

// Last, once every file is written: their brotli and gzip copies, for hosts that serve them as they are.
console.log(`wrote brotli and gzip copies of ${await precompress(clientDir)} files`);
