// The inline script right after every page's list of web fonts, in its head (pipeline/site/criticalCss.mjs
// writes both). @ts-nocheck: its source text is the script (as loadAfterFirstPaint.mjs).

/**
 * Draws the page in its web fonts from its first frame when this browser most likely has them
 * already: a page reloaded or come back to, or opened from another page of the site. They are declared
 * before the first layout with `display: optional` (src/ui/styles/global.scss): a face ready by then (from
 * the cache, a few milliseconds) draws the page; one that is not leaves it in its fallback. Either way
 * no text is laid out in one face and then in another, so nothing moves, whatever the text. On any
 * other visit the page paints in its fallbacks, and the loader fetches the fonts after the scripts and
 * adds them when she goes to another page (pipeline/site/loadAfterFirstPaint.mjs).
 * @param {HTMLScriptElement} list the page's `<script type="application/json" data-web-fonts>`
 * @returns {void}
 */
export function webFontsFromCache(list) {
  if (typeof FontFace !== 'function') return;
  const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (
    performance.getEntriesByType?.('navigation')[0]
  );
  const again = navigation?.type === 'reload' || navigation?.type === 'back_forward';
  const fromSite = document.referrer.startsWith(`${location.origin}/`);
  if (!again && !fromSite) return;
  for (const { family, source, descriptors } of JSON.parse(list.textContent)) {
    const face = new FontFace(family, source, descriptors);
    document.fonts.add(face);
    // One that does not come leaves the text in its fallback.
    face.load().catch(() => {});
  }
}
