import { expect, type Locator, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { sveltiaConfig } from '../src/admin/config';
import { sheetAsWritten } from '../src/admin/entry';
import { contentFiles } from '../src/data/content/schema';
import { chromiumLaunch } from '../tools/chromium.mjs';
import { pickFolder } from './folderPicker';
import { type HerProject, startHerProject } from './herProject';

/**
 * Her week in her editor, in her own setup: `npm run admin` in her project's folder, and that same folder
 * picked in the editor (a disposable copy of the whole project, e2e/herProject.ts), so the dev server
 * watches every write as on her computer; a French Chromium, at 1280 px and at 390 px touch. Every list
 * of every sheet takes an item, gives one up and is reordered, then saved; each save is checked on disk,
 * with no stray file, the editor never reloaded and her cursor back in the list she was in; at the end
 * `npm run build` of her folder shows what she saved.
 */

// A French browser: its date fields read the day first.
test.use({
  launchOptions: {
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, '--lang=fr-FR'],
    env: { ...process.env, LANGUAGE: 'fr', LANG: 'fr_FR.UTF-8' },
  },
});
test.describe.configure({ mode: 'serial' });

type Field = {
  name: string;
  widget?: string;
  max?: number;
  fields?: Field[];
  field?: Field;
  options?: unknown[];
};
type Item = Record<string, unknown> | string;

const { config } = sveltiaConfig({
  backend: { name: 'github', repo: 'elle/site', branch: 'main' },
  local: true,
});
const sheetsCollection = config.collections[0] as unknown as { files: { name: string; fields: Field[] }[] };

/** Every list of a sheet, by its keys (`*` for a list's items), with its field. */
function listsOf(fields: Field[], path = ''): { path: string; field: Field }[] {
  return fields.flatMap((field) => {
    const at = path ? `${path}.${field.name}` : field.name;
    if (field.widget === 'list') return [{ path: at, field }];
    return field.widget === 'object' && field.fields ? listsOf(field.fields, at) : [];
  });
}

let her: HerProject;
/** What each save should have written, checked again in the built site at the end. */
const saved: Record<string, unknown> = {};

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook destructures.
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(120_000);
  her = await startHerProject(testInfo.project.name === 'phone' ? 5212 : 5211);
});
test.afterAll(() => her?.stop());

test.beforeEach(async ({ context, page }, testInfo) => {
  // Her phone: 390 px wide (the phone project's 375 px is the visitor's).
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  await pickFolder(context, her.dir);
});

const sheetFile = (name: string) => contentFiles[name as keyof typeof contentFiles].file;
const onDisk = (name: string) => parse(her.sheet(sheetFile(name))) as Record<string, unknown>;
const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);

/** Opens her editor at a sheet, and her folder, as she does; marks the page to tell a reload. */
async function openSheet(page: Page, name: string) {
  await page.goto(`http://127.0.0.1:${her.port}/admin/#/collections/contenu/entries/${name}`);
  await page.getByRole('button', { name: 'Travailler avec un dépôt local' }).click();
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { herSession: boolean }).herSession = true;
  });
}
const neverReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { herSession?: boolean }).herSession === true);

const fieldAt = (page: Page, keyPath: string) => page.locator(`[data-key-path="${keyPath}"]`).first();

/** A field of the sheet, brought to the screen as she scrolls to it: Sveltia draws a group's inside near the screen. */
async function reach(page: Page, keyPath: string) {
  const keys = keyPath.split('.');
  for (let length = 1; length <= keys.length; length += 1) {
    const field = fieldAt(page, keys.slice(0, length).join('.'));
    // A list's item has no mark of its own: its fields do.
    if (/^\d+$/.test(keys[length - 1] ?? '') && length < keys.length) continue;
    await field.scrollIntoViewIfNeeded();
  }
  return fieldAt(page, keyPath);
}
/**
 * A list's own items (not those of a list inside an item): each stands in its place, and Sveltia draws
 * its inside once it comes near the screen.
 */
const itemsOf = (list: Locator) => list.locator('[id$="-item-list"]').first().locator(':scope > div');
async function itemAt(list: Locator, index: number) {
  const place = itemsOf(list).nth(index);
  await place.scrollIntoViewIfNeeded();
  return place.locator(':scope > [role=group]');
}

/** A day as she types it in a French browser: 24122026. */
const typedDayFirst = (iso: string) => iso.split('-').reverse().join('');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Types `value` into the field at `keyPath` as she would, by the field's kind. */
async function fill(page: Page, field: Field, keyPath: string, value: unknown) {
  if (value === undefined || value === '' || field.widget === 'image') return;
  // A list's item has no mark of its own: its fields do.
  if (field.widget === 'object') {
    for (const inner of field.fields ?? [])
      await fill(page, inner, `${keyPath}.${inner.name}`, (value as Record<string, unknown>)[inner.name]);
    return;
  }
  const box = await reach(page, keyPath);
  switch (field.widget) {
    case 'datetime':
      await box.locator('input[type=date]').focus();
      await page.keyboard.type(typedDayFirst(String(value)));
      return;
    case 'amount':
      await box.getByRole('textbox').fill(String(value).replace('.', ','));
      return;
    case 'select': {
      const option = (field.options ?? []).find(
        (choice) => (typeof choice === 'object' ? (choice as { value: unknown }).value : choice) === value,
      );
      const label = typeof option === 'object' ? String((option as { label: unknown }).label) : String(value);
      // A few choices are radio buttons; more, a list that opens.
      const radio = box.getByRole('radio', { name: label, exact: true });
      if (await radio.count()) return radio.check();
      await box.getByRole('combobox').click();
      await page.getByRole('option', { name: label, exact: true }).click();
      return;
    }
    case 'list': {
      const list = fieldAt(page, keyPath);
      for (const [index, item] of (value as unknown[]).entries()) {
        await list
          .getByRole('button', { name: /^Ajouter/ })
          .last()
          .click();
        await fill(
          page,
          field.field ?? { name: '', widget: 'object', fields: field.fields },
          `${keyPath}.${index}`,
          item,
        );
      }
      return;
    }
    default:
      await box.getByRole('textbox').fill(String(value));
  }
}

/** Adds an item through « Ajouter … » and types `value` into it. */
async function addItem(page: Page, path: string, field: Field, index: number, value: Item) {
  const list = fieldAt(page, path);
  await list
    .getByRole('button', { name: /^Ajouter/ })
    .last()
    .click();
  await expect(itemsOf(list)).toHaveCount(index + 1);
  const item = await itemAt(list, index);
  // A new item opens folded where the list folds its items (testimonials, questions).
  const fold = item.locator(':scope > div').first().locator('button[aria-controls*="-item-"]');
  if ((await fold.getAttribute('aria-expanded')) === 'false') await fold.click();
  const itemField = field.field ?? { name: '', widget: 'object', fields: field.fields };
  await fill(page, itemField, `${path}.${index}`, value);
}

const removeItem = async (list: Locator, index: number) =>
  (await itemAt(list, index)).getByRole('button', { name: 'Supprimer', exact: true }).first().click();

/**
 * Moves an item one place up, as Sveltia offers it: with its handle and the keyboard on a computer, with
 * its « Déplacer vers le haut » arrow on a phone (no handle to drag on a touch screen).
 */
async function moveUp(page: Page, list: Locator, index: number) {
  const header = (await itemAt(list, index)).locator(':scope > div').first();
  const arrow = header.getByRole('button', { name: 'Déplacer vers le haut' });
  if (await arrow.count()) return arrow.click();
  await header.getByRole('button', { name: 'Réordonner l’élément' }).focus();
  await page.keyboard.press('ArrowUp');
}

/** « Enregistrer », then what she sees: the notice, the same sheet, her cursor back in `keyPath`. */
async function save(page: Page, name: string, keyPath: string) {
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enregistré sur cet ordinateur' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/collections/contenu/entries/${name}$`));
  await expect
    .poll(() => fieldAt(page, keyPath).evaluate((field) => field.contains(document.activeElement)))
    .toBe(true);
}

const sheetsWithLists = sheetsCollection.files
  .map(({ name, fields }) => ({ name, lists: listsOf(fields) }))
  .filter(({ lists }) => lists.length > 0);

for (const { name, lists } of sheetsWithLists) {
  test(`« ${contentFiles[name as keyof typeof contentFiles].label} »: each list takes an item, gives one up and is reordered, then the file says exactly that`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openSheet(page, name);
    const before = onDisk(name);
    const expected = structuredClone(before);
    // A list inside a list's items (a product's features): the one in the first item.
    const paths = lists.map(({ path, field }) => ({ path: path.replaceAll('*', '0'), field }));
    for (const { path, field } of paths) {
      const items = (at(expected, path) as Item[] | undefined) ?? [];
      const list = await reach(page, path);
      const max = field.max ?? Number.POSITIVE_INFINITY;
      // A new item with the first one's values (a closure when there is none), and the first one removed:
      // no rule over two items (the same product twice) can refuse it.
      const added: Item = items[0] ?? { from: inDays(30), to: inDays(44), note: 'Congés d’hiver' };
      if (items.length < max) {
        await addItem(page, path, field, items.length, added);
        if (items.length > 0) await removeItem(list, 0);
      } else {
        await removeItem(list, 0);
        await addItem(page, path, field, items.length - 1, added);
      }
      const kept = [...items.slice(1), added];
      // Then the new one moved up one place, before the last one she had.
      if (kept.length >= 2) {
        await moveUp(page, list, kept.length - 1);
        kept.splice(kept.length - 2, 2, added, kept[kept.length - 2] as Item);
      }
      const parent = path.split('.').slice(0, -1).join('.');
      const key = path.split('.').at(-1) as string;
      (parent ? (at(expected, parent) as Record<string, unknown>) : expected)[key] = kept;
    }
    await save(page, name, paths.at(-1)?.path ?? '');
    // Exactly her values, the empty optional ones left out as the editor writes them (an empty photo).
    const written = sheetAsWritten(name as keyof typeof contentFiles, expected);
    await expect.poll(() => onDisk(name)).toEqual(written);
    saved[name] = written;
    expect(await neverReloaded(page)).toBe(true);
    expect(her.strayFiles()).toEqual([]);
  });
}
