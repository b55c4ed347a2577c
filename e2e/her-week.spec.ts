import { expect, type Locator, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { readAmount } from '../src/admin/checks';
import { sveltiaConfig } from '../src/admin/config';
import { sheetAsWritten } from '../src/admin/entry';
import { textForHer } from '../src/admin/legalTextsSheet';
import { contentFiles } from '../src/content/schema';
import { serviceTitlesIn } from '../src/content/schemas/rules';
import { HER_PROJECT_TEST_MS } from './bounds';
import {
  backInHerField,
  fieldAt,
  frenchBrowser,
  itemsOf,
  phonePhoto,
  reach,
  typedDayFirst,
  unfold,
} from './editorFields';
import { herProjectForFile } from './herProject';
import { watchTrouble } from './pageTrouble';

/**
 * Her week in her editor, in her own setup: `npm run admin` in her project's folder, and that same folder
 * picked in the editor (a disposable copy of the whole project, e2e/herProject.ts), so the dev server
 * watches every write as on her computer; a French Chromium, at 1280 px and at 390 px touch. Every list
 * of every sheet gives up an item, takes one and is reordered, each item showing its own values after
 * every step, then saved; each save is checked on disk, with no stray file, the editor never reloaded and
 * her cursor back in the list she was in, and what each list showed her is what the same sheet shows
 * opened again; at the end `npm run build` of her folder shows what she saved.
 */

test.use(frenchBrowser);
test.describe.configure({ mode: 'serial' });

type Field = {
  name: string;
  widget?: string;
  format?: string;
  max?: number;
  allow_reorder?: boolean;
  fields?: Field[];
  field?: Field;
  collapsed?: boolean;
  options?: unknown[];
};
type Item = Record<string, unknown> | string;

/** A list's item as a field: its one field, or a group of its fields. */
const itemFieldOf = (list: Field): Field => list.field ?? { name: '', widget: 'object', fields: list.fields };

const { config } = sveltiaConfig({
  backend: { name: 'github', repo: 'elle/site', branch: 'main' },
  local: true,
  titles: serviceTitlesIn({}),
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

const her = herProjectForFile([5211, 5212]);

const sheetFile = (name: string) => contentFiles[name as keyof typeof contentFiles].file;
const onDisk = (name: string) => parse(her.sheet(sheetFile(name))) as Record<string, unknown>;
const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);

/**
 * Opens her editor at `hash`, and her folder, as she does: « Ouvrir le dossier du site ». If the
 * editor never offers it, the failure says what the page showed, what went wrong in it (errors, failed
 * or refused requests) and what `npm run admin` printed. Once in a CI run the page stayed blank for a
 * minute after its script had loaded, with nothing in the server's output: the next time says why.
 */
async function openEditor(page: Page, hash: string) {
  const trouble = watchTrouble(page);
  try {
    await page.goto(`http://127.0.0.1:${her.port}/admin/${hash}`);
    await page
      .getByRole('button', { name: 'Ouvrir le dossier du site' })
      .click()
      .catch(async (error) => {
        const shown = await page
          .locator('body')
          .innerText()
          .catch(() => '(page closed)');
        throw new Error(
          `${error}\n--- the page showed:\n${shown.slice(0, 2000)}\n--- in the page:\n${trouble.lines.join('\n') || '(nothing)'}\n--- npm run admin:\n${her.log().slice(-4000)}`,
        );
      });
  } finally {
    trouble.stop();
  }
}

/** Opens her editor at a sheet, and her folder; marks the page to tell a reload. */
async function openSheet(page: Page, name: string) {
  await openEditor(page, `#/collections/contenu/entries/${name}`);
  // Her folder is read first, her photos included: a few seconds once it holds a phone's photos.
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { herSession: boolean }).herSession = true;
  });
}
const neverReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { herSession?: boolean }).herSession === true);

/** A list's item at `index`, brought to the screen as she scrolls to it. */
async function itemAt(list: Locator, index: number) {
  const place = (await itemsOf(list)).nth(index);
  await place.scrollIntoViewIfNeeded();
  return place.locator(':scope > [role=group]');
}

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
  // A section's address: the editor keeps it out of sight, and gives a new section one (legalTextsSheet.ts).
  if (field.widget === 'hidden') return;
  const box = await reach(page, keyPath);
  switch (field.widget) {
    case 'datetime':
      await box.locator('input[type=date]').focus();
      // A month is typed as any day of it: the first.
      await page.keyboard.type(typedDayFirst(field.format === 'YYYY-MM' ? `${value}-01` : String(value)));
      return;
    case 'amount':
      await box.getByRole('textbox').fill(String(value).replace('.', ','));
      return;
    case 'select': {
      // Several choices (a slot's days): each one picked from the list, as she does.
      if (Array.isArray(value)) {
        for (const one of value) {
          const box2 = box.getByRole('checkbox', { name: String(one), exact: true });
          if (await box2.count()) await box2.check();
          else {
            await box.getByRole('combobox').click();
            await page.getByRole('option', { name: String(one), exact: true }).click();
          }
        }
        return;
      }
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
        await fill(page, itemFieldOf(field), `${keyPath}.${index}`, item);
      }
      return;
    }
    // Her legal texts: the names they hold as she reads them (src/admin/legalTextsSheet.ts).
    case 'markdown':
      await box.getByRole('textbox').fill(textForHer(String(value)));
      return;
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
  await expect(await itemsOf(list)).toHaveCount(index + 1);
  const item = await itemAt(list, index);
  await unfold(item);
  await fill(page, itemFieldOf(field), `${path}.${index}`, value);
}

/** What an item holds, as she reads it: its text and the values of its fields. */
const contentOf = (item: Locator) =>
  item.evaluate(
    (element) =>
      `${element.textContent}|${[...element.querySelectorAll('input, textarea')]
        .map((field) => (field as HTMLInputElement).value)
        .join('|')}`,
  );

/** What shows a field's value: a box to type in, a choice, a drop-down list, rich text. */
const CONTROLS =
  'input:not([type=file]), textarea, [role=checkbox], [role=radio], [role=switch], [role=combobox], [contenteditable=true]';

/** A photo, or a group holding one: it shows a picture, which her photos' own test reads. */
const showsPhoto = (field: Field): boolean =>
  field.widget === 'image' || (field.fields ?? []).some(showsPhoto);

/** A field as she reads it: its keys, its field, what its controls show. */
type Shown = { keyPath: string; field: Field; shown: string[] };

/**
 * What the field at `keyPath` shows, read once Sveltia has drawn it (it draws a field once it comes near
 * the screen): the values of its text boxes, which of its choices are ticked, what its drop-down lists
 * and rich text read; a group's fields and a list's items in their order.
 */
async function shownAt(page: Page, keyPath: string, field: Field): Promise<Shown[]> {
  if (field.widget === 'list') return (await shownIn(page, keyPath, field)).flat();
  if (field.fields) {
    const shown: Shown[] = [];
    for (const inner of field.fields.filter((inner) => !showsPhoto(inner) && inner.widget !== 'hidden'))
      shown.push(...(await shownAt(page, `${keyPath}.${inner.name}`, inner)));
    return shown;
  }
  const box = await reach(page, keyPath);
  await expect(box.locator(CONTROLS).first(), keyPath).toBeAttached();
  const shown = await box.evaluate(
    (element, controls) =>
      [...element.querySelectorAll<HTMLElement>(controls)].map((control) => {
        if (control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type))
          return String(control.checked);
        if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
          return control.value;
        return control.getAttribute('aria-checked') ?? control.innerText;
      }),
    CONTROLS,
  );
  return [{ keyPath, field, shown }];
}

/** What a list shows, item by item, each item unfolded as she would to read it. */
async function shownIn(page: Page, path: string, field: Field) {
  const list = await reach(page, path);
  const count = await (await itemsOf(list)).count();
  const shown: Shown[][] = [];
  for (let index = 0; index < count; index += 1) {
    const item = await itemAt(list, index);
    await unfold(item);
    shown.push(await shownAt(page, `${path}.${index}`, itemFieldOf(field)));
  }
  return shown;
}

/**
 * Each item of the list shows its own values, field by field (a photo and a choice aside, which show a
 * picture and a label): after a removal, an addition or a move, no field may show the value of the item
 * that stood in its place before (an amount or a time keeps what was typed in it: src/admin/widgets.ts).
 * A list that folds its items (long texts) is read once she is done with it, against the file opened anew.
 */
async function expectItemsShown(page: Page, path: string, field: Field, items: Item[]) {
  if (field.collapsed) return;
  await expect(await itemsOf(await reach(page, path))).toHaveCount(items.length);
  for (const [index, item] of items.entries()) {
    const itemPath = `${path}.${index}`;
    for (const { keyPath, field: inner, shown } of await shownAt(page, itemPath, itemFieldOf(field))) {
      if (inner.widget === 'select') continue;
      const value = keyPath === itemPath ? item : at(item, keyPath.slice(itemPath.length + 1));
      const [text = ''] = shown;
      const wanted = value === undefined || value === null ? '' : String(value);
      if (inner.widget === 'amount') expect(readAmount(text), keyPath).toBe(value ?? null);
      // A month shows as its first day.
      else if (inner.widget === 'datetime') expect(text.slice(0, wanted.length), keyPath).toBe(wanted);
      else expect(text, keyPath).toBe(wanted);
    }
  }
}

/** « Supprimer » on an item; done once the list shows one item fewer (the next step counts on it). */
async function removeItem(list: Locator, index: number) {
  const count = await (await itemsOf(list)).count();
  await (await itemAt(list, index)).getByRole('button', { name: 'Supprimer', exact: true }).first().click();
  await expect(await itemsOf(list)).toHaveCount(count - 1);
}

/**
 * Moves an item one place up, as Sveltia offers it: with its handle and the keyboard on a computer, with
 * its « Déplacer vers le haut » arrow on a phone (no handle to drag on a touch screen).
 */
async function moveUp(page: Page, list: Locator, index: number) {
  const item = await itemAt(list, index);
  const moved = await contentOf(item);
  // Its own buttons come before those of a list inside it.
  const arrow = item.getByRole('button', { name: 'Déplacer vers le haut' }).first();
  if (await arrow.count()) await arrow.click();
  else {
    await item.getByRole('button', { name: 'Réordonner l’élément' }).first().focus();
    await page.keyboard.press('ArrowUp');
  }
  // Done once the list shows it one place up: the next step (a save) must not race the redraw.
  await expect.poll(async () => contentOf(await itemAt(list, index - 1))).toBe(moved);
}

/** « Enregistrer », then what she sees: the notice, the same sheet, her cursor back in `keyPath`. */
async function save(page: Page, name: string, keyPath: string) {
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  // A phone's photo takes a while to write: she waits for the notice.
  const notice = page.getByRole('status').filter({ hasText: 'Enregistré sur cet ordinateur' });
  await expect(notice).toBeVisible();
  await backInHerField(page, `contenu/entries/${name}`, keyPath);
}

/**
 * An item as she types it anew from another: a rich text as a sentence of hers naming what it named (its
 * marks come from the toolbar: admin.spec.ts sets one in bold), a field the editor keeps out of sight left
 * to the editor (a new section's address, made from its heading as it is saved).
 */
function typedAnew(item: Item, list: Field): Item {
  if (typeof item === 'string') return item;
  const typed: Record<string, unknown> = { ...item };
  for (const inner of itemFieldOf(list).fields ?? []) {
    // The names the text held (the law's: her SIRET, her address…), typed as she reads them (‹votre SIRET›).
    if (inner.widget === 'markdown')
      typed[inner.name] =
        `Un paragraphe de plus, écrit de sa main\u00a0: ${[...new Set(String(item[inner.name] ?? '').match(/\{\w+\}/g) ?? [])].join(', ')}.`;
    if (inner.widget === 'hidden') delete typed[inner.name];
  }
  return typed;
}

const sheetsWithLists = sheetsCollection.files
  .map(({ name, fields }) => ({ name, lists: listsOf(fields) }))
  .filter(({ lists }) => lists.length > 0);

for (const { name, lists } of sheetsWithLists) {
  test(`« ${contentFiles[name as keyof typeof contentFiles].label} »: each list takes an item, gives one up and is reordered, then the file says exactly that`, async ({
    page,
  }) => {
    // The legal texts, the longest sheet, take 1.7 min on a quiet machine, and more than 3 under CI's load.
    test.setTimeout(HER_PROJECT_TEST_MS);
    await openSheet(page, name);
    const before = onDisk(name);
    const expected = structuredClone(before);
    // A list inside a list's items (a product's features): the one in the first item.
    const paths = lists.map(({ path, field }) => ({ path: path.replaceAll('*', '0'), field }));
    // What each list shows her once she is done with it, read again below from the file opened anew: a
    // field that kept the value of the item that stood in its place before a move or a removal shows here.
    const shown: Shown[][][] = [];
    for (const { path, field } of paths) {
      const items = (at(expected, path) as Item[] | undefined) ?? [];
      const list = await reach(page, path);
      const max = field.max ?? Number.POSITIVE_INFINITY;
      // A new item with the first one's values (a closure when there is none), and the first one removed:
      // no rule over two items (the same product twice) can refuse it. A line of text gets a word more,
      // or two lines moved back in their order would leave the sheet as it was, with nothing to save.
      const first = items[0] ?? { from: inDays(30), to: inDays(44), note: 'Congés d’hiver' };
      const added: Item = typeof first === 'string' ? `${first} Merci.` : typedAnew(first, field);
      // Removed first where the list can spare it, so that every item below moves up into the place
      // above it; added first where it holds one item (at least one is asked) or none.
      // Each step checked as she sees it.
      if (items.length > 1 || items.length >= max) {
        await removeItem(list, 0);
        await expectItemsShown(page, path, field, items.slice(1));
        await addItem(page, path, field, items.length - 1, added);
      } else {
        await addItem(page, path, field, items.length, added);
        await expectItemsShown(page, path, field, [...items, added]);
        if (items.length > 0) await removeItem(list, 0);
      }
      const kept = [...items.slice(1), added];
      await expectItemsShown(page, path, field, kept);
      // A list that keeps its order (her legal sections: their rich texts would not follow a move) offers
      // no way to move an item.
      if (field.allow_reorder === false) {
        await expect(
          list.getByRole('button', { name: /^(Déplacer vers le haut|Réordonner l’élément)$/ }),
        ).toHaveCount(0);
      }
      // Then the new one moved up one place, before the last one she had.
      else if (kept.length >= 2) {
        await moveUp(page, list, kept.length - 1);
        kept.splice(kept.length - 2, 2, added, kept[kept.length - 2] as Item);
        await expectItemsShown(page, path, field, kept);
      }
      shown.push(await shownIn(page, path, field));
      const parent = path.split('.').slice(0, -1).join('.');
      const key = path.split('.').at(-1) as string;
      (parent ? (at(expected, parent) as Record<string, unknown>) : expected)[key] = kept;
    }
    // Something to save: otherwise « Enregistrer » stays greyed and the test proves nothing.
    expect(expected).not.toEqual(before);
    // She saves from where she is, in the last list she worked in: on the last item's fold where the list
    // folds its items (Sveltia draws the sheet again with them folded), in a field of it otherwise.
    const last = paths.at(-1)?.path ?? '';
    await save(page, name, last);
    // Exactly her values, the empty optional ones left out as the editor writes them (an empty photo).
    const written = sheetAsWritten(name as keyof typeof contentFiles, expected);
    await expect.poll(() => onDisk(name)).toEqual(written);
    expect(await neverReloaded(page)).toBe(true);
    expect(her.strayFiles()).toEqual([]);
    // Opened again in a new tab, once she has closed this one: one tab of her editor at a time.
    const reopened = await page.context().newPage();
    await page.close();
    await openSheet(reopened, name);
    for (const [index, { path, field }] of paths.entries())
      expect(await shownIn(reopened, path, field), path).toEqual(shown[index]);
  });
}

const photoFiles = () => her.strayFiles().filter((file) => file.startsWith('src/content/photos/'));

test('« Vos photos »: three saves in a row with a phone’s photo, each written, nothing stray, never reloaded', async ({
  page,
}) => {
  test.setTimeout(HER_PROJECT_TEST_MS);
  const photo = await phonePhoto('IMG 2041 (1).JPG');
  await openSheet(page, 'photos');
  const founder = await reach(page, 'founder.image');
  await founder.locator('input[type=file]').first().setInputFiles(photo);
  // She sees her photo in the field before she goes on.
  await expect(founder.locator('img').first()).toBeVisible();
  await (await reach(page, 'founder.alt')).getByRole('textbox').fill('Camille sourit, un bébé dans les bras');
  await save(page, 'photos', 'founder.alt');
  await expect
    .poll(() => onDisk('photos').founder)
    .toEqual({
      image: '/photos/img-2041-1.jpg',
      alt: 'Camille sourit, un bébé dans les bras',
    });

  // Again, with another word: the empty photos left out of the file are no error.
  await (await reach(page, 'founder.alt'))
    .getByRole('textbox')
    .fill('Camille sourit, un nouveau-né dans les bras');
  await save(page, 'photos', 'founder.alt');
  await expect
    .poll(() => (onDisk('photos').founder as { alt: string }).alt)
    .toBe('Camille sourit, un nouveau-né dans les bras');

  // And a third time, the guide's cover this time.
  const guide = await reach(page, 'guide.image');
  await guide.locator('input[type=file]').first().setInputFiles(photo);
  await expect(guide.locator('img').first()).toBeVisible();
  await (await reach(page, 'guide.alt'))
    .getByRole('textbox')
    .fill('La couverture du guide, posée sur un lit');
  await save(page, 'photos', 'guide.alt');
  await expect
    .poll(() => (onDisk('photos').guide as { image: string }).image)
    .toMatch(/^\/photos\/img-2041-1/);

  expect(await neverReloaded(page)).toBe(true);
  const kept = photoFiles();
  expect(kept.length).toBeGreaterThanOrEqual(1);
  expect(her.strayFiles().filter((file) => !kept.includes(file))).toEqual([]);
  for (const file of kept) expect(file).toMatch(/^src\/content\/photos\/img-2041-1[\w-]*\.jpg$/);

  // The photos she has not chosen are left out of the file; opened again, each is still its photo and its
  // description to fill, never an unticked « Ajouter … » box.
  expect(onDisk('photos')['bain-enveloppe']).toBeUndefined();
  await page.addLocatorHandler(page.getByRole('button', { name: 'Plus tard' }), (later) => later.click());
  await page.evaluate(() => {
    location.hash = '#/collections/contenu';
  });
  await page.reload();
  await page.getByRole('button', { name: 'Ouvrir le dossier du site' }).click();
  await page.getByRole('gridcell', { name: contentFiles.photos.label }).click();
  const unchosen = await reach(page, 'bain-enveloppe.image');
  await expect(unchosen.locator('input[type=file]').first()).toBeAttached();
  await expect((await reach(page, 'bain-enveloppe.alt')).getByRole('textbox')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: /^Ajouter/ })).toHaveCount(0);
});

test('an article written with a cover and a day typed day first is saved once, at its own address', async ({
  page,
}, testInfo) => {
  test.setTimeout(HER_PROJECT_TEST_MS);
  const cover = await phonePhoto('couverture-bain.jpg');
  const title = testInfo.project.name === 'phone' ? 'Le bain du soir' : 'Un bain pour deux';
  const file = testInfo.project.name === 'phone' ? 'le-bain-du-soir.md' : 'un-bain-pour-deux.md';
  await openEditor(page, '#/collections/articles/new');
  await page.evaluate(() => {
    (window as unknown as { herSession: boolean }).herSession = true;
  });
  await (await reach(page, 'title')).getByRole('textbox').fill(title);
  await (await reach(page, 'description'))
    .getByRole('textbox')
    .fill('Quelques repères doux et concrets pour les premiers jours avec bébé, à la maison.');
  const date = await reach(page, 'date');
  await date.locator('input[type=date]').focus();
  await page.keyboard.type('21112026');
  const coverField = await reach(page, 'cover');
  await coverField.locator('input[type=file]').first().setInputFiles(cover);
  await expect(coverField.locator('img').first()).toBeVisible();
  await (await reach(page, 'coverAlt'))
    .getByRole('textbox')
    .fill('Un bébé dans un bain enveloppé, les yeux mi-clos');
  await (await reach(page, 'service')).getByRole('radio', { name: 'Atelier de portage' }).check();
  await (await reach(page, 'body')).getByRole('textbox').fill('Un texte court, pour commencer.');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enregistré sur cet ordinateur' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/collections/articles/entries/${file.replace('.md', '')}$`));
  // Her cursor is back where she was, in the text she wrote, on the article now at its own address.
  await backInHerField(page, `articles/entries/${file.replace('.md', '')}`, 'body');
  const written = () => her.read(`src/content/articles/${file}`);
  await expect.poll(written).toContain(`title: ${title}`);
  expect(written()).toMatch(/^date: 2026-11-21$/m);
  expect(written()).toMatch(/^cover: \/photos\/couverture-bain[\w-]*\.jpg$/m);
  expect(await neverReloaded(page)).toBe(true);
  const articles = her.strayFiles().filter((added) => added.startsWith('src/content/articles/'));
  expect(articles).toEqual([`src/content/articles/${file}`]);
  expect(
    her.strayFiles().filter((added) => !added.startsWith('src/content/photos/') && !articles.includes(added)),
  ).toEqual([]);
});

test('leaving a sheet with a change not saved asks first, and the change is still there', async ({
  page,
}) => {
  await openSheet(page, 'cabinet');
  const job = (await reach(page, 'role')).getByRole('textbox');
  await job.fill('Accompagnante en périnatalité');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  // She stays: the reload does not happen.
  void page.reload().catch(() => undefined);
  expect(await asked).toBe('beforeunload');
  await expect(job).toHaveValue('Accompagnante en périnatalité');
  expect(await neverReloaded(page)).toBe(true);
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a test destructures.
test('`npm run build` of her folder shows what she saved', async ({}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'one build of her folder is enough: the phone saved the same way',
  );
  test.setTimeout(HER_PROJECT_TEST_MS);
  const built = her.build();
  expect(built.status, built.output).toBe(0);
  // Her questions in the order she left them, each once.
  const { entries } = onDisk('faq') as { entries: { question: string }[] };
  const services = lettersOf(built.page('/services'));
  const questions = entries.map(({ question }) => services.indexOf(lettersOf(question)));
  expect(
    questions.every((at) => at > 0),
    JSON.stringify(entries),
  ).toBe(true);
  expect(questions).toEqual([...questions].sort((a, b) => a - b));
  // Her testimonials, in her order, on the home page.
  const { items } = onDisk('testimonials') as { items: { name: string }[] };
  const home = built.page('/');
  const names = items.map(({ name }) => home.indexOf(`>${name}<`));
  expect(names.every((at) => at > 0)).toBe(true);
  expect(names).toEqual([...names].sort((a, b) => a - b));
  // Her portrait, processed into the site's own files, with her words for it.
  const photos = [...home.matchAll(/<img[^>]*src="\/images\/photos\/[^>]*>/g)].map(([tag]) => tag);
  expect(photos.map((tag) => lettersOf(/alt="([^"]*)"/.exec(tag)?.[1] ?? ''))).toContain(
    lettersOf('Camille sourit, un nouveau-né dans les bras'),
  );
  expect(built.page('/articles/un-bain-pour-deux')).toContain('Un bain pour deux');
});

/** A page's words, or hers, as letters and digits only: the build typesets them (’, « », no-break spaces). */
const lettersOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .normalize('NFD')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();
