// Words and looks a worried mother trusts (issue 38), at 360 and 1280 px: no hyphenated word split
// across two lines on any prerendered page, articles that start at once in a readable column, the
// articles' grid under its heading, the shop that says who sells, and the feed in each of her modes.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { readArticles } from '../pipeline/articles/articleReader';
import { contentCopy } from '../pipeline/content/contentCopy';
import cabinetFile from '../src/content/cabinet.yml';
import type { Sheet } from '../src/content/schema';
import { articleLabels as labels } from '../src/data/articleLabels';
import { FEED_INIT_DELAY_MS, FEED_LOAD_DELAY_SMALL_MS } from '../src/data/constants';
import { feedWidget } from '../src/data/feed';
import { paths, STORY_ANCHOR } from '../src/data/navigation';
import { shop } from '../src/data/products';
import { drawInWebFonts } from '../tools/browser/webFonts.mjs';
import { HER_PROJECT_TEST_MS } from './bounds';
import { expect, gate, test, waitForHydration } from './fixtures';
import { nginxMissing, nginxMissingReason, startNginx } from './nginxServer';

const { articles } = await readArticles();
/** Her name, as her sheet gives it (src/data/site.ts reads it so, with the build's variables). */
const practitioner = cabinetFile as Sheet<'cabinet'>;
const articlePaths = articles.map(({ slug }) => `${paths.articles}/${slug}`);
/** Every prerendered page, the not-found page too. */
const pages = [...Object.values(paths), ...articlePaths, '/page-inconnue'];
const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };

// One project is enough: each test sets the two widths itself.
test.skip(({ isMobile }) => isMobile, 'each test sets the two widths itself');

/**
 * The hyphenated words of the page's visible text whose letters sit on more than one line: each word's
 * characters are measured one by one (a range per character), so a word split at its hyphen shows two
 * line tops. Text the page does not show (no box) is skipped.
 */
const splitHyphenatedWords = (page: Page) =>
  page.evaluate(() => {
    const split: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript')) continue;
      for (const match of text.matchAll(/\p{L}+(?:-\u2060?\p{L}+)+/gu)) {
        const tops = new Set<number>();
        for (let i = match.index; i < match.index + match[0].length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect && rect.width > 0) tops.add(Math.round(rect.top));
        }
        // Letters of one line differ by a pixel or two at most (accents, fallback faces).
        const sorted = [...tops].sort((a, b) => a - b);
        if (sorted.length > 1 && sorted.at(-1)! - sorted[0]! > 4) split.push(match[0]);
      }
    }
    return split;
  });

/** Characters per full line of an element's text (its last line left out). */
const charactersPerLine = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const lines = new Map<number, number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          const top = Math.round(rect.top / 4);
          lines.set(top, (lines.get(top) ?? 0) + 1);
        }
      }
      return [...lines.values()].slice(0, -1);
    });

test.describe('every page', () => {
  // The not-found page answers 404, as it should.
  test.use({ allowConsoleErrors: [/http 404: .*\/page-inconnue$/] });

  test('no hyphenated word is split across two lines, on any page, at 360 and 1280 px', async ({ page }) => {
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      for (const path of pages) {
        await page.goto(path);
        // Every section shown, as once scrolled through (the reveal only fades, the text is laid out).
        expect(await splitHyphenatedWords(page), `${path} at ${size.width} px`).toEqual([]);
      }
    }
  });
});

test.describe('an article', () => {
  /** One long enough for its table of contents (three sections or more). */
  const article = articles.find((each) => each.toc.filter((entry) => entry.level === 2).length >= 3)!;
  const path = `${paths.articles}/${article.slug}`;

  test('on a 360 × 640 phone: title, date and reading time, her name and the first paragraph in the first screen', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    const main = page.getByRole('main');
    const title = main.getByRole('heading', { level: 1, name: article.title });
    const byline = main.getByRole('link', { name: practitioner.name, exact: true });
    await expect(byline).toHaveAttribute('href', `/#${STORY_ANCHOR}`);
    await expect(byline.locator('..')).toHaveText(`${labels.byline} ${practitioner.name}`);
    const first = main.locator('article p').filter({ hasText: article.html.match(/<p>([^<]{20})/)![1]! });
    const meta = main.locator('time').first();
    const tops = await Promise.all(
      [title, meta, byline, first].map(async (each) => (await each.boundingBox())!.y),
    );
    expect(tops, 'title, date, byline, first paragraph, in that order').toEqual(
      [...tops].sort((a, b) => a - b),
    );
    // The first paragraph starts in the first screen, with at least two lines of it in sight.
    expect(tops[3]!).toBeLessThan(PHONE.height - 2 * 28);
    // The table of contents comes after it, folded.
    const toc = main.locator('details').filter({ hasText: labels.toc });
    await expect(toc).not.toHaveAttribute('open');
    expect((await toc.boundingBox())!.y).toBeGreaterThan(tops[3]!);
    await toc.locator('summary').click();
    await expect(toc.getByRole('link').first()).toBeVisible();
  });

  test('her byline leads to her story on the home page', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', { name: practitioner.name, exact: true }).click();
    await expect(page).toHaveURL(`/#${STORY_ANCHOR}`);
    await expect(page.locator(`#${STORY_ANCHOR}`)).toBeInViewport();
  });

  test('on a desktop, the text runs 60 to 75 characters a line, in a first visit’s fallbacks and in the web fonts', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    for (const each of articlePaths) {
      // A page opened by its address is a first visit: it keeps the fallbacks it painted in.
      await page.goto(each);
      for (const faces of ['fallbacks', 'web fonts']) {
        if (faces === 'web fonts') await drawInWebFonts(page);
        const lines = (await charactersPerLine(page, 'article p:not(header p)')).concat(
          await charactersPerLine(page, 'article h2 ~ p'),
        );
        const said = `${each}, ${faces}: ${lines.join(', ')}`;
        expect(lines.length, said).toBeGreaterThan(3);
        for (const count of lines) {
          expect(count, said).toBeGreaterThanOrEqual(50);
          expect(count, said).toBeLessThanOrEqual(75);
        }
        const average = lines.reduce((sum, count) => sum + count, 0) / lines.length;
        expect(average, said).toBeGreaterThanOrEqual(60);
      }
    }
  });
});

test('/articles at 1280 px: the cards start under the heading, and her portrait fills the top’s right half', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(paths.articles);
  const heading = (await page.getByRole('heading', { level: 1, name: labels.listTitle }).boundingBox())!;
  const grid = (await page.getByRole('list', { name: labels.listLabel }).boundingBox())!;
  expect(Math.abs(grid.x - heading.x)).toBeLessThanOrEqual(1);
  const portrait = page.getByRole('main').getByText(practitioner.name, { exact: true });
  await expect(portrait).toBeVisible();
  const box = (await portrait.boundingBox())!;
  expect(box.x).toBeGreaterThan(DESKTOP.width / 2);
  expect(box.y).toBeLessThan(grid.y);
});

test('the shop names who sells and ships, and whether she earns, under the products', async ({ page }) => {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto(`${paths.services}#boutique`);
    const note = page.locator('#boutique').getByText(shop.sellerNote, { exact: true });
    await note.scrollIntoViewIfNeeded();
    await expect(note).toBeVisible();
    await expect(note).toHaveText(/^Produits vendus et expédiés par .+\u202f; je (ne )?touche/);
    const lastCard = (await page.locator('#boutique').getByRole('article').last().boundingBox())!;
    expect((await note.boundingBox())!.y).toBeGreaterThan(lastCard.y + lastCard.height);
  }
});

/** Requests to the feed provider's host. */
function feedRequests(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host === new URL(feedWidget.scriptUrl).host) requested.push(request.url());
  });
  return requested;
}

test.describe('the feed, as she chose', () => {
  test('« s’affiche de lui-même » (the demo’s choice): it loads without a click, and the privacy page says so', async ({
    page,
  }) => {
    test.skip(feedWidget.consent !== 'auto', 'her content chose the other mode');
    const requested = feedRequests(page);
    await page.goto(paths.services);
    await expect.poll(() => requested.length).toBe(1);
    await expect(page.getByRole('button', { name: 'Afficher le fil Instagram' })).toHaveCount(0);
    await page.goto(paths.privacy);
    // « lui-même » as typeset: a word joiner after its hyphen (pipeline/content/typography.ts).
    await expect(page.getByRole('main')).toContainText('se charge de lui-\u2060même');
  });

  test.describe('« après un clic de la visiteuse »', () => {
    test.skip(nginxMissing, nginxMissingReason);
    /**
     * A build of her content with the click mode, served as a host would (nginx, the build's own block): one
     * per project, since each project's worker builds its own, and two at once in one folder clobbered it.
     */
    const clickDist = (project: string) => `dist-feed-click-${project}`;
    let origin: string;
    let stop: () => void;
    let remove: () => void;

    test.beforeAll(async ({ browserName: _ }, testInfo) => {
      test.setTimeout(HER_PROJECT_TEST_MS);
      const copy = contentCopy((dir) => {
        const file = join(dir, 'links.yml');
        writeFileSync(file, readFileSync(file, 'utf8').replace(/^ {2}mode: auto$/m, '  mode: click'));
      });
      remove = copy.remove;
      const built = spawnSync('npm', ['run', 'build'], {
        encoding: 'utf8',
        env: { ...process.env, CONTENT_DIR: copy.dir, DIST_DIR: clickDist(testInfo.project.name) },
      });
      if (built.status !== 0) throw new Error(`the click-mode build failed:\n${built.stderr}`);
      ({ base: origin, stop } = await startNginx(testInfo, 3, resolve(clickDist(testInfo.project.name))));
    });

    test.afterAll(() => {
      stop?.();
      remove?.();
    });

    test('nothing third-party before the click; then the loader, the script and the widget', async ({
      page,
    }) => {
      // The page's timers on the test's clock (time flows): the spec's delays are run, not slept.
      await page.clock.install();
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        const requested = feedRequests(page);
        // The provider answers once its loader has been seen.
        const answer = gate();
        await page.route(feedWidget.scriptUrl, async (route) => {
          await answer.passed;
          await route.fulfill({ contentType: 'text/javascript', body: '' });
        });
        await page.goto(`${origin}${paths.services}`);
        await waitForHydration(page);
        const button = page.getByRole('button', { name: 'Afficher le fil Instagram' });
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeVisible();
        // Both of the spec's delays run: still nothing from the provider.
        await page.clock.runFor(FEED_LOAD_DELAY_SMALL_MS + FEED_INIT_DELAY_MS);
        expect(requested, `${size.width} px, before the click`).toEqual([]);
        await expect(page.locator(`script[src="${feedWidget.scriptUrl}"]`)).toHaveCount(0);
        await button.click();
        await expect(page.getByText('Chargement du feed Instagram…')).toBeVisible();
        await expect.poll(() => requested.length).toBe(1);
        answer.open();
        page.removeAllListeners('request');
      }
      await page.goto(`${origin}${paths.privacy}`);
      await expect(page.getByRole('main')).toContainText(
        'tant que vous n’avez pas cliqué sur «\u00a0Afficher le fil Instagram\u00a0»',
      );
    });
  });
});
