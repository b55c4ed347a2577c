/**
 * Byte budgets of what comes before the first paint (issue 48): each page's HTML as sent (brotli and
 * gzip: the one round trip the first paint waits for), the CSS it carries inline (bytes as written, the
 * part of that HTML the first paint needs to style it; pipeline/site/criticalCss.mjs), and each font file
 * (pipeline/media/fontSubset.mjs). Read by this folder's budgets.check.ts; the same rules as firstJsBudgets.ts:
 * budgets only go down, each is the size when it was last lowered rounded up to the next 100 bytes with
 * at least 50 bytes to spare (content-hashed names move a page by up to ±50 B from one build to the next),
 * and raising one needs a line in README.md (« Byte budgets ») saying why.
 */
export const pageBudgets: Record<string, { brotli: number; gzip: number; inlineCss: number }> = {
  'index.html': { brotli: 16_400, gzip: 19_000, inlineCss: 34_800 },
  'services.html': { brotli: 21_100, gzip: 25_200, inlineCss: 45_700 },
  'contact.html': { brotli: 14_200, gzip: 16_400, inlineCss: 30_900 },
  'articles.html': { brotli: 11_700, gzip: 13_400, inlineCss: 25_400 },
  // Every article's page: the largest of them (her text differs, the frame does not).
  'articles/*.html': { brotli: 14_600, gzip: 16_700, inlineCss: 25_100 },
  'mentions-legales.html': { brotli: 13_100, gzip: 14_900, inlineCss: 26_200 },
  'confidentialite.html': { brotli: 15_200, gzip: 17_300, inlineCss: 26_200 },
  'conditions-de-vente.html': { brotli: 14_100, gzip: 16_100, inlineCss: 26_200 },
  '404.html': { brotli: 10_200, gzip: 11_600, inlineCss: 21_900 },
};

/** Each font file as built (WOFF2 is compressed already: sent as it is), by the start of its name. */
export const fontBudgets: Record<string, number> = {
  'fraunces-latin-wght-normal': 32_400,
  'inter-latin-wght-normal': 26_200,
};
