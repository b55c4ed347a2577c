import type { Page } from '@playwright/test';
import { guide } from '../src/data/home';
import { paths } from '../src/data/navigation';
import { pageMeta } from '../src/data/pages';
import { expect, expectAccessible, test, waitForHydration } from './fixtures';

// src/data/legal.ts reads build-time values (site.ts), so the sections are read from the page's
// own table of contents; the unit tests check that contents against the data.
const pages = [
  { path: paths.legalNotice, footerLink: 'Mentions légales', title: 'Mentions légales' },
  { path: paths.privacy, footerLink: 'Politique de confidentialité', title: 'Politique de confidentialité' },
  { path: paths.terms, footerLink: 'Conditions de vente', title: 'Conditions de vente' },
] as const;

const contents = (page: Page) => page.getByRole('navigation', { name: 'Sur cette page' });

/** The sections the table of contents lists: heading text and anchor. */
async function sectionsOf(page: Page) {
  const links = await contents(page).getByRole('link').all();
  expect(links.length).toBeGreaterThan(5);
  return Promise.all(
    links.map(async (link) => ({
      heading: (await link.textContent()) ?? '',
      id: ((await link.getAttribute('href')) ?? '').replace(/^#/, ''),
    })),
  );
}

for (const { path, footerLink, title } of pages) {
  test.describe(path, () => {
    test(`the footer link "${footerLink}" reaches the page without reloading it`, async ({ page }) => {
      await page.goto(paths.home);
      await waitForHydration(page);
      // A full page load would drop this marker; a client navigation keeps it.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await page.getByRole('contentinfo').getByRole('link', { name: footerLink, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeInViewport();
      await expect(page).toHaveTitle(pageMeta[path].title);
      expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    });

    test('is accessible, fits the screen and has its tab title', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page).toHaveTitle(pageMeta[path].title);
      await expectAccessible(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'horizontal overflow (px)').toBeLessThanOrEqual(0);
    });

    test('each contents link brings its section under the header, not behind it', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const toc = contents(page);
      const header = page.getByRole('banner');
      const sections = await sectionsOf(page);
      for (const section of [sections.at(-1)!, sections[2]!]) {
        await toc.getByRole('link', { name: section.heading, exact: true }).click();
        await expect(page).toHaveURL(`${path}#${section.id}`);
        const heading = page.getByRole('heading', { level: 2, name: section.heading, exact: true });
        await expect(heading).toBeInViewport();
        await expect
          .poll(async () => {
            const headerBox = await header.boundingBox();
            const headingBox = await heading.boundingBox();
            return (headingBox?.y ?? 0) - ((headerBox?.y ?? 0) + (headerBox?.height ?? 0));
          })
          .toBeGreaterThanOrEqual(0);
      }
    });

    test('the related links lead back to the contact page', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page
        .getByRole('navigation', { name: 'Pour aller plus loin' })
        .getByRole('link', { name: 'Me contacter' })
        .click();
      await expect(page).toHaveURL(paths.contact);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}

test.describe('on a desktop', () => {
  test.beforeEach(({ isMobile }) => test.skip(isMobile, 'the contents sit beside the text from 1100 px'));

  test('the contents stay in view beside the text while reading', async ({ page }) => {
    await page.goto(paths.privacy);
    await waitForHydration(page);
    const toc = contents(page);
    const last = page.getByRole('heading', { level: 2, name: 'Sécurité' });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await expect(toc).toBeInViewport();
    const [tocBox, textBox] = await Promise.all([toc.boundingBox(), last.boundingBox()]);
    expect(tocBox!.x + tocBox!.width).toBeLessThan(textBox!.x);
  });

  test('a contents link reached by Tab shows its whole focus ring inside the scrolling contents', async ({
    page,
  }) => {
    await page.goto(paths.legalNotice);
    for (const link of await contents(page).getByRole('link').all()) {
      await link.focus();
      const [ringRight, boxRight] = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        const ring = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
        const box = element.closest('nav')!;
        const clipRight = box.getBoundingClientRect().left + box.clientLeft + box.clientWidth;
        return [element.getBoundingClientRect().right + ring, clipRight];
      });
      expect(ringRight, await link.innerText()).toBeLessThanOrEqual(boxRight);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, title } of pages) {
    test(`${path}: the whole text is there and the contents links work`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const sections = await sectionsOf(page);
      // Its sections, then the free guide's band before the footer.
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(
        sections.length + 1,
      );
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).last()).toHaveText(guide.title);
      for (const section of sections) {
        await expect(
          page.getByRole('heading', { level: 2, name: section.heading, exact: true }),
        ).toBeVisible();
        await expect(page.locator(`[id="${section.id}"]`)).toBeVisible();
      }
      const target = sections.at(-2)!;
      await contents(page).getByRole('link', { name: target.heading, exact: true }).click();
      await expect(page).toHaveURL(`${path}#${target.id}`);
      await expect(
        page.getByRole('heading', { level: 2, name: target.heading, exact: true }),
      ).toBeInViewport();
    });
  }
});
