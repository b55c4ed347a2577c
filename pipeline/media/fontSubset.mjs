// The site's two variable fonts, cut at build time to what its French text draws (issue 48): the
// @fontsource files cover every Latin language and the whole weight axis; a page needs French letters,
// its punctuation and spaces, and the weights 400 to 700. `vite.config.ts` points the stylesheet's
// imports of each font at its cut (an alias).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { writeWhole } from './writeWhole.mjs';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);

/**
 * What the site's text draws, as `[first, last]` code points: ASCII; Latin-1 (French letters and
 * capitals with their accents, « », the no-break space, °, §, ©, ·, ×); Œ œ Ÿ; the thin and narrow
 * no-break spaces (U+2009, U+202F) French typography puts before « ; : ! ? » and in « 2 000 »; hyphens
 * and dashes; ‘ ’ ‚ “ ” „ and the apostrophe ’; •, …, ‹ ›; the word joiner (U+2060, src/data/text.ts);
 * €, ™, the arrows ← ↑ → ↓ and the minus sign (« −20 € »). The ligatures come along: the cut keeps
 * every glyph the kept letters reach through the font's substitutions (fi, fl…).
 * A build check (pipeline/checks/fonts.check.ts) fails on a character of the demo pages outside it. A
 * character of hers outside it never fails her build: the faces' `unicode-range` leaves it to the next
 * font of the stack (the metric-matched fallback, then the system's).
 * @type {ReadonlyArray<readonly [number, number]>}
 */
export const FONT_CODE_POINTS = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x178, 0x178],
  [0x2009, 0x2009],
  [0x2010, 0x2011],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x202f],
  [0x2039, 0x203a],
  [0x2060, 0x2060],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

/** The weights the stylesheets ask for (400 to 700): the cut keeps that part of the `wght` axis. */
export const FONT_WEIGHTS = { min: 400, max: 700 };

/**
 * The OpenType features the cut keeps: those a browser applies to Latin text by itself (HarfBuzz's
 * defaults: glyph composition, local forms, marks, kerning, ligatures, contextual alternates, and `rvrn`,
 * the glyphs a variable font swaps along its axis), `tnum` for `font-variant-numeric: tabular-nums`,
 * and `pnum`, without which Inter draws the minus of « −20 € » a pixel lower. Inter's fractions,
 * superiors, stylistic sets and character variants, which no page asks for, go (28.5 → 26.1 kB).
 * A browser test (e2e/font-cut.spec.ts) draws every page with this cut and with one keeping every
 * feature: not one pixel may differ.
 */
export const FONT_FEATURES = [
  'rvrn',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'calt',
  'clig',
  'curs',
  'kern',
  'rclt',
  'dist',
  'liga',
  'abvm',
  'blwm',
  'tnum',
  'pnum',
];

/** The fonts, as the stylesheet imports them (src/ui/styles/global.scss). */
export const SUBSET_FONTS = [
  '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
];

/** `unicode-range` of the cut fonts' @font-face (src/ui/styles/global.scss, through `site:constants`). */
export function fontUnicodeRange() {
  const hex = (/** @type {number} */ point) => point.toString(16).toUpperCase().padStart(4, '0');
  return FONT_CODE_POINTS.map(([first, last]) =>
    first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
  ).join(', ');
}

/** Whether the cut fonts draw this code point. @param {number} point */
export function inFontSubset(point) {
  return FONT_CODE_POINTS.some(([first, last]) => point >= first && point <= last);
}

const subsetText = FONT_CODE_POINTS.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
).join('');

/**
 * A font cut to the site's characters and weights, keeping `features` (every feature: `undefined`).
 * @param {Buffer} original the font as @fontsource ships it
 * @param {string[] | undefined} features
 */
export async function cutFont(original, features) {
  const { default: subsetFont } = await import('subset-font');
  return subsetFont(original, subsetText, {
    targetFormat: 'woff2',
    variationAxes: { wght: FONT_WEIGHTS },
    ...(features && { keepFeatures: features }),
  });
}

/** Where the cuts are kept between builds: a folder per source, settings and tool version. */
const cacheDir = join(root, 'node_modules', '.cache', 'site-fonts');

/**
 * Cuts each font once (about two seconds each; kept in node_modules/.cache/site-fonts) and returns
 * the aliases that send its imports to the cut, `?url` and all.
 * @returns {Promise<{ find: RegExp, replacement: string }[]>}
 */
export async function subsetFontAliases() {
  /** @type {{ find: RegExp, replacement: string }[]} */
  const aliases = [];
  for (const specifier of SUBSET_FONTS) {
    const source = require.resolve(specifier);
    const original = readFileSync(source);
    const { version } = JSON.parse(readFileSync(require.resolve('subset-font/package.json'), 'utf8'));
    const key = createHash('sha256')
      .update(original)
      .update(JSON.stringify({ FONT_CODE_POINTS, FONT_WEIGHTS, FONT_FEATURES, version }))
      .digest('hex')
      .slice(0, 16);
    // The folder carries the key, the file keeps its name: the built asset is still `inter-latin-…`.
    const target = join(cacheDir, key, basename(source));
    if (!existsSync(target)) {
      mkdirSync(dirname(target), { recursive: true });
      writeWhole(target, await cutFont(original, FONT_FEATURES));
    }
    const escaped = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    aliases.push({ find: new RegExp(`^${escaped}(?=$|\\?)`), replacement: target });
  }
  return aliases;
}
