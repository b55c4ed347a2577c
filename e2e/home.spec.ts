import type { Page } from '@playwright/test';
import { GUIDE_ANCHOR, guide, hero, transformation } from '../src/data/home';
import { expect, expectAccessible, gate, test, waitForHydration } from './fixtures';

const guideSection = (page: Page) => page.locator(`#${GUIDE_ANCHOR}`);
const revealSections = (page: Page) => page.locator('main section[data-reveal]');

/** Opacity of each revealable section's content (the reveal fades the section's inner block). */
const opacities = (page: Page) =>
  revealSections(page).evaluateAll((sections) =>
    sections.map((section) => Number(getComputedStyle(section.firstElementChild!).opacity)),
  );

/**
 * Scrolls down the page in half-screen steps, like a visitor reading it. Each step waits for the page
 * to draw a frame there (two animation frames): the reveal's observer only sees the positions a frame
 * was drawn at, so a step on a timer could outrun the frames on a loaded machine and skip a section.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const drawn = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const step = Math.round(window.innerHeight / 2);
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await drawn();
    }
  });
}

/** Distance (px) between the guide's top and where a scroll to it should leave it (below the header). */
const guideOffset = (page: Page) =>
  page.evaluate((id) => {
    const top = document.getElementById(id)!.getBoundingClientRect().top;
    const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    return Math.abs(top - padding);
  }, GUIDE_ANCHOR);

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
  });

  test(`« ${transformation.cta} » brings the guide into view and gives it focus`, async ({ page }) => {
    await expect(guideSection(page)).not.toBeInViewport();
    await page.getByRole('link', { name: transformation.cta }).click();
    await expect(guideSection(page)).toBeInViewport();
    await expect.poll(() => guideOffset(page)).toBeLessThan(4);
    await expect(guideSection(page).getByRole('heading', { level: 2, name: guide.title })).toBeInViewport();
    await expect(guideSection(page)).toBeFocused();
    // The next Tab goes on from the guide, not from the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: new RegExp(guide.cta) })).toBeFocused();
  });

  test('« Rejoignez-nous » scrolls back up to the guide', async ({ page }) => {
    const join = page.getByRole('link', { name: 'Rejoignez-nous' });
    await join.scrollIntoViewIfNeeded();
    await expect(guideSection(page)).not.toBeInViewport();
    await join.click();
    await expect(guideSection(page)).toBeInViewport();
    await expect.poll(() => guideOffset(page)).toBeLessThan(4);
  });

  test('a service card loads /services#atelier-portage as a new document', async ({ page }) => {
    await page.evaluate(() => {
      (window as unknown as { sameDocument?: boolean }).sameDocument = true;
    });
    const card = page.getByRole('link', { name: 'Atelier de portage' });
    await expect(card).toHaveAttribute('href', '/services#atelier-portage');
    const loaded = page.waitForEvent('load');
    await card.click();
    await loaded;
    await expect(page).toHaveURL('/services#atelier-portage');
    // A client-side navigation would have kept the marker set on the home document.
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBeUndefined();
    await waitForHydration(page);
    await expect(page.locator('#atelier-portage')).toBeInViewport();
  });

  test('external links open a new tab, safely, and say so', async ({ page, context }) => {
    // The booking and sign-up pages live on other hosts: answer them here, never reach them.
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.fulfill({ contentType: 'text/html', body: '<title>Page externe</title>' }),
    );
    const external = page.getByRole('main').locator('a[target="_blank"]');
    expect(await external.count()).toBe(3);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toContainText('(nouvel onglet)');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    const booking = page.getByRole('link', { name: /^Prendre rendez-vous/ });
    const bookingUrl = (await booking.getAttribute('href'))!;
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(hero.cta) })).toHaveAttribute(
      'href',
      bookingUrl,
    );
    const guideUrl = await page.getByRole('link', { name: new RegExp(guide.cta) }).getAttribute('href');
    expect(guideUrl).not.toBe(bookingUrl);

    const popup = page.waitForEvent('popup');
    await booking.click();
    const tab = await popup;
    await expect(tab).toHaveURL(bookingUrl);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    await expect(page).toHaveURL('/');
  });

  test('sections below the fold wait faded, then every one ends at full opacity', async ({ page }) => {
    await expect(revealSections(page)).toHaveCount(6);
    const testimonials = page.locator('main section[data-reveal]').nth(4);
    await expect(testimonials).toHaveAttribute('data-reveal', 'waiting');
    expect((await opacities(page))[4]).toBe(0);
    await scrollThrough(page);
    await expect(page.locator('main section[data-reveal="waiting"]')).toHaveCount(0);
    // Each one as she sees it: a block off screen is not rendered (content-visibility), so its fade
    // only moves on while it is on screen.
    for (const section of await revealSections(page).all()) {
      await section.scrollIntoViewIfNeeded();
      await expect
        .poll(() => section.evaluate((block) => Number(getComputedStyle(block.firstElementChild!).opacity)))
        .toBe(1);
    }
    await expectAccessible(page);
  });

  test('the hero stays put: its h1 is never faded and its picture has its size', async ({ page }) => {
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeInViewport();
    expect(await h1.evaluate((el) => getComputedStyle(el.closest('section')!).opacity)).toBe('1');
    const picture = page.getByRole('img', { name: hero.illustration.alt });
    await expect(picture).toHaveAttribute('width', String(hero.illustration.width));
    await expect(picture).toHaveAttribute('height', String(hero.illustration.height));
  });
});

test.describe('home page, the hero’s highlights', () => {
  test('read as words, not as buttons to tap: no ground, no border, no pill', async ({ page }) => {
    await page.goto('/');
    const items = page.getByRole('listitem').filter({ hasText: hero.highlights[0]! });
    await expect(items.first()).toBeVisible();
    for (const highlight of hero.highlights) {
      const look = await page
        .getByRole('listitem')
        .filter({ hasText: highlight })
        .first()
        .evaluate((item) => {
          const style = getComputedStyle(item);
          return { ground: style.backgroundColor, border: style.borderTopWidth, padding: style.paddingLeft };
        });
      expect(look, highlight).toEqual({ ground: 'rgba(0, 0, 0, 0)', border: '0px', padding: '0px' });
    }
  });
});

test.describe('home page, first paint', () => {
  test('the h1 paints while the hero picture is still on its way', async ({ page }) => {
    const picture = gate();
    await page.route(`**${hero.illustration.src}`, async (route) => {
      await picture.passed;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const painted = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const seen = () => performance.getEntriesByName('first-contentful-paint').length > 0;
          if (seen()) return resolve(true);
          // The first paint may be reported before the first contentful one: wait for the latter.
          new PerformanceObserver(() => seen() && resolve(true)).observe({ type: 'paint', buffered: true });
        }),
    );
    expect(painted).toBe(true);
    const pictureDone = await page
      .getByRole('img', { name: hero.illustration.alt })
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(pictureDone).toBe(false);
    picture.open();
    await waitForHydration(page);
  });
});

// A tired mother on a small phone sees how to book, and that it is free, without scrolling.
test.describe('home page on a 360 × 640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the main booking button and its reassurance line are entirely in the first screen', async ({
    page,
  }) => {
    await page.goto('/');
    const opening = page.locator('main section').first();
    await expect(opening.getByRole('heading', { level: 1 })).toBeVisible();
    const booking = opening.getByRole('link', { name: `${hero.cta} (nouvel onglet)` });
    await expect(booking).toBeInViewport({ ratio: 1 });
    await expect(opening.getByText(hero.reassurance)).toBeInViewport({ ratio: 1 });
    // Nothing hides under the fixed header either.
    const headerBottom = await page.getByRole('banner').evaluate((bar) => bar.getBoundingClientRect().bottom);
    expect((await booking.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  });
});

test.describe('home page, reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing is ever faded', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('main section[data-reveal="waiting"]')).toHaveCount(0);
    expect(await opacities(page)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the heading, the guide and every section are there and fully visible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await guideSection(page).scrollIntoViewIfNeeded();
    await expect(guideSection(page).getByRole('heading', { level: 2, name: guide.title })).toBeVisible();
    await expect(guideSection(page).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('link', { name: new RegExp(guide.cta) })).toBeVisible();
    // (Axe needs JavaScript in the page: it runs in the other tests.)
    expect(await opacities(page)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

test.describe('home page, accessibility', () => {
  test('axe finds no serious issue on arrival', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expectAccessible(page);
  });
});
