// The inline script of every page that loads its scripts after the first paint (pipeline/site/prerender.mjs
// writes its source text, minified, into each page, where the Content-Security-Policy holds its hash).
// @ts-nocheck: its source text is the script, so it stays plain JavaScript, and TypeScript cannot type
// its inner `run` from outside (a destructured parameter needs an annotation of its own).
// Its callers still see the JSDoc signature below.

/**
 * Loads a page's scripts once its content is on screen: until the first contentful paint the
 * stylesheet and images have the network to themselves (on a slow phone the ~100 kB of hydration
 * script would otherwise share it with them). It is the page's one inline script of its
 * kind: `data-preloads` (JSON) lists the takeover's module preloads and `data-entry` names the module
 * that hydrates the page. A page shown in the background, or a browser without paint timing, loads
 * them at its first frame instead.
 *
 * The entry's whole import graph would be evaluated in one task (on a slow phone React alone is
 * ~100 ms of it, and a tap meanwhile waits). So the chunks named in `data-first` (JSON: React, then
 * the router) run first, each as a module script of its own, the next one a task later; the entry
 * then finds them evaluated. A chunk that fails to load stops the chain, as the entry would fail.
 *
 * A route's own chunks are data, not another copy of this script: each matched route writes a
 * `<script type="application/json" data-route-chunks>` (their list) after it, which runs nothing. They
 * are preloaded after the takeover's and the fonts, once the page is parsed. Every request is a task
 * of its own.
 *
 * The site's two web fonts are asked for with the scripts, after them: a face the first layout finds
 * declared holds the first paint back, so no page declares them in its CSS (pipeline/site/criticalCss.mjs
 * lists them in a `<script type="application/json" data-web-fonts>`). A face laid over text already
 * drawn in its fallback moves it (a line wraps elsewhere), so each waits, loaded, for her next page:
 * `page:changing`, which the shell sends as the router leaves a page (src/routes/-useShellMachines.ts),
 * adds those that have come, a frame apart. A page that declared them before its first layout
 * (pipeline/site/webFontsFromCache.mjs: the browser has them already) asks for none.
 * @param {{ preloads: string, first: string, entry: string }} dataset the inline script's `data-*`
 * @returns {void}
 */
export function loadAfterFirstPaint({ preloads, first, entry }) {
  let started = false;
  // The web fonts, each a request of its own (a step of `load` below).
  const fontRequests = () => {
    const list = document.querySelector('script[data-web-fonts]');
    if (!list || typeof FontFace !== 'function') return [];
    const fonts = JSON.parse(list.textContent);
    // A face's family as the browser gives it back is quoted (`"Inter Variable"`).
    const declared = new Set([...document.fonts].map((face) => face.family.replace(/^"(.*)"$/, '$1')));
    if (fonts.some(({ family }) => declared.has(family))) return [];
    const ready = [];
    // Each face is added in a task of its own: a face added lays out again the text it draws (on an
    // article at 4x CPU slowdown, both at once took 100 ms), and the next waits for that frame.
    let added = Promise.resolve();
    document.addEventListener('page:changing', () => {
      for (const face of ready.splice(0)) {
        added = added.then(
          () =>
            new Promise((next) => {
              document.fonts.add(face);
              requestAnimationFrame(() => setTimeout(next));
            }),
        );
      }
    });
    return fonts.map(({ family, source, descriptors }) => () => {
      // Added once it has come: `swap` draws it then (under `optional`, a face whose download took more
      // than 100 ms would never draw).
      const face = new FontFace(family, source, { ...descriptors, display: 'swap' });
      // A face that could not come stays out: its text keeps the fallback it was drawn in.
      face.load().then(
        () => ready.push(face),
        () => {},
      );
    });
  };
  const load = () => {
    if (started) return;
    started = true;
    // Every request the page makes now costs the main thread a few milliseconds (in a trace at 4x CPU
    // slowdown: 2 to 11 ms a script or preload, 6 to 16 ms a font) and a page makes up to twenty: all
    // at once, they were one task of 40 to 60 ms right after the first paint, when a visitor is most
    // likely to tap. So they are steps, one per task, in the order they matter.
    const steps = [];
    let current;
    const step = () => {
      current = steps.shift();
      if (!current) return;
      current();
      setTimeout(step);
    };
    const request = (...more) => {
      steps.push(...more);
      if (!current) step();
    };
    const preload = (href) => () => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    };
    const run = ([src, ...rest]) => {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      if (rest.length > 0) script.onload = () => setTimeout(() => run(rest));
      // The page will not hydrate: the inline script of src/routes/-beforeHydration.ts hands a form
      // it holds back to the browser.
      script.onerror = () => document.dispatchEvent(new Event('scripts:failed'));
      document.head.append(script);
    };
    // The takeover's own chunks (React, the router, the site's shell), on its critical path; the chain
    // that runs them; then the fonts.
    request(
      ...JSON.parse(preloads).map(preload),
      () => run([...JSON.parse(first), entry]),
      ...fontRequests(),
    );
    // Then the route's own chunks. Their lists follow this script in the page: read once the parser
    // has passed them.
    const requestRouteChunks = () =>
      request(
        ...[...document.querySelectorAll('script[data-route-chunks]')].flatMap((list) =>
          JSON.parse(list.textContent).map(preload),
        ),
      );
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', requestRouteChunks, { once: true });
    } else requestRouteChunks();
  };
  const atNextFrame = () => requestAnimationFrame(() => setTimeout(load));
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    atNextFrame();
    return;
  }
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) load();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', atNextFrame, { once: true });
}
