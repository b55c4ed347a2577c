// Her editor's fields as she reaches them, for the browser tests of her editor (on her computer and
// online): Sveltia marks each field with its keys (`data-key-path`) and draws a field only once it comes
// near the screen, so a test scrolls to it as she does.
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { chromiumLaunch } from '../tools/chromium.mjs';

/** The field at `keyPath` in the editing pane (the preview pane, beside it, marks its parts the same way). */
export const fieldAt = (page: Page, keyPath: string) => page.locator(`[data-key-path="${keyPath}"]`).first();

/**
 * A field of the sheet (`closures.0.to`), brought to the screen as she scrolls to it: through the field it
 * lies in, from that field's top, half a screen at a time. Sveltia draws a list only once it comes on
 * screen, while the short fields after it are drawn at once: jumping to the last field drawn would leave
 * the list above the screen, never drawn.
 */
export async function reach(page: Page, keyPath: string) {
  const keys = keyPath.split('.');
  // The drawn field the next key lies in ('': the sheet, from its first field).
  let within = '';
  for (let length = 1; length <= keys.length; length += 1) {
    // A list's item has no mark of its own: its fields do.
    if (/^\d+$/.test(keys[length - 1] ?? '') && length < keys.length) continue;
    const at = keys.slice(0, length).join('.');
    const field = fieldAt(page, at);
    let halfScreens = 0;
    await expect(async () => {
      if ((await field.count()) > 0) return;
      const outer = within ? fieldAt(page, within) : page.locator('[data-key-path]').first();
      await outer.evaluate((top, halves) => {
        top.scrollIntoView({ block: 'start' });
        let pane = top.parentElement;
        while (
          pane &&
          !(pane.scrollHeight > pane.clientHeight && /auto|scroll/.test(getComputedStyle(pane).overflowY))
        )
          pane = pane.parentElement;
        (pane ?? document.scrollingElement)?.scrollBy(0, (halves * (pane?.clientHeight ?? innerHeight)) / 2);
      }, halfScreens);
      halfScreens += 1;
      expect(await field.count(), `${at} drawn`).toBeGreaterThan(0);
    }).toPass({ intervals: [100] });
    await field.scrollIntoViewIfNeeded();
    within = at;
  }
  return fieldAt(page, keyPath);
}

/**
 * The places of a list's own items in her order (not those of a list inside an item), each holding its
 * item's group: the children of what the list's fold button controls (`aria-controls`; the list's own
 * button comes before its items'). Sveltia draws an item's inside once it comes near the screen.
 */
export async function itemsOf(list: Locator) {
  const fold = list.locator('button[aria-expanded][aria-controls]').first();
  return list.page().locator(`[id="${await fold.getAttribute('aria-controls')}"] > div`);
}

/** An item's own fold button, as she reads it (« Développer », « Réduire » once open), before any of a list in it. */
const foldOf = (item: Locator) => item.getByRole('button', { name: /^(Développer|Réduire)$/ }).first();

/**
 * Opens an item as she does to read it, where its list folds its items (a new one opens folded there),
 * once Sveltia has drawn it (it draws an item once near the screen, with its own « Supprimer »).
 */
export async function unfold(item: Locator) {
  await expect(item.getByRole('button', { name: 'Supprimer', exact: true }).first()).toBeAttached();
  const fold = foldOf(item);
  if ((await fold.count()) > 0 && (await fold.getAttribute('aria-expanded')) === 'false') await fold.click();
}

/**
 * After « Enregistrer », what she sees once the editor has closed the sheet and opened it again
 * (src/admin/sveltiaPage.ts, its `herPlace`): the sheet at `entry` (`contenu/entries/cabinet`), her cursor back in
 * `keyPath`. Her next step waits for it, as she does: a click while the sheet closes and opens again
 * lands on a sheet on its way out.
 */
export async function backInHerField(page: Page, entry: string, keyPath: string) {
  await expect(page).toHaveURL(new RegExp(`#/collections/${entry}$`));
  await expect
    .poll(() => fieldAt(page, keyPath).evaluate((field) => field.contains(document.activeElement)))
    .toBe(true);
}

/** A day as she types it in a French browser, day first: 2026-12-24 → 24122026. */
export const typedDayFirst = (iso: string) => iso.split('-').reverse().join('');

/** A photo as her phone takes it: 4000 × 3000 px, several megabytes, named as the phone names it. */
export async function phonePhoto(name: string) {
  const dir = mkdtempSync(join(tmpdir(), 'her-photos-'));
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  // Each photo its own grain: the editor keeps one file for two identical photos.
  const seed = name.length;
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7919 + seed) % 251;
  const file = join(dir, name);
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toFile(file);
  expect(statSync(file).size).toBeGreaterThan(2_000_000);
  return file;
}

/** A French Chromium, as hers is: its date fields read the day first (Debian's chromium-l10n). */
export const frenchBrowser = {
  launchOptions: {
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, '--lang=fr-FR'],
    env: { ...process.env, LANGUAGE: 'fr', LANG: 'fr_FR.UTF-8' },
  },
};

/** Her screens: a computer, and a phone held in the hand. */
export const screens = [
  { name: '1280 px', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  { name: '390 px, touch', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;
