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

/** A field of the sheet (`closures.0.to`), brought to the screen as she scrolls to it. */
export async function reach(page: Page, keyPath: string) {
  const keys = keyPath.split('.');
  for (let length = 1; length <= keys.length; length += 1) {
    const field = fieldAt(page, keys.slice(0, length).join('.'));
    // A list's item has no mark of its own: its fields do.
    if (/^\d+$/.test(keys[length - 1] ?? '') && length < keys.length) continue;
    // Not drawn yet: she scrolls on, past the last field of the group drawn so far.
    const group = keys.slice(0, length - 1).join('.');
    await expect(async () => {
      if ((await field.count()) > 0) return;
      await page
        .locator(group ? `[data-key-path^="${group}."]` : '[data-key-path]')
        .last()
        .evaluate((drawn) => drawn.scrollIntoView({ block: 'start' }));
      expect(await field.count()).toBeGreaterThan(0);
    }).toPass({ timeout: 15_000 });
    await field.scrollIntoViewIfNeeded();
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
export const foldOf = (item: Locator) => item.getByRole('button', { name: /^(Développer|Réduire)$/ }).first();

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
