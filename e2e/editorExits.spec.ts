import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { HER_PROJECT_TEST_MS, TRY_AGAIN_MS } from './bounds';
import { frenchBrowser, itemsOf, reach, unfold } from './editorFields';
import { herProjectForFile } from './herProject';

/**
 * Nothing she does in her editor loses work (src/machines/herEditorMachine.ts): every way out of a sheet
 * with unsaved work asks first, and two tabs of her editor never undo each other's saves. On her
 * computer, as she runs it: `npm run admin` in her project folder (e2e/herProject.ts), a French Chromium.
 */

test.use(frenchBrowser);
test.describe.configure({ mode: 'serial' });

const her = herProjectForFile([5221, 5222]);

const content = () => join(her.dir, 'src', 'content');
const disk = (file: string) => readFileSync(join(content(), file), 'utf8');
/** Every file of her content, with what it holds. */
const herFiles = () =>
  readdirSync(content(), { recursive: true, encoding: 'utf8' })
    .sort()
    .map((file) => [file, statSync(join(content(), file)).isFile() ? disk(file) : '']);

/** Opens her editor at `hash`, as she does on her computer: « Ouvrir le dossier du site ». */
async function openEditor(page: Page, hash: string) {
  await page.goto(`http://127.0.0.1:${her.port}/admin/${hash}`);
  await page.getByRole('button', { name: 'Ouvrir le dossier du site' }).click();
}

const question = (page: Page) => page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
const save = (page: Page) => page.getByRole('button', { name: 'Enregistrer', exact: true });

/** Three kinds of sheet, each with a change she has not saved yet. */
const sheets = [
  {
    kind: 'a plain sheet',
    list: '#/collections/contenu',
    hash: '#/collections/contenu/entries/cabinet',
    async change(page: Page) {
      const box = (await reach(page, 'phone')).getByRole('textbox');
      await box.fill('01 23 45 67 89');
      return box;
    },
  },
  {
    kind: 'a sheet with a list',
    list: '#/collections/contenu',
    hash: '#/collections/contenu/entries/faq',
    async change(page: Page) {
      await unfold((await itemsOf(await reach(page, 'entries'))).nth(1));
      const box = (await reach(page, 'entries.1.answer')).getByRole('textbox');
      await box.fill('Une réponse qu’elle n’a pas encore enregistrée.');
      return box;
    },
  },
  {
    kind: 'a new article',
    list: '#/collections/articles',
    hash: '#/collections/articles/new',
    async change(page: Page) {
      const box = (await reach(page, 'title')).getByRole('textbox');
      await box.fill('Un article qu’elle commence');
      return box;
    },
  },
] as const;

/** Each way out of a sheet: what she does, on the sheet she came to from its list. */
const waysOut = [
  {
    way: 'Escape',
    // Sveltia turns its Escape off for a moment now and then (its `useShortcut`, while it draws): she
    // presses it again, as a person does when a key did nothing.
    take: (page: Page) =>
      expect(async () => {
        await page.keyboard.press('Escape');
        await expect(question(page)).toBeVisible({ timeout: TRY_AGAIN_MS });
      }).toPass(),
  },
  {
    way: 'the ← arrow',
    take: (page: Page) => page.getByRole('button', { name: 'Annuler la modification' }).click(),
  },
  {
    way: 'Back',
    // The browser's own Back; held back, it never ends: the question is what she sees.
    take: async (page: Page) => {
      void page.goBack().catch(() => {});
    },
  },
  {
    way: 'a line of « Avant la mise en ligne »',
    // A line of another sheet (one of this sheet's only moves her cursor, within the sheet).
    take: async (page: Page) => {
      const here = new URL(page.url()).hash;
      await page.getByRole('link', { name: /^(Avant la mise en ligne|Prêt|Publication refusée)/ }).click();
      await page
        .getByRole('dialog', { name: 'Avant la mise en ligne' })
        .locator(`a[href*="champ="]:not([href$="${here}"])`)
        .first()
        .click();
    },
  },
] as const;

for (const sheet of sheets) {
  test(`${sheet.kind}: every way out with unsaved work asks first; staying keeps her words, leaving leaves`, async ({
    page,
  }) => {
    test.setTimeout(HER_PROJECT_TEST_MS);
    await openEditor(page, sheet.list);
    // The sheet opened from its list, as she opens it: Back has somewhere to go.
    await page.evaluate((hash) => {
      location.hash = hash;
    }, sheet.hash);
    for (const { way, take } of waysOut) {
      await expect(page, way).toHaveURL(new RegExp(`${sheet.hash}$`));
      const box = await sheet.change(page);
      const typed = await box.inputValue();
      // Sveltia has taken her change: « Enregistrer » is offered.
      await expect(save(page)).toBeEnabled();
      await take(page);
      await expect(question(page), way).toBeVisible();
      // Staying: the sheet as she left it, her words in it, her cursor on « Rester sur la fiche » first.
      await expect(question(page).getByRole('button', { name: 'Rester sur la fiche' })).toBeFocused();
      await question(page).getByRole('button', { name: 'Rester sur la fiche' }).click();
      await expect(question(page)).toHaveCount(0);
      await expect(page, way).toHaveURL(new RegExp(`${sheet.hash}$`));
      await expect(box).toHaveValue(typed);
      await expect(save(page)).toBeEnabled();
    }
    // Leaving on purpose: the way out is taken, nothing written.
    const before = herFiles();
    await waysOut[0].take(page);
    await question(page).getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await expect(page).toHaveURL(new RegExp(`${sheet.list}$`));
    expect(herFiles()).toEqual(before);
  });
}

test('closing her editor with unsaved work: the browser asks first, and staying keeps her words', async ({
  page,
}) => {
  await openEditor(page, '#/collections/contenu/entries/cabinet');
  const box = (await reach(page, 'phone')).getByRole('textbox');
  await box.fill('01 23 45 67 89');
  await expect(save(page)).toBeEnabled();
  const asked = page.waitForEvent('dialog');
  const closing = page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await closing;
  expect(page.isClosed()).toBe(false);
  await expect(box).toHaveValue('01 23 45 67 89');
});

test('two tabs of her editor: the second says so and waits; she continues there once the first has saved, and neither save undoes the other', async ({
  context,
  page,
}) => {
  test.setTimeout(HER_PROJECT_TEST_MS);
  const cabinet = '#/collections/contenu/entries/cabinet';
  await openEditor(page, cabinet);
  const first = (await reach(page, 'phone')).getByRole('textbox');
  await first.fill('01 11 11 11 11');

  const second = await context.newPage();
  await second.goto(`http://127.0.0.1:${her.port}/admin/${cabinet}`);
  const cover = second.getByRole('dialog', { name: 'Votre éditeur est déjà ouvert dans un autre onglet' });
  await expect(cover).toBeVisible();
  // The first tab has unsaved work: it keeps the editor, and the second says why.
  await cover.getByRole('button', { name: 'Continuer ici' }).click();
  const busy = second.getByRole('dialog', { name: 'L’autre onglet a des modifications non enregistrées' });
  await expect(busy).toBeVisible();

  // Saved in the first tab: the second may continue, and reads her files as they are now.
  await page.bringToFront();
  await save(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enregistré sur cet ordinateur' })).toBeVisible();
  await expect.poll(() => disk('cabinet.yml')).toContain('01 11 11 11 11');
  await second.bringToFront();
  await busy.getByRole('button', { name: 'Continuer ici' }).click();
  await second.getByRole('button', { name: 'Ouvrir le dossier du site' }).click();
  const phoneThere = (await reach(second, 'phone')).getByRole('textbox');
  await expect(phoneThere).toHaveValue('01 11 11 11 11');
  await expect(page.getByRole('dialog', { name: 'Vous continuez dans un autre onglet' })).toBeVisible();

  // The second tab saves another field; the first, continued again, shows both.
  const email = (await reach(second, 'email')).getByRole('textbox');
  await email.fill('bonjour@exemple.fr');
  await save(second).click();
  await expect.poll(() => disk('cabinet.yml')).toContain('bonjour@exemple.fr');
  await page.bringToFront();
  await page
    .getByRole('dialog', { name: 'Vous continuez dans un autre onglet' })
    .getByRole('button', { name: 'Continuer ici' })
    .click();
  await page.getByRole('button', { name: 'Ouvrir le dossier du site' }).click();
  // Her files read again: the sheet shows what the other tab saved.
  await page.evaluate((hash) => {
    location.hash = hash;
  }, cabinet);
  await expect((await reach(page, 'email')).getByRole('textbox')).toHaveValue('bonjour@exemple.fr');
  await expect((await reach(page, 'phone')).getByRole('textbox')).toHaveValue('01 11 11 11 11');
  await expect(second.getByRole('dialog', { name: 'Vous continuez dans un autre onglet' })).toBeVisible();
  expect(disk('cabinet.yml')).toContain('01 11 11 11 11');
  expect(disk('cabinet.yml')).toContain('bonjour@exemple.fr');
});
