import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import type { Browser } from '@playwright/test';
import { readArticles } from '../pipeline/articles/articleReader';
import { cutFont, SUBSET_FONTS } from '../pipeline/media/fontSubset.mjs';
import { feedWidget } from '../src/data/feed';
import { paths } from '../src/data/navigation';
import { sitePages } from '../src/data/pages';
import { drawInWebFonts } from '../tools/browser/webFonts.mjs';
import { afterFrames, expect, test } from './fixtures';

/**
 * The web fonts keep only the OpenType features the site's text uses (pipeline/media/fontSubset.mjs,
 * `FONT_FEATURES`): every page, on a phone and on a computer, drawn with the fonts the build cut and with
 * a cut of the same characters and weights that keeps every feature, is the same to the pixel.
 */
const require = createRequire(import.meta.url);
const { articles } = await readArticles();
const pages = [
  ...sitePages.map((page) => page.path),
  ...articles.map(({ slug }) => `${paths.articles}/${slug}`),
];
const screens = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

/** Each font cut keeping every feature, by its file's name (`inter-latin-wght-normal`). */
let everyFeature: [string, Buffer][] = [];

test.beforeAll(async () => {
  everyFeature = await Promise.all(
    SUBSET_FONTS.map(
      async (font) =>
        [basename(font, '.woff2'), await cutFont(readFileSync(require.resolve(font)), undefined)] as [
          string,
          Buffer,
        ],
    ),
  );
});

/** The whole page as drawn in both web fonts, the build's or `fonts`. */
async function drawn(
  browser: Browser,
  url: string,
  viewport: (typeof screens)[number],
  fonts?: [string, Buffer][],
) {
  const context = await browser.newContext({ viewport, locale: 'fr-FR', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.route(feedWidget.scriptUrl, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  if (fonts)
    await page.route('**/assets/*.woff2', async (route) => {
      const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
      const body = fonts.find(([name]) => file.startsWith(`${name}-`))?.[1];
      if (!body) throw new Error(`no cut of ${file}`);
      await route.fulfill({ body, contentType: 'font/woff2' });
    });
  await page.goto(url);
  await drawInWebFonts(page);
  // Every block laid out, not only those near the screen, and every image drawn.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) => {
        image.loading = 'eager';
        return image.decode().catch(() => undefined);
      }),
    ),
  );
  await afterFrames(page);
  const picture = await page.screenshot({ fullPage: true, animations: 'disabled' });
  await context.close();
  return picture;
}

for (const path of pages)
  test(`${path}: drawn the same with the cut fonts as with every feature kept, at 375 and 1280 px`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'each screen is drawn here, once');
    for (const viewport of screens) {
      const cut = await drawn(browser, `${baseURL}${path}`, viewport);
      const whole = await drawn(browser, `${baseURL}${path}`, viewport, everyFeature);
      expect(cut.equals(whole), `${path} at ${viewport.width} px`).toBe(true);
    }
  });
