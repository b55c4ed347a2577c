import type { Page, Request } from '@playwright/test';
import { importSiteFace } from '../pipeline/site/distDir.mjs';
import { HASH_SCROLL_DELAY_MS } from '../src/data/constants';
import { SENT_ANCHOR } from '../src/data/contact';
import {
  clearEffects,
  faultOf,
  holdNavigations,
  listControls,
  recordEffects,
  tapControl,
} from '../tools/browser/controls.mjs';
import { WAIT_MS } from './bounds';
import {
  advanceUntil,
  afterFrames,
  expect,
  highlightEnds,
  highlightListens,
  holdHighlightClocks,
  holdScripts,
  openHeld,
  test,
  waitForHydration,
} from './fixtures';

/** The form service's endpoint (src/data/site.ts, which reads build-time values a test cannot import). */
const FORM_ENDPOINT = 'https://api.web3forms.com/submit';

/** Counts the requests to the form service and answers them: success, or as `reply` says. */
async function answerForms(page: Page, reply?: (request: Request) => Parameters<typeof page.route>[1]) {
  const posts: Request[] = [];
  await page.route(FORM_ENDPOINT, async (route) => {
    posts.push(route.request());
    if (reply) return (reply(route.request()) as (r: typeof route) => Promise<void>)(route);
    return route.fulfill({ json: { success: true, message: 'Email sent successfully!' } });
  });
  return posts;
}

const menuPanel = (page: Page) => page.locator('#menu-principal');
const isOpenPopover = (page: Page) => menuPanel(page).evaluate((panel) => panel.matches(':popover-open'));

/**
 * Every page the build prerendered (src/server/siteFace.ts, `pagesToPrerender`): the site's pages of
 * src/data/pages.ts, each article and each later page of the list; the not-found page is walked below.
 */
const { pagesToPrerender } = await importSiteFace();
const prerenderedPaths = pagesToPrerender.filter((page) => !('status' in page)).map((page) => page.path);

/** An unknown path: the prerendered not-found page (src/data/pages.ts, `notFoundPage`), status 404. */
const UNKNOWN_PATH = '/page-inconnue';

/** Puts the page back as it was opened: no dialog or popover open, the first URL, nothing recorded. */
async function restore(page: Page, url: string) {
  await page.evaluate(async (first) => {
    const open = [...document.querySelectorAll<HTMLElement>('dialog[open], :popover-open')];
    // Each box tells its closing (`toggle`, a task later): waited for, so that none is taken for the
    // next control's answer.
    const closed = open.map(
      (box) => new Promise((done) => box.addEventListener('toggle', done, { once: true })),
    );
    for (const box of open) {
      if (box instanceof HTMLDialogElement) box.close();
      else box.hidePopover();
    }
    await Promise.all(closed);
    if (location.href !== first) history.replaceState(null, '', first);
    (document.activeElement as HTMLElement | null)?.blur();
  }, url);
  await clearEffects(page);
}

// The rule behind the tests below, for every control of every page: with the scripts held back
// forever, each link and button is tapped once, in the page as it was opened. A link must navigate
// (to another page, or to the element its hash names) or open its new tab; `mailto:` and `tel:`
// links are left to the phone. A button must open or close something, or submit its form.
test.describe('before the scripts: every link and button answers the first tap', () => {
  test('the walk takes in the list of articles and every article', () => {
    expect(prerenderedPaths).toContain('/articles');
    expect(
      prerenderedPaths.filter((path) => /^\/articles\/(?!page\/)[\w-]+$/.test(path)).length,
    ).toBeGreaterThan(0);
  });

  for (const path of [...prerenderedPaths, UNKNOWN_PATH]) {
    test.describe(path, () => {
      if (path === UNKNOWN_PATH) test.use({ allowConsoleErrors: [/^http 404: .*\/page-inconnue$/] });

      test(`${path}: no control does nothing`, async ({ page, context, isMobile }) => {
        // New tabs go to other hosts: answered with an empty page here, never reached.
        await context.route(
          (url) => url.hostname !== '127.0.0.1',
          (route) => route.fulfill({ contentType: 'text/html', body: '' }),
        );
        await page.addInitScript(recordEffects);
        await openHeld(page, path);
        const url = page.url();
        await holdNavigations(page);
        const controls = await listControls(page);
        const offenders: string[] = [];
        let walked = 0;
        for (const control of controls) {
          await restore(page, url);
          const tap = await tapControl(page, controls, control, { touch: isMobile, timeout: WAIT_MS });
          if (tap.hidden) continue;
          walked += 1;
          const fault = faultOf(control, tap);
          if (fault) offenders.push(`${path} « ${control.name} » (${control.kind}): ${fault}`);
        }
        expect(offenders, 'controls that do nothing before the scripts').toEqual([]);
        // The walk saw the page: its header, content and footer.
        expect(walked).toBeGreaterThan(15);
      });
    });
  }
});

test.describe('before the scripts: the menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button is for small screens');

  test('opens at the first tap, and the menu machine takes it over open', async ({ page }) => {
    const scripts = await openHeld(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.tap();
    await expect(menuPanel(page).getByRole('link', { name: 'Services' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fermer' })).toHaveAttribute('aria-expanded', 'true');
    expect(await isOpenPopover(page)).toBe(true);

    scripts.release();
    await waitForHydration(page);
    // Still open once hydrated: the machine started in `open`, and the button says so.
    await expect(page.getByRole('button', { name: 'Fermer' })).toHaveAttribute('aria-expanded', 'true');
    expect(await isOpenPopover(page)).toBe(true);
    // It closes on navigation, as a machine-driven menu does.
    await menuPanel(page).getByRole('link', { name: 'Services' }).tap();
    await expect(page).toHaveURL('/services');
    await expect.poll(() => isOpenPopover(page)).toBe(false);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes with Escape and the button again before the scripts, and once they run', async ({ page }) => {
    const scripts = await openHeld(page, '/contact');
    await page.getByRole('button', { name: 'Menu' }).tap();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Menu' }).tap();
    await page.getByRole('button', { name: 'Fermer' }).tap();
    expect(await isOpenPopover(page)).toBe(false);

    scripts.release();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).tap();
    await expect(page.getByRole('button', { name: 'Fermer' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(await isOpenPopover(page)).toBe(false);
  });
});

/** Where the focus is: in the menu's navigation, at the document's end (a browser's own bar), or elsewhere. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'end';
    return focused.closest('nav[aria-label="Navigation principale"]') ? 'menu' : 'page';
  });

/** Tab (or Shift+Tab) round the open menu, noting where the focus goes at each step. */
async function tabRound(page: Page, key: 'Tab' | 'Shift+Tab', stops: number) {
  const places: string[] = [];
  for (let step = 0; step <= stops + 1; step += 1) {
    await page.keyboard.press(key);
    places.push(await focusPlace(page));
  }
  return places;
}

for (const [name, held] of [
  ['before the scripts', true],
  ['with JavaScript off', false],
] as const)
  test.describe(`${name}: the open menu holds the focus`, () => {
    test.skip(({ isMobile }) => !isMobile, 'the menu button is for small screens');
    if (!held) test.use({ javaScriptEnabled: false });

    test('Tab and Shift+Tab go round the toggle and its links, the page behind is dimmed and out of reach, Escape closes it', async ({
      page,
    }) => {
      if (held) await openHeld(page, '/services');
      else await page.goto('/services');
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.tap();
      await expect(menuPanel(page).getByRole('link', { name: 'Services' })).toBeVisible();
      // Dimmed behind, under the bar.
      const backdrop = await menuPanel(page).evaluate(
        (panel) => getComputedStyle(panel, '::backdrop').backgroundColor,
      );
      expect(backdrop).not.toBe('rgba(0, 0, 0, 0)');
      const stops = await page
        .getByRole('navigation', { name: 'Navigation principale' })
        .locator('a:visible, button:visible')
        .count();
      // Past the last link the focus leaves the page for the browser's own bar (the document's end, as
      // from a modal dialog), then comes back to the toggle: never onto the page behind the menu.
      for (const key of ['Tab', 'Shift+Tab'] as const) {
        const places = await tabRound(page, key, stops);
        expect(places, `${key}: where the focus went`).not.toContain('page');
        expect(places.filter((place) => place === 'menu').length).toBeGreaterThanOrEqual(stops);
      }
      // Nothing behind it that could take the focus or answer a tap is live while it is open.
      const live = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            'body > a[href], body > :not(header) :is(a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable], [data-scrolls])',
          ),
        ]
          .filter((element) => getComputedStyle(element).getPropertyValue('interactivity') !== 'inert')
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(live).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(menuPanel(page)).toBeHidden();
      expect(await isOpenPopover(page)).toBe(false);
    });
  });

test.describe('before the scripts: a service dialog', () => {
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Atelier de portage' });
  const opener = (page: Page) =>
    page.locator('#atelier-portage').getByRole('button', { name: /^En savoir plus/ });

  test('opens at the first tap and closes on Escape; the machine then locks the page and returns focus', async ({
    page,
  }) => {
    const scripts = await openHeld(page, '/services');
    await opener(page).click();
    await expect(dialog(page)).toBeVisible();
    // The page behind does not scroll, before any script either.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await opener(page).click();
    await expect(dialog(page)).toBeVisible();

    scripts.release();
    await waitForHydration(page);
    // The machine took the open dialog over: it holds the scroll lock.
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.scrollLocked)).toBe('true');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(opener(page)).toBeFocused();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.scrollLocked))
      .toBeUndefined();
    // Once, not twice: it stays closed, frames later.
    await afterFrames(page);
    await expect(dialog(page)).toBeHidden();
  });

  test('"Fermer" and a click on the backdrop close it before the scripts', async ({ page }) => {
    await openHeld(page, '/services');
    await opener(page).click();
    await dialog(page).getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog(page)).toBeHidden();
    await opener(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(2, 2);
    await expect(dialog(page)).toBeHidden();
  });
});

test.describe('before the scripts: the hash highlight', () => {
  test('is drawn from the first paint, centred, and the machine ends it 3 s after it began', async ({
    page,
  }) => {
    // The scripts arrive once the page has shown the highlight 1.2 s: the machine keeps it for the
    // 1.8 s left, not for 3 s more. Both clocks are the test's (`holdHighlightClocks`).
    await holdHighlightClocks(page, 1200);
    const scripts = await holdScripts(page);
    await page.goto('/services#atelier-portage', { waitUntil: 'commit' });
    await advanceUntil(page, () => scripts.held() > 0);
    const block = page.locator('#atelier-portage');
    await expect.poll(() => block.evaluate((el) => getComputedStyle(el).outlineWidth)).toBe('3px');
    await expect(block.getByText('Votre sélection')).toBeVisible();
    const offCentre = () =>
      block.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
        const visibleCentre = padding + (window.innerHeight - padding) / 2;
        // A block taller than the view is centred as far as it can be: its top under the header.
        return box.height > window.innerHeight - padding
          ? Math.abs(box.top - padding)
          : Math.abs(box.top + box.height / 2 - visibleCentre);
      });
    await expect.poll(offCentre).toBeLessThan(4);

    scripts.release();
    // The machine starts once the page is hydrated and its code has come, on a timer of its own.
    await advanceUntil(page, async () => (await block.getAttribute('data-highlighted')) === 'true');
    await highlightEnds(page, block, 1200);
  });
});

test.describe('before the scripts: an anchor', () => {
  test('the browser lands on it at first paint, and the scripts leave the visitor where she has scrolled since', async ({
    page,
  }) => {
    // The page's timers on the test's clock (time flows): the wait below is run, not slept.
    await page.clock.install();
    const scripts = await openHeld(page, '/services#boutique');
    await expect(page.locator('#boutique')).toBeInViewport();
    // She scrolls back up to read the services before the scripts arrive (the wheel of a mouse, or
    // her thumb: the page stops bringing the shop back once she has moved it herself).
    await page.mouse.wheel(0, -20_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    scripts.release();
    await waitForHydration(page);
    // The highlight's machine listens; then every timer due within 5 times the wait of a hash scroll on a
    // client navigation runs: nobody took her back.
    await expect.poll(() => highlightListens(page)).toBe(true);
    await page.clock.runFor(5 * HASH_SCROLL_DELAY_MS);
    await afterFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('before the scripts: the contact form', () => {
  const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

  test('an empty or invalid submit shows the French messages and sends nothing; the machine takes them over', async ({
    page,
  }) => {
    const posts = await answerForms(page);
    const scripts = await openHeld(page, '/contact');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    for (const message of ['Nom requis', 'Email requis', 'Message requis']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(field(page, 'Nom')).toBeFocused();
    await expect(field(page, 'Nom')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Nom')).toHaveAccessibleDescription('Nom requis');

    await field(page, 'Nom').fill('Camille Martin');
    await expect(page.getByText('Nom requis')).toBeHidden();
    await field(page, 'E-mail').fill('camille@example');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText('Adresse email invalide')).toBeVisible();
    await expect(page).toHaveURL('/contact');
    expect(posts).toHaveLength(0);

    scripts.release();
    await waitForHydration(page);
    // The machine shows the same messages, on the same fields, and keeps what was typed.
    await expect(field(page, 'E-mail')).toHaveAccessibleDescription('Adresse email invalide');
    await expect(field(page, 'Message')).toHaveAccessibleDescription('Message requis');
    await expect(page.getByText('Adresse email invalide')).toHaveCount(1);
    await expect(field(page, 'Nom')).toHaveValue('Camille Martin');
    await field(page, 'E-mail').fill('camille@example.fr');
    await expect(field(page, 'E-mail')).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText('Adresse email invalide')).toBeHidden();
    expect(posts).toHaveLength(0);
  });

  test('a valid submit says "Envoi en cours…" at once and is sent exactly once, on the site', async ({
    page,
  }) => {
    const posts = await answerForms(page);
    const scripts = await openHeld(page, '/contact');
    await field(page, 'Nom').fill('Camille Martin');
    await field(page, 'E-mail').fill('camille@example.fr');
    await field(page, 'Message').fill('Bonjour, je prépare une césarienne.');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByRole('button', { name: 'Envoi en cours…' })).toBeVisible();
    await page.getByRole('button', { name: 'Envoi en cours…' }).click({ force: true });
    expect(posts).toHaveLength(0);
    await expect(page).toHaveURL('/contact');

    scripts.release();
    await expect(page.getByRole('heading', { name: 'Message envoyé\u202f!' })).toBeVisible();
    expect(posts).toHaveLength(1);
    const body = posts[0]!.postData() ?? '';
    expect(body).toContain('Camille Martin');
    expect(body).toContain('camille@example.fr');
    await expect(page).toHaveURL('/contact');
  });
});

test.describe('when the scripts cannot load', () => {
  // The connection drops before the page's entry script arrives: that request fails.
  test.use({ allowConsoleErrors: [/Failed to load module script|net::ERR_FAILED/] });

  test('a message held before the failure is posted by the browser and confirmed on the site', async ({
    page,
    baseURL,
  }) => {
    const posts = await answerForms(page, (request) => async (route) => {
      const back = new URL(new URLSearchParams(request.postData() ?? '').get('redirect') ?? '');
      await route.fulfill({ status: 303, headers: { location: `${baseURL}${back.pathname}${back.hash}` } });
    });
    const scripts = await openHeld(page, '/contact');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Camille Martin');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('camille@example.fr');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Bonjour.');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByRole('button', { name: 'Envoi en cours…' })).toBeVisible();
    expect(posts).toHaveLength(0);

    scripts.fail();
    await expect(page).toHaveURL(`/contact#${SENT_ANCHOR}`);
    expect(posts).toHaveLength(1);
    await expect(page.getByRole('heading', { name: 'Message envoyé\u202f!' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu, a dialog and the highlight work', async ({ page, isMobile }) => {
    if (isMobile) {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).tap();
      await expect(menuPanel(page).getByRole('link', { name: 'Services' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    }
    await page.goto('/services#bain-enveloppe');
    const block = page.locator('#bain-enveloppe');
    expect(await block.evaluate((el) => getComputedStyle(el).outlineWidth)).toBe('3px');
    await block.getByRole('button', { name: /^En savoir plus/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Rituel de Bain Enveloppé' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the form is checked by the browser, posts to the service and comes back to a French confirmation', async ({
    page,
    baseURL,
  }) => {
    const posts = await answerForms(page, (request) => async (route) => {
      // The service answers a plain form post by sending the visitor to its `redirect` field.
      const redirect = new URLSearchParams(request.postData() ?? '').get('redirect') ?? '';
      const back = new URL(redirect);
      await route.fulfill({
        status: 303,
        headers: { location: `${baseURL}${back.pathname}${back.hash}` },
      });
    });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    expect(posts).toHaveLength(0);
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Camille Martin');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('camille@example.fr');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Bonjour.');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page).toHaveURL(`/contact#${SENT_ANCHOR}`);
    expect(posts).toHaveLength(1);
    await expect(page.getByRole('heading', { name: 'Message envoyé\u202f!' })).toBeVisible();
  });
});

test.describe('a malformed hash', () => {
  for (const path of ['/#%', '/services#100%']) {
    test(`${path} breaks nothing: the page hydrates and navigation scrolls as usual`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
      await expect(page).toHaveURL('/contact');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});
