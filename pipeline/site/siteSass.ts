// The site's Sass importer (vite.config.ts): a build module of its own, apart from the editor's plugin
// (pipeline/editor/admin.ts), which has nothing to do with the site's stylesheets.
import { MOBILE_BREAKPOINT_PX } from '../../src/content/siteLayout.ts';
import { FONT_WEIGHTS, fontUnicodeRange } from '../media/fontSubset.mjs';

/**
 * `@use 'site:constants'` in Sass (the site's stylesheets, vite.config.ts): the product constants the
 * stylesheets share with the code, read from src/content/siteLayout.ts.
 */
export const siteConstantsImporter = {
  canonicalize: (url: string) => (url === 'site:constants' ? new URL(url) : null),
  load: () => ({
    contents: [
      `$breakpoint-md: ${MOBILE_BREAKPOINT_PX}px;`,
      // What the cut fonts hold (pipeline/media/fontSubset.mjs): their @font-face says so, and no more.
      `$font-unicode-range: ${fontUnicodeRange()};`,
      `$font-weights: ${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};`,
    ].join('\n'),
    syntax: 'scss' as const,
  }),
};
