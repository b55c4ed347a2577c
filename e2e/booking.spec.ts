import type { Page, TestInfo } from '@playwright/test';
import cabinetFile from '../src/content/cabinet.yml';
import linksFile from '../src/content/links.yml';
import type { Sheet } from '../src/content/schema';
import { freeBookingNote, paidBookingNote } from '../src/data/booking';
import { paths } from '../src/data/navigation';
import { services as servicesWithCopy } from '../src/data/services';
import { expect, test, waitForHydration } from './fixtures';

// Issue 46: what happens after « Réserver » is read before the tap, at 360 px and at 1280 px.

// Her sheets as the build reads them (src/data/site.ts reads build-time values, so not imported here).
const generalBooking = (linksFile as Sheet<'links'>).bookingUrl;
const cabinet = cabinetFile as Sheet<'cabinet'>;
const services = servicesWithCopy.map((service) => ({
  ...service,
  bookingUrl: service.bookingUrl || generalBooking,
}));

/** The phone project runs at 360 px here, the narrowest phone the issue names. */
async function narrowPhone(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 360, height: 740 });
}
test.beforeEach(async ({ page }, testInfo) => narrowPhone(page, testInfo));

/** The booking lines as a visitor reads them (typography aside), with the terms link after them. */
const paidLines = paidBookingNote.lines.join(' ');
const freeLines = freeBookingNote.lines.join(' ');
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

test.describe('each service books at its own address', () => {
  test('every « Réserver ma séance / mon atelier / mon rituel » leads to its service’s page, its lines and terms under it', async ({
    page,
  }) => {
    expect(new Set(services.map(({ bookingUrl }) => bookingUrl)).size).toBe(services.length);
    await page.goto(paths.services);
    for (const service of services) {
      const block = page.locator(`#${service.id}`);
      const button = block.getByRole('link', {
        name: new RegExp(`^${service.bookingCta}.*${service.title}`),
      });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toHaveAttribute('href', service.bookingUrl);
      await expect(button).toHaveAttribute('target', '_blank');
      const note = block.locator('[data-booking-note]');
      await expect(note).toBeVisible();
      expect(words((await note.textContent()) ?? '')).toContain(words(paidLines).slice(0, 40));
      // Just under the button (the next thing the eye meets).
      const [buttonBox, noteBox] = [await button.boundingBox(), await note.boundingBox()];
      expect(noteBox!.y).toBeGreaterThan(buttonBox!.y);
      expect(noteBox!.y - (buttonBox!.y + buttonBox!.height)).toBeLessThan(120);
      await expect(note.getByRole('link', { name: 'Conditions de vente' })).toHaveAttribute(
        'href',
        paths.terms,
      );
    }
  });

  test('the dialog’s booking button goes to the same address, with the same lines', async ({ page }) => {
    await page.goto(paths.services);
    await waitForHydration(page);
    for (const service of services) {
      const block = page.locator(`#${service.id}`);
      await block.getByRole('button', { name: /^En savoir plus/ }).click();
      const dialog = page.getByRole('dialog', { name: service.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: new RegExp(`^${service.bookingCta}`) })).toHaveAttribute(
        'href',
        service.bookingUrl,
      );
      await expect(dialog.locator('[data-booking-note]')).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Conditions de vente' })).toHaveAttribute(
        'href',
        paths.terms,
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('the free first exchange keeps the general address, with its own lines', async ({ page }) => {
    for (const path of [paths.home, paths.contact]) {
      await page.goto(path);
      const button = page.getByRole('main').getByRole('link', { name: /^Prendre rendez-vous/ });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toHaveAttribute('href', generalBooking);
      const note = page.getByRole('main').locator('[data-booking-note]');
      await expect(note).toBeVisible();
      expect(words((await note.textContent()) ?? '')).toContain(words(freeLines).slice(0, 40));
    }
  });
});

test.describe('« Conditions de vente »', () => {
  test('is reached from every booking line of /services', async ({ page }) => {
    await page.goto(paths.services);
    await waitForHydration(page);
    const count = await page.locator('section[id] [data-booking-note]').count();
    expect(count).toBe(services.length);
    for (let index = 0; index < count; index += 1) {
      await page.goto(paths.services);
      await waitForHydration(page);
      const link = page.locator('section[id] [data-booking-note]').nth(index).getByRole('link');
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(paths.terms);
      await expect(page.getByRole('heading', { level: 1, name: 'Conditions de vente' })).toBeVisible();
    }
  });

  test('is reached from the footer and from the other legal pages', async ({ page }) => {
    await page.goto(paths.home);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Conditions de vente' }).click();
    await expect(page).toHaveURL(paths.terms);
    for (const path of [paths.legalNotice, paths.privacy]) {
      await page.goto(path);
      await page
        .getByRole('navigation', { name: 'Pour aller plus loin' })
        .getByRole('link', { name: 'Conditions de vente' })
        .click();
      await expect(page).toHaveURL(paths.terms);
    }
  });

  test('tells what the law asks before a session is sold at a distance', async ({ page }) => {
    await page.goto(paths.terms);
    const main = page.getByRole('main');
    for (const heading of [
      'Prestations et prix',
      'Réservation et paiement',
      'Votre droit de rétractation de 14 jours',
      'Une séance avant la fin des 14 jours',
      'Annuler ou déplacer une séance',
      'Réclamation et médiation',
      'Droit applicable',
      'Formulaire de rétractation',
    ])
      await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    // A code's article stays whole: a word joiner after its hyphen (issue 62).
    await expect(main).toContainText('L221-\u206018');
    await expect(main).toContainText('L221-\u206025');
    await expect(main).toContainText('L612-\u20601');
  });
});

test.describe('/services reads without repeating itself', () => {
  /** The sentences of a text as a reader meets them (split at . ! ? and ;), long enough to mean something. */
  const sentencesOf = (text: string) =>
    text
      .split(/(?<=[.!?;…])\s+/)
      .map(words)
      .filter((sentence) => sentence.length > 24);

  test('no sentence of a block appears in its dialog, which adds for whom, what to bring and where', async ({
    page,
  }) => {
    await page.goto(paths.services);
    await waitForHydration(page);
    for (const service of services) {
      const block = page.locator(`#${service.id}`);
      // The block's own words: what it says, its facts; not the booking lines every button shares, nor
      // where to begin, which the dialog says again on purpose (issue 62: the same words everywhere).
      const blockText = await block.evaluate((element) =>
        [...element.querySelectorAll('h2, p:not([data-booking-note]):not([data-ladder] p), dd')]
          // What she reads at this width: a phone's block leaves its description to the dialog.
          .filter((node) => node.checkVisibility())
          .map((node) => node.textContent ?? '')
          .join('\n'),
      );
      await block.getByRole('button', { name: /^En savoir plus/ }).click();
      const dialog = page.getByRole('dialog', { name: service.title });
      await expect(dialog).toBeVisible();
      for (const heading of ['Pour qui', 'Comment se passe', 'Ce qu’il faut prévoir', 'Où'])
        await expect(
          dialog.getByRole('heading', { level: 3, name: new RegExp(`^${heading}`) }),
        ).toBeVisible();
      const dialogText = words(
        await dialog.evaluate((element) =>
          [...element.querySelectorAll('p:not([data-booking-note]), li')]
            // A wider screen's dialog leaves the description to the block.
            .filter((node) => node.checkVisibility())
            .map((node) => node.textContent ?? '')
            .join('\n'),
        ),
      );
      const repeated = sentencesOf(blockText).filter((sentence) => dialogText.includes(sentence));
      expect(repeated, `${service.id}: sentences of the block in its dialog`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe('where to begin (issue 62)', () => {
  test('each service reads the same ladder in its block, its dialog, the FAQ and the terms', async ({
    page,
  }) => {
    await page.goto(paths.services);
    await waitForHydration(page);
    const faqAnswer = words(
      (await page.locator('details').filter({ hasText: 'Par quoi commencer' }).textContent()) ?? '',
    );
    for (const service of services) {
      const block = page.locator(`#${service.id}`);
      const ladder = [service.ladder.decided ?? '', service.ladder.unsure].filter(Boolean).map(words);
      const blockText = words((await block.locator('[data-ladder]').textContent()) ?? '');
      for (const sentence of ladder) expect(blockText).toContain(sentence);
      await block.getByRole('button', { name: /^En savoir plus/ }).click();
      const dialog = page.getByRole('dialog', { name: service.title });
      await expect(dialog).toBeVisible();
      const dialogText = words((await dialog.locator('[data-ladder]').textContent()) ?? '');
      for (const sentence of ladder) expect(dialogText).toContain(sentence);
      // It opens with its facts: how long and how much, in sight without scrolling.
      await expect(dialog.locator('header').getByText('Tarif')).toBeInViewport();
      await expect(dialog.locator('header').getByText('Durée')).toBeInViewport();
      // The footer is the button alone; on a phone it takes a small part of the panel.
      const footer = dialog.locator('footer');
      await expect(footer.getByRole('link')).toHaveCount(1);
      await expect(footer.locator('p')).toHaveCount(0);
      const [footerBox, dialogBox] = [await footer.boundingBox(), await dialog.boundingBox()];
      expect(footerBox!.height / dialogBox!.height, 'footer share of the dialog').toBeLessThan(0.15);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(faqAnswer).toContain(words(`\u00a0${service.title}\u00a0» se réserve`));
    }
    await page.goto(paths.terms);
    const terms = words((await page.getByRole('main').textContent()) ?? '');
    for (const service of services)
      expect(terms).toContain(words(`«\u00a0${service.title}\u00a0» se réserve`));
    expect(terms).toContain('Si vous hésitez encore, commencez par le premier échange gratuit');
  });

  test('the booking lines name the platform at 15 px at least', async ({ page }) => {
    await page.goto(paths.services);
    const notes = page.locator('section[id] [data-booking-note]');
    await expect(notes).toHaveCount(services.length);
    for (const note of await notes.all()) {
      await expect(note).toContainText('La réservation se fait sur');
      const size = await note.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      expect(size).toBeGreaterThanOrEqual(15);
    }
  });
});

test.describe('her face early', () => {
  test('no page draws a portrait placeholder while she has no photo', async ({ page }) => {
    for (const path of [paths.home, paths.contact, paths.services, '/articles']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      expect(
        await page
          .locator('img')
          .evaluateAll((images) =>
            images.map((image) => (image as HTMLImageElement).src).filter((src) => /placeholder/.test(src)),
          ),
        path,
      ).toEqual([]);
      await expect(page.getByRole('main')).not.toContainText(/Emplacement de son portrait|photo à venir/);
    }
  });

  test('the home page shows her name and role within two phone screens, and no empty portrait', async ({
    page,
  }) => {
    await page.goto(paths.home);
    const byline = page.locator('[data-founder-byline]');
    // Issue 62: her face, or none: until her photo (photos.yml, empty in the demo), no placeholder is drawn.
    await expect(byline.locator('img')).toHaveCount(0);
    await expect(byline).toContainText(cabinet.name);
    await expect(byline).toContainText(cabinet.role);
    const box = (await byline.boundingBox())!;
    const screen = page.viewportSize()!.height;
    expect(box.y + box.height, 'bottom of her byline (px from the top)').toBeLessThanOrEqual(2 * screen);
    await byline.getByRole('link', { name: 'Mon histoire' }).click();
    await expect(page.locator('#mon-histoire')).toBeInViewport();
  });
});
