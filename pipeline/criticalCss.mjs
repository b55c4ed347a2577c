// Each prerendered page carries the CSS its own elements need, inline, so that nothing but the HTML
// stands between the request and the first paint (issue 48). Beasties picks the rules; the whole
// stylesheet then loads without blocking the paint, for the states and the pages the inline part
// does not cover.
import { readFileSync, writeFileSync } from 'node:fs';
import Beasties from 'beasties';
import postcss from 'postcss';

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
 * The stylesheet's @font-face rules. Beasties keeps a face only when a `font-family` declaration
 * names it, and the site names its families through custom properties (`var(--font-body)`), which it
 * does not read: without them the first paint would use other faces than the stylesheet's, and the
 * text would move when it arrives. So every face goes inline: the web fonts with the metric-matched
 * fallbacks that keep the swap still (src/ui/styles/global.scss).
 * @param {string} css
 */
function fontFaces(css) {
  /** @type {string[]} */
  const faces = [];
  postcss.parse(css).walkAtRules('font-face', (rule) => {
    faces.push(
      rule
        .toString()
        .replace(/\s*\n\s*/g, '')
        .replace(/;}$/, '}'),
    );
  });
  return faces.join('');
}

/**
 * How the rest of the stylesheet loads: `media-script`. The link stays a parser-inserted stylesheet
 * with `media="print"`, which the browser fetches without blocking the paint, and one inline script at
 * the end of the body sets it back to `all`. The page's Content-Security-Policy allows that script by
 * its hash, as it does the page's other inline scripts (pipeline/security.mjs); the other ways to load
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
 * prerendered, then `finish` once, when every page carries its faces inline. The stylesheets the
 * pages link are read once, and only those are rewritten.
 * @param {string} clientDir the folder the pages are served from, where their stylesheet is
 */
export function criticalCssFor(clientDir) {
  const beasties = new Beasties({ ...options, path: clientDir, publicPath: '/' });
  /** Each linked stylesheet's @font-face rules, as its pages declare them inline. @type {Map<string, string>} */
  const facesBySheet = new Map();

  return {
    /**
     * The page with its critical CSS inline (one <style> before its stylesheet's link) and its
     * stylesheet loading without blocking. Beasties decides on the rules and writes the loader; its
     * answer is then spliced into the page as React wrote it, since beasties serialises the whole
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
      return html
        .replace(tag, `<style>${faces}${critical}</style>${deferred}<noscript>${tag}</noscript>`)
        .replace(/<\/body>/, `<script>${loader}</script></body>`);
    },

    /**
     * Once every page carries the faces inline: the stylesheets without them. A stylesheet that
     * declares faces again when it arrives changes the document's fonts, and the browser lays out all
     * its text anew (a trace at 4x CPU: 90 ms of style and 50 ms of layout, after the first paint);
     * without them, its arrival adds rules and changes nothing already drawn. A page without scripts
     * reads its faces inline as well.
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

/** The inline CSS of a built page (its one <style>), as the checks weigh it. @param {string} html */
export function inlineCss(html) {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('');
}
