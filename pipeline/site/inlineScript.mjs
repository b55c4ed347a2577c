// One inline script of every page, as its source text: minified, as Vite minifies the page's other inline
// script (src/routes/-beforeHydration.ts). The page's Content-Security-Policy holds its hash
// (pipeline/site/security.mjs).
import { minifySync } from 'vite';

/**
 * `(fn)(argument);`, minified: `fn` is self-contained (no imports, no closure over module values).
 * @param {string} file the module it comes from, named in an error
 * @param {Function} fn
 * @param {string} argument the call's argument, as source text
 * @returns {string}
 */
export function inlineScript(file, fn, argument) {
  const { code, errors } = minifySync(file, `(${fn})(${argument});`);
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((e) => e.message).join('; ')}`);
  return code;
}
