import type { Page } from '@playwright/test';
import { readArticles } from '../pipeline/articles/articleReader';
import { paths } from '../src/data/navigation';
import { sitePages } from '../src/data/pages';
import { afterFrames, expect, test, waitForHydration } from './fixtures';

/**
 * The web fonts never move text already drawn, whatever the text (issue 62: a lead of 5 lines in the
 * fallback and 4 in Inter moved a page by 23 px as the fonts swapped in). A first visit paints in the
 * fallbacks and keeps them on that page; the fonts, fetched after the scripts, draw her next page
 * (pipeline/site/loadAfterFirstPaint.mjs). A page the browser most likely has them for (reloaded, come
 * back to, opened from the site) declares them before its first layout with `display: optional`
 * (pipeline/site/webFontsFromCache.mjs): they draw it from its first frame or not at all.
 */
const { articles } = await readArticles();
const pages = [...sitePages.map((page) => page.path), `${paths.articles}/${articles[0]?.slug}`];

/** Lighthouse's phone, and the computer. */
const widthFor = (project: string) =>
  project === 'phone' ? { width: 412, height: 823 } : { width: 1280, height: 800 };

/**
 * Whether Chromium drew the text of the first element `selector` finds with a web font (its own account);
 * null while the router replaces the page under the question (its node is gone before the answer).
 */
async function drawnInWebFont(page: Page, selector: string) {
  const client = await page.context().newCDPSession(page);
  try {
    await client.send('DOM.enable');
    await client.send('CSS.enable');
    const { root } = await client.send('DOM.getDocument');
    const { nodeId } = await client.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.some((font) => font.isCustomFont);
  } catch (error) {
    if (/Could not find node/.test(String(error))) return null;
    throw error;
  } finally {
    await client.detach();
  }
}

/** Every layout shift the page has had that no input of hers caused (CLS's own entries). */
const shifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const values: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as PerformanceEntry[] &
            { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) values.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries come in the observer's first callback, before the next frame's task.
        requestAnimationFrame(() => setTimeout(() => resolve(values)));
      }),
  );

/** Both web fonts fetched (by the loader after the scripts, or at once from the head). */
const fontsFetched = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter(
              (entry) => /\.woff2$/.test(entry.name) && (entry as PerformanceResourceTiming).responseEnd > 0,
            ).length,
      ),
    )
    .toBe(2);

for (const path of pages)
  test(`${path}, a first visit: painted in the fallbacks, nothing moves once the fonts have come, and they draw her next page`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(widthFor(testInfo.project.name));
    await page.goto(path);
    await waitForHydration(page);
    await fontsFetched(page);
    await afterFrames(page, 6);
    expect(await drawnInWebFont(page, 'h1'), 'the title in its fallback').toBe(false);
    expect(await shifts(page), 'layout shifts').toEqual([]);

    // Her next page, through the router (the same document): in the web fonts.
    const next = path === paths.legalNotice ? paths.privacy : paths.legalNotice;
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('contentinfo').locator(`a[href="${next}"]`).click();
    await expect(page).toHaveURL(next);
    await expect.poll(() => drawnInWebFont(page, 'h1'), 'the next title in its web font').toBe(true);
    await expect.poll(() => drawnInWebFont(page, 'main p'), 'its text in its web font').toBe(true);
    expect(await page.evaluate(() => 'samePage' in window), 'no page load').toBe(true);
  });

for (const [how, open] of [
  ['reloaded', (page: Page) => page.reload()],
  [
    'opened from another page of the site',
    (page: Page) => page.goto(paths.services, { referer: new URL('/', page.url()).href }),
  ],
] as const)
  test(`a page ${how} declares the web fonts before its first layout, drawing it from its first frame or not at all: nothing moves`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(widthFor(testInfo.project.name));
    await page.goto(paths.services);
    await waitForHydration(page);
    await fontsFetched(page);
    await open(page);
    await waitForHydration(page);
    expect(
      await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => /Variable/.test(face.family))
          .map(({ family, display }) => `${family} ${display}`),
      ),
    ).toEqual(['"Fraunces Variable" optional', '"Inter Variable" optional']);
    // And the loader asked for them no second time.
    expect(
      await page.evaluate(
        () => performance.getEntriesByType('resource').filter((entry) => /\.woff2$/.test(entry.name)).length,
      ),
    ).toBe(2);
    // Whether each came in time is the browser's to decide (100 ms); what it may not do is move the text.
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].map((face) => face.status)))
      .not.toContain('loading');
    await afterFrames(page, 6);
    expect(await shifts(page), 'layout shifts').toEqual([]);
  });
