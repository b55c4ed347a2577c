import type { Page } from '@playwright/test';
import { readArticles } from '../pipeline/articles/articleReader';
import { renderMarkdown } from '../pipeline/articles/markdownToHtml';
import { ARTICLES_PER_PAGE } from '../src/content/article';
import { articleDate, articleLabels as labels, readingTime } from '../src/data/articleLabels';
import { guideOffer } from '../src/data/guide';
import { paths } from '../src/data/navigation';
import { pageMeta, pageTitle } from '../src/data/pages';
import { serviceOfferById, startingPrice } from '../src/data/serviceOffers';
import { serviceLabels, services } from '../src/data/services';
import { expect, expectAccessible, test, topsAfterJump, waitForHydration } from './fixtures';

// Her articles, read by the same function as the build (pipeline/articles/articleReader.ts): newest first.
const { articles } = await readArticles();
/** The article the tests open: one long enough for its table of contents (three sections or more). */
const article = articles.find((each) => each.toc.filter((entry) => entry.level === 2).length >= 3)!;
const articlePath = `${paths.articles}/${article.slug}`;

const cards = (page: Page) => page.getByRole('list', { name: labels.listLabel }).getByRole('listitem');
const headValue = (page: Page, selector: string, attribute = 'content') =>
  page.locator(`head ${selector}`).getAttribute(attribute);

test.describe('/articles', () => {
  test('lists the newest articles with their date in French words, reading time and link', async ({
    page,
  }) => {
    await page.goto(paths.articles);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: labels.listTitle })).toBeVisible();
    const shown = articles.slice(0, ARTICLES_PER_PAGE);
    await expect(cards(page)).toHaveCount(shown.length);
    for (const [index, each] of shown.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole('link', { name: each.title, exact: true })).toHaveAttribute(
        'href',
        `${paths.articles}/${each.slug}`,
      );
      await expect(card.locator('time')).toHaveText(articleDate(each.date));
      await expect(card.locator('time')).toHaveAttribute('datetime', each.date);
      await expect(card).toContainText(readingTime(each.readingMinutes));
      await expect(card).toContainText(each.description);
      // Her cover if she gave one; none otherwise, rather than her service's drawing again.
      await expect(card.getByRole('img')).toHaveCount(each.cover ? 1 : 0);
    }
    expect(articleDate('2026-10-13')).toBe('13 octobre 2026');
  });

  test('names its Atom feed in its head, and the feed lists every article', async ({ page, request }) => {
    await page.goto(paths.articles);
    await expect(page).toHaveTitle(pageMeta[paths.articles].title);
    const feed = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(feed).toHaveAttribute('href', '/articles/feed.xml');
    const response = await request.get('/articles/feed.xml');
    expect(response.ok()).toBe(true);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml[^>]*>\s*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
    expect(xml.match(/<entry>/g)).toHaveLength(articles.length);
    for (const each of articles) expect(xml).toContain(`/articles/${each.slug}</id>`);
  });

  test('is accessible and fits the screen', async ({ page }) => {
    await page.goto(paths.articles);
    await waitForHydration(page);
    await expectAccessible(page, 'on the list');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'horizontal overflow (px)').toBeLessThanOrEqual(0);
  });

  test('list → article → back, in the page, after hydration', async ({ page }) => {
    await page.goto(paths.articles);
    await waitForHydration(page);
    // A full page load would drop this marker; a client navigation keeps it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await cards(page).getByRole('link', { name: article.title, exact: true }).click();
    await expect(page).toHaveURL(articlePath);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(article.title));
    await page.goBack();
    await expect(page).toHaveURL(paths.articles);
    await expect(page.getByRole('heading', { level: 1, name: labels.listTitle })).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(articles.length, ARTICLES_PER_PAGE));
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  });
});

test.describe('an article', () => {
  test('shows its title, breadcrumb, dates and text', async ({ page }) => {
    await page.goto(articlePath);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: labels.breadcrumb });
    await expect(breadcrumb.getByRole('link', { name: labels.home })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: labels.articles })).toHaveAttribute(
      'href',
      paths.articles,
    );
    await expect(breadcrumb.getByRole('listitem').last()).toHaveText(article.title);
    await expect(page.locator('article time').first()).toHaveText(articleDate(article.date));
    await expect(page.getByText(readingTime(article.readingMinutes))).toBeVisible();
    for (const entry of article.toc.filter((each) => each.level === 2))
      await expect(page.getByRole('heading', { level: 2, name: entry.text, exact: true })).toHaveCount(1);
  });

  test('its table of contents brings each section under the header', async ({ page }) => {
    await page.goto(articlePath);
    await waitForHydration(page);
    const toc = page.getByRole('navigation', { name: labels.toc });
    const entries = article.toc.filter((entry) => entry.level === 2);
    // Folded after the first paragraph: one tap on its title opens it.
    const open = () => page.locator('details').filter({ hasText: labels.toc }).locator('summary').click();
    await open();
    await expect(toc.getByRole('link')).toHaveCount(article.toc.length);
    for (const entry of [entries.at(-1)!, entries[1]!]) {
      if (!(await toc.isVisible())) await open();
      await toc.getByRole('link', { name: entry.text, exact: true }).click();
      await expect(page).toHaveURL(`${articlePath}#${entry.id}`);
      const heading = page.locator(`#${entry.id}`);
      await expect(heading).toHaveText(entry.text);
      await expect(heading).toBeInViewport();
      const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
      await expect
        .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top))
        .toBeGreaterThanOrEqual(headerBottom - 1);
    }
  });

  test('ends with its service (price, « En savoir plus », booking) and the guide', async ({ page }) => {
    await page.goto(articlePath);
    await waitForHydration(page);
    const service = page.getByRole('complementary').filter({ hasText: labels.relatedEyebrow });
    await expect(service).toBeVisible();
    await expect(service).toContainText(startingPrice(serviceOfferById(article.service)));
    await expect(service.getByRole('link', { name: serviceLabels.moreCta })).toHaveAttribute(
      'href',
      `${paths.services}#${article.service}`,
    );
    const { bookingCta } = services.find(({ id }) => id === article.service)!;
    const booking = service.getByRole('link', { name: new RegExp(`^${bookingCta}`) });
    await expect(booking).toHaveAttribute('href', /^https:\/\//);
    await expect(booking).toHaveAttribute('target', '_blank');
    const guide = page.getByRole('region', { name: guideOffer.title });
    await expect(guide.getByRole('link', { name: new RegExp(`^${guideOffer.cta}`) })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    // « En savoir plus » opens the services page on the block of that service.
    await service.getByRole('link', { name: serviceLabels.moreCta }).click();
    await expect(page).toHaveURL(`${paths.services}#${article.service}`);
    await expect(page.locator(`#${article.service}`)).toBeInViewport();
  });

  test('holds still after a jump to its end: the link she is about to tap stays where she saw it', async ({
    page,
  }) => {
    await page.goto(articlePath);
    await waitForHydration(page);
    const more = page
      .getByRole('complementary')
      .filter({ hasText: labels.relatedEyebrow })
      .getByRole('link', { name: serviceLabels.moreCta });
    // Text laid out only once near the screen moved it by 80 px on the third frame after a jump, and a
    // click pressed on the link was released on a paragraph.
    const tops = await topsAfterJump(more);
    expect(new Set(tops)).toEqual(new Set([tops[0]]));
  });

  test('has its head tags and its JSON-LD (BlogPosting, BreadcrumbList)', async ({ page }) => {
    await page.goto(articlePath);
    await expect(page).toHaveTitle(pageTitle(article.title));
    expect(await headValue(page, 'meta[name="description"]')).toBe(article.description);
    const canonical = await headValue(page, 'link[rel="canonical"]', 'href');
    expect(canonical).toMatch(new RegExp(`^https://[^/]+${articlePath}$`));
    expect(await headValue(page, 'meta[property="og:type"]')).toBe('article');
    expect(await headValue(page, 'meta[property="og:url"]')).toBe(canonical);
    expect(await headValue(page, 'meta[property="og:image"]')).toMatch(
      /^https:\/\/[^/]+\/.+\.(png|jpe?g|webp)$/,
    );
    const [data, ...others] = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
    expect(others).toEqual([]);
    const [posting, breadcrumb] = data['@graph'];
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: article.title,
      description: article.description,
      datePublished: article.date,
      dateModified: article.updated ?? article.date,
      url: canonical,
      author: { '@type': 'Person', name: expect.stringMatching(/\S/) },
      image: expect.stringMatching(/^https:\/\//),
    });
    expect(breadcrumb['@type']).toBe('BreadcrumbList');
    expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      labels.home,
      labels.articles,
      article.title,
    ]);
    expect(breadcrumb.itemListElement.at(-1).item).toBe(canonical);
  });

  test('is accessible and fits the screen', async ({ page }) => {
    await page.goto(articlePath);
    await waitForHydration(page);
    await expectAccessible(page, 'on an article');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'horizontal overflow (px)').toBeLessThanOrEqual(0);
  });
});

test.describe('a table in her article', () => {
  test('reads as a table, styled, and scrolls sideways in its own frame, never the page', async ({
    page,
  }) => {
    // Her Markdown through the build's own renderer, set in the article's text as the build would.
    const { html } = await renderMarkdown(
      [
        '| Format | Durée | Tarif | Où | Ce qu’il faut apporter |',
        '| :--- | :---: | ---: | --- | --- |',
        '| En visio | 1 h 30 | 25 € | Chez vous, devant votre écran | Votre écharpe, un poupon ou un coussin |',
        '| En petit groupe | 1 h 30 | 30 € | Biarritz | Rien : le matériel est prêté pendant l’atelier |',
      ].join('\n'),
      { file: 'essai.md', dir: '', onFile: () => {}, problems: [], photos: [] },
    );
    await page.goto(articlePath);
    await waitForHydration(page);
    await page.locator('article > div[class*="_body_"]:not([class*="_lead_"])').evaluate((body, table) => {
      body.insertAdjacentHTML('afterbegin', table);
    }, html);
    const frame = page.getByRole('region', { name: 'Tableau' });
    const table = frame.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Format',
      'Durée',
      'Tarif',
      'Où',
      'Ce qu’il faut apporter',
    ]);
    await expect(table.getByRole('row')).toHaveCount(3);
    await frame.scrollIntoViewIfNeeded();
    const sizes = await frame.evaluate((element) => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      frame: element.scrollWidth - element.clientWidth,
      frameRight: element.getBoundingClientRect().right,
      header: getComputedStyle(element.querySelector('th')!).backgroundColor,
      cellPadding: Number.parseFloat(getComputedStyle(element.querySelector('td')!).paddingLeft),
    }));
    expect(sizes.page, 'the page never scrolls sideways').toBeLessThanOrEqual(0);
    expect(sizes.frameRight).toBeLessThanOrEqual(page.viewportSize()!.width);
    // On a phone the five columns are wider than the screen: the frame scrolls, not the page.
    if (page.viewportSize()!.width < 768) expect(sizes.frame).toBeGreaterThan(0);
    expect(sizes.header, 'header row set apart').not.toBe('rgba(0, 0, 0, 0)');
    expect(sizes.cellPadding).toBeGreaterThanOrEqual(12);
    // Its hidden columns within reach of a keyboard.
    await frame.focus();
    await expect(frame).toBeFocused();
    await expectAccessible(page, 'with a table in the article');
  });
});

test.describe('an unknown article, or a page of the list there is not', () => {
  test.use({ allowConsoleErrors: [/^http 404: .*\/articles\/(article-inconnu|page\/99)$/] });

  for (const path of [`${paths.articles}/article-inconnu`, `${paths.articles}/page/99`]) {
    test(`${path} shows the not-found page and its head, before and after hydration`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
      await expect(page).toHaveTitle(pageMeta.notFound.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }
});
