/**
 * Byte budgets: sizes are deterministic, times are not. A page's first JavaScript is what
 * pipeline/site/loadAfterFirstPaint.mjs loads once it is painted (its entry and module preloads, each file
 * once): React, TanStack Router, the site's shell and the page's own code; XState and the machines load
 * after hydration (src/routes/-useDeferredActor.ts), except the contact form's. It goes out as the
 * brotli copies the build writes (pipeline/site/precompress.mjs), which nginx and `vite preview` send; a
 * server that only gzips sends the gzip copies. (Netlify, Cloudflare Pages and Vercel compress on their own.)
 *
 * THE ONE TABLE, in bytes, read by this folder's budgets.check.ts and by e2e/real-server.spec.ts (the home
 * page's scripts weighed as nginx sends them). Budgets only go down: each is the page's size when it was last lowered
 * (issue 39), rounded up to the next 100 bytes. Raising one needs a line in README.md ("Byte budgets")
 * saying why; lower it when a change makes the page lighter.
 */
export const firstJsBudgets: Record<string, { brotli: number; gzip: number }> = {
  'index.html': { brotli: 105_600, gzip: 119_600 },
  'services.html': { brotli: 115_400, gzip: 130_500 },
  'contact.html': { brotli: 126_300, gzip: 142_500 },
  'articles.html': { brotli: 103_400, gzip: 117_100 },
  // Every article's page: they share their scripts (each article's text is a chunk loaded before hydrating).
  'articles/*.html': { brotli: 104_300, gzip: 118_300 },
  'mentions-legales.html': { brotli: 107_700, gzip: 122_100 },
  'confidentialite.html': { brotli: 108_200, gzip: 122_700 },
  'conditions-de-vente.html': { brotli: 107_700, gzip: 122_100 },
  '404.html': { brotli: 95_700, gzip: 108_700 },
};
