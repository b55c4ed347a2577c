// Each prerendered page carries the CSS its own elements need, inline, so that nothing but the HTML
// stands between the request and the first paint (issue 48). Beasties picks the rules; the whole
// stylesheet then loads without blocking the paint, for the states and the pages the inline part
// does not cover.
import { readFileSync, writeFileSync } from 'node:fs';
import Beasties from 'beasties';
import postcss from 'postcss';
import { inlineScript } from './inlineScript.mjs';
import { webFontsFromCache } from './webFontsFromCache.mjs';

/** The script that declares the web fonts before the first layout when the browser has them already. */
const fromCacheScript = inlineScript(
  'pipeline/site/webFontsFromCache.mjs',
  webFontsFromCache,
  'document.currentScript.previousElementSibling',
);

/**
 * Attribute selectors that name a state the page takes after it is painted: a menu or a detail
 * opened, a form checked before the scripts (`data-invalid`, `data-early-submit`), the compact
 * header, the reveal once hydrated. Beasties keeps a rule only when its selector matches the
 * painted HTML, so a rule for such a state would wait for the whole stylesheet, and a tap at first
 * paint could show an unstyled answer. Through its public `allowRules`, every rule that names a state
 * is kept, on every page: a few hundred bytes more than only those of the page's own elements.
 */
const STATE_ATTRIBUTE = /\[(?:data-[\w-]+|aria-[\w-]+|open|hidden)\b/;

/**
 * A web font as the loader hands it to the browser's `FontFace` (pipeline/site/loadAfterFirstPaint.mjs):
 * its family, its `src`, and its other descriptors (`weight`, `unicodeRange`…).
 * @typedef {{ family: string, source: string, descriptors: Record<string, string> }} WebFont
 */

/** `unicode-range` → `unicodeRange`: a descriptor's name as `FontFace` takes it. @param {string} name */
const descriptorName = (name) =>
  name.replace(/^font-/, '').replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

/**
 * The stylesheet's @font-face rules, in two parts.
 *
 * - `fallbacks`: the metric-matched faces of the system fonts (`local()`), as CSS. Every page declares
 *   them inline, and the first paint draws its text in them. Beasties keeps a face only when a
 *   `font-family` declaration names it, and the site names its families through custom properties
 *   (`var(--font-body)`), which it does not read: so they go inline here, all of them.
 * - `webFonts`: the two cut web fonts, which no page declares in its CSS. A face the first layout finds
 *   declared is fetched there and then, and Chromium paints later for it: 20 to 80 ms on the slow
 *   profile (medians of 8, `/services` and `/mentions-legales`, with and without them). So a page declares
 *   them at once only when the browser most likely has them (pipeline/site/webFontsFromCache.mjs);
 *   otherwise the loader fetches them after the scripts and adds them at her next page
 *   (pipeline/site/loadAfterFirstPaint.mjs). `webFontsCss` declares them for a browser without scripts
 *   (`font-display: optional`: a face late for the first frame leaves that page in its fallback).
 * @param {string} css
 * @returns {{ fallbacks: string, webFonts: WebFont[], webFontsCss: string }}
 */
function fontFaces(css) {
  /** @type {string[]} */
  const fallbacks = [];
  /** @type {string[]} */
  const webFontsCss = [];
  /** @type {WebFont[]} */
  const webFonts = [];
  postcss.parse(css).walkAtRules('font-face', (rule) => {
    const text = rule
      .toString()
      .replace(/\s*\n\s*/g, '')
      .replace(/;}$/, '}');
    /** @type {Record<string, string>} */
    const declarations = {};
    rule.walkDecls((declaration) => {
      declarations[declaration.prop] = declaration.value;
    });
    const { 'font-family': family = '', src: source = '', ...descriptors } = declarations;
    if (!/url\(/.test(source)) {
      fallbacks.push(text);
      return;
    }
    webFontsCss.push(text);
    webFonts.push({
      family: family.replace(/^(['"])(.*)\1$/, '$2'),
      source,
      descriptors: Object.fromEntries(
        Object.entries(descriptors).map(([name, value]) => [descriptorName(name), value]),
      ),
    });
  });
  return { fallbacks: fallbacks.join(''), webFonts, webFontsCss: webFontsCss.join('') };
}

/**
 * How the rest of the stylesheet loads: `media-script`. The link stays a parser-inserted stylesheet
 * with `media="print"`, which the browser fetches without blocking the paint, and one inline script at
 * the end of the body sets it back to `all`. The page's Content-Security-Policy allows that script by
 * its hash, as it does the page's other inline scripts (pipeline/site/security.mjs); the other ways to load
 * a stylesheet without blocking (`media`, `swap`: `onload="…"` attributes) are inline event handlers,
 * which a policy with script hashes and without `'unsafe-hashes'` refuses, so the stylesheet would
 * stay in print. `body` keeps it blocking for what follows it; `js` preloads it at high priority,
 * before the images and fonts the first screen needs. Without scripts, a <noscript> link loads it.
 */
/** @type {import('beasties').Options} */
const options = {
  preload: 'media-script',
  compress: true,
  // Pages hold no inline <style> of their own: only the linked stylesheet is reduced.
  reduceInlineStyles: false,
  // The stylesheet stays whole: every page links the same file.
  pruneSource: false,
  fonts: false,
  keyframes: 'critical',
  // Kept on every page: the rules of a state (above); selectors beasties cannot evaluate on a static
  // page (`:is(…)` and `:has(…)` with states inside, as the contact form's early errors use); and the
  // `:target` highlight, whose target the address picks.
  allowRules: [STATE_ATTRIBUTE, /:(?:is|has)\(/, /:target/],
  logLevel: 'warn',
};

/**
 * The critical CSS of one build's pages, served from `clientDir`: `inline` each page as it is
 * prerendered, then `finish` once, when every page declares its faces. The stylesheets the
 * pages link are read once, and only those are rewritten.
 * @param {string} clientDir the folder the pages are served from, where their stylesheet is
 */
export function criticalCssFor(clientDir) {
  const beasties = new Beasties({ ...options, path: clientDir, publicPath: '/' });
  /** Each linked stylesheet's @font-face rules, as its pages take them. @type {Map<string, ReturnType<typeof fontFaces>>} */
  const facesBySheet = new Map();

  return {
    /**
     * The page with its critical CSS inline (one <style> before its stylesheet's link), its
     * stylesheet loading without blocking, and its web fonts as data for the loader (a JSON
     * `<script data-web-fonts>`, followed by the script that declares them when the browser has them
     * already) and as CSS in its <noscript>. Beasties decides on the rules and
     * writes the stylesheet's loader; its answer is then spliced into the page as React wrote it, since beasties serialises the whole
     * document again (other attribute spellings, a marker on <html>) and hydration reads that markup.
     * @param {string} html a whole prerendered page
     * @returns {Promise<string>}
     */
    async inline(html) {
      const links = [...html.matchAll(/<link rel="stylesheet" href="(\/[^"]+\.css)"[^>]*\/>/g)];
      const [link, ...others] = links;
      if (!link || others.length > 0)
        throw new Error('critical CSS: a page links one stylesheet, and only one');
      const [tag, href = ''] = link;
      const processed = await beasties.process(html);
      const critical = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
      const loader = /<script>([^<]*data-beasties-media[^<]*)<\/script>/.exec(processed)?.[1];
      if (critical === undefined || loader === undefined) {
        throw new Error(`critical CSS: beasties inlined nothing of ${href}`);
      }
      let faces = facesBySheet.get(href);
      if (faces === undefined) {
        faces = fontFaces(await beasties.readFile(`${clientDir}${href}`));
        facesBySheet.set(href, faces);
      }
      const deferred = tag.replace(/\/>$/, ' media="print" data-beasties-media="all"/>');
      const webFonts = `<script type="application/json" data-web-fonts>${JSON.stringify(faces.webFonts)}</script><script>${fromCacheScript}</script>`;
      return html
        .replace(
          tag,
          `<style>${faces.fallbacks}${critical}</style>${deferred}<noscript>${tag}<style>${faces.webFontsCss}</style></noscript>${webFonts}`,
        )
        .replace(/<\/body>/, `<script>${loader}</script></body>`);
    },

    /**
     * Once every page declares its faces (fontFaces, above): the stylesheets without them. A stylesheet that
     * declares faces again when it arrives changes the document's fonts, and the browser lays out all
     * its text anew (a trace at 4x CPU: 90 ms of style and 50 ms of layout, after the first paint);
     * without them, its arrival adds rules and changes nothing already drawn. A page without scripts
     * reads the web fonts from its <noscript>.
     */
    finish() {
      for (const href of facesBySheet.keys()) {
        const file = `${clientDir}${href}`;
        const root = postcss.parse(readFileSync(file, 'utf8'));
        root.walkAtRules('font-face', (rule) => {
          rule.remove();
        });
        writeFileSync(file, root.toString());
      }
      facesBySheet.clear();
    },
  };
}

/**
 * The inline CSS of a built page (its one <style> outside <noscript>), as the checks weigh it.
 * @param {string} html
 */
export function inlineCss(html) {
  return [...html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').matchAll(/<style>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1] ?? '')
    .join('');
}
