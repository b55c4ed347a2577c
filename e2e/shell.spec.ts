import type { Page } from '@playwright/test';
import { guide } from '../src/data/home';
import { sitePages } from '../src/data/pages';
import {
  afterFrames,
  expect,
  expectAccessible,
  gate,
  holdScripts,
  scrolledToRest,
  test,
  waitForHydration,
} from './fixtures';

const routes = sitePages.map((page) => page.path);

/**
 * Opens `path` with its scripts held back and resolves at its `load`, the page as a visitor has it
 * before hydration. Held scripts asked for before `load` (on a slow run the first paint comes first)
 * would hold `load` back: then the page is taken once everything else has arrived.
 */
async function openAsLoaded(page: Page, path: string) {
  const scripts = await holdScripts(page);
  const response = await page.goto(path, { waitUntil: 'commit' });
  await Promise.race([page.waitForLoadState('load'), expect.poll(scripts.held).toBeGreaterThan(0)]);
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.loading === 'lazy'),
  );
  return { scripts, response };
}

test.describe('site shell', () => {
  // Axe twice: right after `load`, the page as it arrives (its scripts held back: on a slow phone
  // they take seconds more, while a visitor already reads and taps), and once they have taken over.
  for (const path of routes) {
    test(`${path}: passes axe at load, hydrates without console error and passes axe again`, async ({
      page,
    }) => {
      const { scripts } = await openAsLoaded(page, path);
      await expectAccessible(page, 'at load');
      scripts.release();
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, 'once hydrated');
    });
  }
});

test.describe('loading', () => {
  test('the page paints before any script loads, then hydrates', async ({ page }) => {
    await page.goto('/services');
    await waitForHydration(page);
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstContentfulPaint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(1);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.firstContentfulPaint!);
  });

  test('a page opened in the background hydrates all the same', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    });
    await page.goto('/contact');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('unknown paths', () => {
  // The document's own 404 status is the point of these tests.
  test.use({ allowConsoleErrors: [/^http 404: .*\/nulle-part$/] });

  test('answer 404 with the French not-found page, axe clean', async ({ page }) => {
    const { scripts, response } = await openAsLoaded(page, '/nulle-part');
    expect(response?.status()).toBe(404);
    await expectAccessible(page, 'at load');
    scripts.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await waitForHydration(page);
    await expectAccessible(page, 'once hydrated');
    await page.getByRole('main').getByRole('link', { name: 'Revenir à l’accueil' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('scrolling', () => {
  test('the header turns compact past 20 px of scroll and back at the top', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-compact', 'false');
    const heightAtTop = await header.evaluate((el) => el.getBoundingClientRect().height);
    await page.mouse.wheel(0, 300);
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect
      .poll(() => header.evaluate((el) => el.getBoundingClientRect().height))
      .toBeLessThan(heightAtTop);
    const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toMatch(/rgba\(.*0\.\d+\)/);
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).toHaveAttribute('data-compact', 'false');
  });

  test('the skip link is the first stop and moves focus into main', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('a client navigation scrolls back to the top', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Services', exact: true });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await footerLink.click();
    await expect(page).toHaveURL('/services');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a link with a hash scrolls to its target after the route renders', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Boutique' }).click();
    await expect(page).toHaveURL('/services#boutique');
    await expect(page.locator('#boutique')).toBeInViewport();
  });
});

test.describe('navigation on a phone', () => {
  test.beforeEach(({ isMobile }) => test.skip(!isMobile, 'the menu toggle exists under 768 px only'));

  test('the menu opens, closes with Escape and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const toggle = nav.getByRole('button');
    const servicesLink = nav.getByRole('link', { name: 'Services' });
    await expect(servicesLink).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(servicesLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(servicesLink).toBeHidden();
    await expect(nav.getByRole('button')).toBeFocused();

    await nav.getByRole('button').click();
    await servicesLink.click();
    await expect(page).toHaveURL('/services');
    await expect(nav.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
    await expect(servicesLink).toBeHidden();
  });

  test('the open menu dims the page behind it and holds the focus: Tab and Shift+Tab go round, Escape gives it back to the toggle', async ({
    page,
  }) => {
    await page.goto('/services');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const toggle = nav.getByRole('button');
    const panel = page.locator('#menu-principal');
    await toggle.click();
    await expect(panel).toBeVisible();
    // A backdrop under the bar: the page is dimmed, the toggle (now « Fermer ») stays clear.
    const backdrop = await panel.evaluate((element) => {
      const style = getComputedStyle(element, '::backdrop');
      return { background: style.backgroundColor, top: Number.parseFloat(style.top) };
    });
    expect(backdrop.background).not.toBe('rgba(0, 0, 0, 0)');
    const bar = await page.getByRole('banner').boundingBox();
    expect(backdrop.top).toBeGreaterThanOrEqual(Math.floor(bar!.height) - 1);
    // The page behind is out of reach while the menu is open.
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    await expect(page.getByRole('contentinfo')).toHaveAttribute('inert', '');
    const stops = await nav.locator('a:visible, button:visible').count();
    await expect(toggle).toBeFocused();
    for (let step = 1; step < stops; step += 1) {
      await page.keyboard.press('Tab');
      await expect(panel.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Tab'); // past the last link: back to the toggle
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Shift+Tab'); // and back to the last link
    await expect(panel.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
    await expect(page.getByRole('contentinfo')).not.toHaveAttribute('inert', '');
  });

  test('with the menu closed, Tab never lands on a hidden link', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // brand
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button'),
    ).toBeFocused();
  });
});

// A hash's target lands clear of the fixed header (scroll-padding-top, the machines' scrolls), on a
// 360 px phone and a desktop, whether the page is opened at the address or the link is followed in it.
test.describe('a hash target clear of the header', () => {
  test.beforeEach(async ({ page, isMobile }) => {
    if (isMobile) await page.setViewportSize({ width: 360, height: 640 });
  });

  /** The target's top is under the header's bottom, and within a small gap of it (it was scrolled to). */
  const landsUnderHeader = async (page: Page, id: string) => {
    const gap = () =>
      page.evaluate((target) => {
        const header = document.querySelector('header')!.getBoundingClientRect();
        return Math.round(document.getElementById(target)!.getBoundingClientRect().top - header.bottom);
      }, id);
    await expect.poll(gap, { message: `#${id}'s top under the header` }).toBeGreaterThanOrEqual(0);
    await expect.poll(gap, { message: `#${id}'s top near the header` }).toBeLessThanOrEqual(64);
    // Still there frames later: the scroll had ended.
    await afterFrames(page);
    expect(await gap()).toBeGreaterThanOrEqual(0);
  };

  for (const [path, id] of [
    ['/services#boutique', 'boutique'],
    ['/#guide-gratuit', 'guide-gratuit'],
  ] as const) {
    test(`${path}, opened at its address`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await landsUnderHeader(page, id);
    });
  }

  test('« Boutique » followed from the footer of /services', async ({ page }) => {
    await page.goto('/services');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Boutique' }).click();
    await expect(page).toHaveURL('/services#boutique');
    await landsUnderHeader(page, 'boutique');
  });
});

test.describe('navigation on a desktop', () => {
  test.beforeEach(({ isMobile }) => test.skip(isMobile, 'desktop layout only'));

  test('links are shown, the toggle is not, the current page is marked', async ({ page }) => {
    await page.goto('/contact');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('button')).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current', 'page');
  });
});

// The first screen of every page offers the free first exchange, on a small phone and a desktop;
// the guide is one tap away (menu on a phone, footer everywhere).
for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test.describe(`booking and guide at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const path of ['/', '/services', '/contact']) {
      test(`${path}: the booking link is in the first screen`, async ({ page }) => {
        await page.goto(path);
        const booking = page
          .getByRole('banner')
          .getByRole('link', { name: 'Réserver mon premier échange gratuit (nouvel onglet)' })
          .first();
        await expect(booking).toBeInViewport({ ratio: 1 });
        await expect(booking).toHaveAttribute('target', '_blank');
        // Nothing sticks out of the bar: the page does not scroll sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
      });
    }

    test('the guide is one tap away from the menu (phone) or in the footer', async ({ page }) => {
      await page.goto('/contact');
      await waitForHydration(page);
      const guide = /^Le guide gratuit/;
      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.locator('#menu-principal').getByRole('link', { name: guide })).toBeVisible();
      }
      await expect(page.getByRole('contentinfo').getByRole('link', { name: guide })).toHaveAttribute(
        'target',
        '_blank',
      );
    });
  });
}

// The free guide is in the page content of every route, not only in the footer: the home page's guide
// section, the band before the footer everywhere else (the not-found page too). Both projects run it,
// at 375 and 1280 px.
test.describe('the free guide in every page', () => {
  // The not-found page answers with its 404 status, which is what it is meant to do.
  test.use({ allowConsoleErrors: [/^http 404: .*\/une-page-perdue$/] });

  for (const path of [...sitePages.map((page) => page.path), '/une-page-perdue']) {
    test(`${path}: a link to the guide's sign-up page in the page content`, async ({ page }) => {
      await page.goto(path);
      const link = page.getByRole('main').getByRole('link', { name: `${guide.cta} (nouvel onglet)` });
      // The same sign-up page as the footer's link.
      const signUp = await page
        .getByRole('contentinfo')
        .getByRole('link', { name: /^Le guide gratuit/ })
        .getAttribute('href');
      await expect(link).toHaveAttribute('href', signUp!);
      await expect(link).toHaveAttribute('target', '_blank');
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    });
  }

  test('the footer link reads « Le guide gratuit (inscription, nouvel onglet) », with its space', async ({
    page,
  }) => {
    await page.goto('/contact');
    const link = page.getByRole('contentinfo').getByRole('link', { name: /^Le guide gratuit/ });
    await expect(link).toHaveAccessibleName('Le guide gratuit (inscription, nouvel onglet)');
    // As she reads it, once she has scrolled there: the footer is drawn only near the screen, a frame
    // after the scroll brings it there.
    await link.scrollIntoViewIfNeeded();
    await expect(link).toHaveText('Le guide gratuit (inscription, nouvel onglet)', { useInnerText: true });
  });
});

// The toggle's aria-expanded must say what the panel shows after every way of closing it, on a touch
// phone and with a pointer, before the scripts, once they run, and in the gap between hydration and the
// menu's machine (issue 36, point 12: Escape left "true" on a 375 px touch phone). Each check holds for
// 1.5 s, as a screen reader may read the button at any moment.
const menuProfiles = [
  { name: '375 px touch', viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true },
  { name: '390 px touch', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: '390 px pointer', viewport: { width: 390, height: 844 }, hasTouch: false, isMobile: false },
] as const;

for (const profile of menuProfiles) {
  test.describe(`the menu toggle tells its state (${profile.name})`, () => {
    const { name: _name, ...device } = profile;
    test.use(device);
    // One project runs them: each describe sets its own device.
    test.beforeEach(() => test.skip(test.info().project.name !== 'desktop', 'device set here'));

    const menu = (page: Page) => {
      const nav = page.getByRole('navigation', { name: 'Navigation principale' });
      const toggle = nav.getByRole('button');
      const panel = page.locator('#menu-principal');
      const tap = (locator: ReturnType<Page['locator']>) =>
        profile.hasTouch ? locator.tap() : locator.click();
      /** The panel is shown or hidden, and the toggle says so; frames later still (no second toggle). */
      const says = async (open: boolean) => {
        for (const _ of ['now', 'frames later']) {
          await (open ? expect(panel).toBeVisible() : expect(panel).toBeHidden());
          await expect(toggle).toHaveAttribute('aria-expanded', String(open));
          await afterFrames(page);
        }
      };
      /** A tap (or click) near the bottom of the screen, outside the panel: the popover's light dismiss. */
      const tapOutside = () =>
        profile.hasTouch
          ? page.touchscreen.tap(20, profile.viewport.height - 20)
          : page.mouse.click(20, profile.viewport.height - 20);
      return { nav, toggle, panel, tap, says, tapOutside };
    };

    test('after Escape, a tap outside, a second tap and a link, once the scripts run', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const { nav, toggle, tap, says, tapOutside } = menu(page);
      await says(false);

      await tap(toggle);
      await says(true);
      await page.keyboard.press('Escape');
      await says(false);

      await tap(toggle);
      await says(true);
      await tapOutside();
      await says(false);

      await tap(toggle);
      await says(true);
      await tap(toggle);
      await says(false);

      await tap(toggle);
      await says(true);
      await tap(nav.getByRole('link', { name: 'Services' }));
      await expect(page).toHaveURL('/services');
      await says(false);
    });

    test('before the scripts, and in the gap between hydration and the menu machine', async ({ page }) => {
      // The menu's machine is a chunk of its own, started after hydration: held back here, so the
      // page is hydrated while no machine follows the panel yet.
      const machine = gate();
      await page.route(/\/assets\/mobileMenuMachine-[^/]+\.js$/, async (route) => {
        await machine.passed;
        await route.continue();
      });
      const scripts = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      await expect.poll(scripts.held).toBeGreaterThan(0);
      const { toggle, tap, says } = menu(page);

      // Before the scripts: the inline script follows the popover.
      await tap(toggle);
      await says(true);
      await page.keyboard.press('Escape');
      await says(false);
      await tap(toggle);
      await says(true);

      // Hydrated, the menu's machine not running yet: Escape still reaches the toggle.
      scripts.release();
      await waitForHydration(page);
      await page.keyboard.press('Escape');
      await says(false);

      // The machine starts in the state the page is in and follows from there.
      machine.open();
      await says(false);
      await tap(toggle);
      await says(true);
      await page.keyboard.press('Escape');
      await says(false);
    });
  });
}

// However the menu is closed, nothing of the page is left out of reach: while it is open the page behind is
// `inert` (src/machines/browser/menuPanel.ts), and a page left inert answers no tap at all. Widening the
// window (or turning a tablet) with the menu open left the whole page inert, the menu open in the bar.
const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 800 };
const reachProfiles = [
  { name: '360 px touch', viewport: phone, hasTouch: true, isMobile: true },
  { name: '1280 px window narrowed to 360 px', viewport: desktop, hasTouch: false, isMobile: false },
] as const;
const closings = [
  'its toggle',
  'Escape',
  'a link in it',
  'a tap on the backdrop',
  'a screen as wide as a desktop',
];

for (const profile of reachProfiles) {
  test.describe(`the page after the menu (${profile.name})`, () => {
    const { name: _name, ...device } = profile;
    test.use(device);
    // One project runs them: each describe sets its own device.
    test.beforeEach(() => test.skip(test.info().project.name !== 'desktop', 'device set here'));

    for (const closing of closings) {
      test(`closed by ${closing}: nothing is left inert, a link in the page navigates`, async ({ page }) => {
        await page.goto('/');
        await waitForHydration(page);
        const inert = page.locator('[inert]');
        // A desktop has no menu: the link is followed at full width first, then the window is narrowed.
        if (profile.viewport.width > phone.width) {
          await expect(inert).toHaveCount(0);
          await page.setViewportSize(phone);
        }
        const nav = page.getByRole('navigation', { name: 'Navigation principale' });
        const toggle = nav.getByRole('button');
        const panel = page.locator('#menu-principal');
        const tap = (locator: ReturnType<Page['locator']>) =>
          profile.hasTouch ? locator.tap() : locator.click();
        await tap(toggle);
        await expect(panel).toBeVisible();
        // The menu's machine holds the page behind out of reach.
        await expect(page.locator('main')).toHaveAttribute('inert', '');

        if (closing === 'its toggle') await tap(toggle);
        if (closing === 'Escape') await page.keyboard.press('Escape');
        if (closing === 'a link in it') {
          await tap(panel.getByRole('link', { name: 'Services' }));
          await expect(page).toHaveURL('/services');
        }
        if (closing === 'a tap on the backdrop') {
          const below = { x: 20, y: phone.height - 20 };
          await (profile.hasTouch
            ? page.touchscreen.tap(below.x, below.y)
            : page.mouse.click(below.x, below.y));
        }
        if (closing === 'a screen as wide as a desktop') await page.setViewportSize(desktop);
        // Hidden on a desktop, the toggle still says the menu is closed.
        await expect(nav.getByRole('button', { includeHidden: true })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
        expect(await panel.evaluate((element) => element.matches(':popover-open'))).toBe(false);
        await expect(inert).toHaveCount(0);
        if (profile.viewport.width > phone.width) await page.setViewportSize(desktop);

        // A link in the page (the footer's, behind the menu while it was open) is followed.
        const legal = page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' });
        await scrolledToRest(legal);
        await tap(legal);
        await expect(page).toHaveURL('/mentions-legales');
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Mentions légales');
        await expect(inert).toHaveCount(0);
      });
    }
  });
}
