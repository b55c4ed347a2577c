import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { launchPlaceholders } from '../pipeline/content/liveGate';
import { fileNames, wordsNotHers } from '../pipeline/editor/herWords';
import { adminGuides } from '../src/content/adminGuides';
import { LAUNCH_PAGE } from '../src/content/launchChecklist';
import { contentFiles } from '../src/content/schema';
import { HER_PROJECT_TEST_MS, START_MS } from './bounds';
import {
  backInHerField,
  fieldAt,
  frenchBrowser,
  itemsOf,
  reach,
  typedDayFirst,
  unfold,
} from './editorFields';
import { afterFrames } from './fixtures';
import { herProjectForFile } from './herProject';

/**
 * The practitioner's editor, end to end, as she uses it on her computer: `npm run admin` in her project's
 * folder (a disposable copy of the whole project, e2e/herProject.ts), the editor working on that same
 * folder through the browser's File System Access API (a stand-in picker bridged to it,
 * e2e/folderPicker.ts), in a French Chromium; the tests read on disk what « Enregistrer » wrote, then
 * see it on the dev site. Her whole week of lists, photos and articles: e2e/her-week.spec.ts.
 */

/** A day `days` from today, as the file writes it (2026-12-24) and as she types it (24122026). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const closure = { from: inDays(30), to: inDays(44) };
const existingTitle = 'Porter bébé après une césarienne : quand et comment en douceur';

let port = 0;
let content = '';

test.use(frenchBrowser);
test.describe.configure({ mode: 'serial' });

// Her project, with a closure to come in her hours.
const her = herProjectForFile([5201, 5202], {
  prepare(dir) {
    const cabinet = join(dir, 'src', 'content', 'cabinet.yml');
    writeFileSync(
      cabinet,
      readFileSync(cabinet, 'utf8').replace(
        'closures: []',
        `closures:\n  - from: ${closure.from}\n    to: ${closure.to}\n    note: ""`,
      ),
    );
  },
});
test.beforeAll(() => {
  port = her.port;
  content = join(her.dir, 'src', 'content');
});

const disk = (file: string) => readFileSync(join(content, file), 'utf8');
const articleFiles = () => readdirSync(join(content, 'articles')).sort();

/** Opens the editor at `hash` and her folder, as she does: « Ouvrir le dossier du site ». */
async function openEditor(page: Page, hash = '', address = '/admin/') {
  await page.goto(`http://127.0.0.1:${port}${address}${hash}`);
  await page.getByRole('button', { name: 'Ouvrir le dossier du site' }).click();
}

/** A day typed as she types it in a French browser: day, month, year, from the field's first box. */
async function typeDay(page: Page, input: Locator, iso: string) {
  await input.focus();
  await page.keyboard.type(typedDayFirst(iso));
}

const save = (page: Page) => page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Enregistré sur cet ordinateur' });
const refusal = (page: Page) => page.getByRole('dialog').filter({ hasText: 'rien n’a été enregistré' });
/** One window says why (Sveltia's own « Erreur », which does not, is closed for her); she closes it. */
async function closeRefusal(page: Page) {
  await expect(refusal(page)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await refusal(page).getByRole('button', { name: 'Fermer et corriger' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('« 12,50 » is saved as 12,50 €, and the sheet stays open at her field with a notice she can read', async ({
  page,
}) => {
  await openEditor(page, '#/collections/contenu/entries/services');
  const price = fieldAt(page, 'cesarienne-confiance.formats.0.price').getByRole('textbox');
  await price.fill('12,50');
  await save(page);
  await expect(notice(page)).toBeVisible();
  await expect.poll(() => disk('services.yml')).toMatch(/price: 12\.5\n/);
  // Her place: the same sheet, the cursor back in the price; the notice still there 3 s later.
  await expect(page).toHaveURL(/#\/collections\/contenu\/entries\/services$/);
  await expect(price).toBeFocused();
  await expect(notice(page)).toBeVisible();
});

test('in a list that folds its items, her cursor is back after the save: in the answer she wrote, its question open again, or on the question she folded', async ({
  page,
}) => {
  await openEditor(page, '#/collections/contenu/entries/faq');
  const question = async (index: number) => (await itemsOf(await reach(page, 'entries'))).nth(index);
  const answerIn = async (index: number) =>
    (await reach(page, `entries.${index}.answer`)).getByRole('textbox');
  const addTo = async (answer: Locator, words: string) =>
    answer.fill(`${await answer.inputValue()} ${words}`);

  // The third answer, a few words more: the sheet opened again folds every question, hers opens again.
  await unfold(await question(2));
  await addTo(await answerIn(2), 'Un mot de plus.');
  await save(page);
  await expect(notice(page)).toBeVisible();
  await expect.poll(() => disk('faq.yml')).toContain('Un mot de plus.');
  await backInHerField(page, 'contenu/entries/faq', 'entries.2.answer');
  await expect(await answerIn(2)).toBeFocused();

  // The second answer, then she folds its question (her cursor on « Réduire ») and saves.
  await unfold(await question(1));
  await addTo(await answerIn(1), 'Et un autre.');
  await (await question(1)).getByRole('button', { name: 'Réduire', exact: true }).first().click();
  await save(page);
  await expect.poll(() => disk('faq.yml')).toContain('Et un autre.');
  await expect(page).toHaveURL(/#\/collections\/contenu\/entries\/faq$/);
  await expect(
    (await question(1)).getByRole('button', { name: 'Développer', exact: true }).first(),
  ).toBeFocused();
});

test('a format removed or moved, every price shown is its own format’s, and the file says the same', async ({
  page,
}) => {
  await openEditor(page, '#/collections/contenu/entries/services');
  const list = await reach(page, 'atelier-portage.formats');
  const places = await itemsOf(list);
  /** Each format as she reads it: its name and its price. */
  const shown = async () => {
    const formats: string[] = [];
    for (let index = 0; index < (await places.count()); index += 1) {
      const place = places.nth(index);
      // Sveltia draws an item's fields once it comes near the screen.
      await place.scrollIntoViewIfNeeded();
      const name = await place.getByRole('textbox', { name: 'Format' }).inputValue();
      formats.push(`${name} ${await place.getByRole('textbox', { name: 'Tarif, en euros' }).inputValue()}`);
    }
    return formats;
  };
  await expect.poll(shown).toEqual(['En visio 25', 'En petit groupe 30', 'Chez vous 80']);
  // The first one removed: the others keep their own prices (not those of the places they moved into).
  await places.first().getByRole('button', { name: 'Supprimer', exact: true }).first().click();
  await expect.poll(shown).toEqual(['En petit groupe 30', 'Chez vous 80']);
  // The last one moved up: its price goes with it.
  const last = places.nth(1).getByRole('group').first();
  const arrow = last.getByRole('button', { name: 'Déplacer vers le haut' }).first();
  if (await arrow.count()) await arrow.click();
  else {
    await last.getByRole('button', { name: 'Réordonner l’élément' }).first().focus();
    await page.keyboard.press('ArrowUp');
  }
  await expect.poll(shown).toEqual(['Chez vous 80', 'En petit groupe 30']);
  await save(page);
  await expect(notice(page)).toBeVisible();
  await expect
    .poll(
      () => (parse(disk('services.yml')) as Record<string, { formats: unknown }>)['atelier-portage']?.formats,
    )
    .toEqual([
      { label: 'Chez vous', price: 80 },
      { label: 'En petit groupe', price: 30 },
    ]);
});

test('« 17h30 » is read as she means it, and saved 17:30', async ({ page }) => {
  await openEditor(page, '#/collections/contenu/entries/cabinet');
  const closes = (await reach(page, 'hours.0.closes')).getByRole('textbox');
  await closes.fill('25h');
  await save(page);
  await expect(fieldAt(page, 'hours.0.closes')).toContainText(
    'écrivez une heure, par exemple 9h, 17h30 ou 17:30',
  );
  await closes.fill('17h30');
  await save(page);
  await expect(notice(page)).toBeVisible();
  await expect.poll(() => disk('cabinet.yml')).toMatch(/closes: ["']?17:30/);
});

test('a closure typed day first that ends before it starts is refused in the build’s words, nothing is saved, and the right day then is', async ({
  page,
}) => {
  await openEditor(page, '#/collections/contenu/entries/cabinet');
  // Her closure, folded to its first day: she unfolds it.
  await unfold((await itemsOf(await reach(page, 'closures'))).first().getByRole('group').first());
  const to = (await reach(page, 'closures.0.to')).locator('input[type=date]');
  const before = disk('cabinet.yml');
  await typeDay(page, to, inDays(20));
  await save(page);
  await expect(refusal(page)).toContainText(
    '«\u00a0Au (inclus)\u00a0»\u00a0: le même jour que «\u00a0Du\u00a0» ou après',
  );
  expect(disk('cabinet.yml')).toBe(before);
  await closeRefusal(page);
  // Her cursor is in the day refused.
  await expect(to).toBeFocused();
  // She corrects the day, day first again, and saves: it is written.
  await typeDay(page, to, inDays(50));
  await save(page);
  await expect(notice(page)).toBeVisible();
  await expect.poll(() => disk('cabinet.yml')).toContain(`to: ${inDays(50)}`);
});

test('a photo: a fake one refused, a real one without its description refused, then saved and shown as a thumbnail', async ({
  page,
}, testInfo) => {
  const dir = testInfo.outputPath();
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'fausse.jpg'), 'not an image');
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08080' } })
    .jpeg()
    .toFile(join(dir, 'maman.jpg'));
  await openEditor(page, '#/collections/contenu/entries/photos');
  const image = await reach(page, 'founder.image');
  await image.locator('input[type=file]').first().setInputFiles(join(dir, 'fausse.jpg'));
  // Sveltia refuses it in a window of its own, on top, which she can close.
  const refused = page.getByRole('alertdialog');
  await expect(refused).toBeVisible();
  // In French, saying why and what to do (Sveltia's own words).
  await expect(refused).toContainText('Fichier non valide');
  await expect(refused).toContainText('Convertissez le fichier et réessayez.');
  await refused.getByRole('button').last().click();
  await expect(refused).toHaveCount(0);
  await expect(image.locator('img')).toHaveCount(0);
  await image.locator('input[type=file]').first().setInputFiles(join(dir, 'maman.jpg'));
  await save(page);
  await expect(refusal(page)).toContainText('«\u00a0Description\u00a0»\u00a0: obligatoire avec une photo');
  await closeRefusal(page);
  const alt = (await reach(page, 'founder.alt')).getByRole('textbox');
  await expect(alt).toBeFocused();
  await alt.fill('Camille sourit, un bébé dans les bras');
  await save(page);
  await expect(notice(page)).toBeVisible();
  await expect.poll(() => disk('photos.yml')).toMatch(/image: \/photos\/maman[\w-]*\.jpg/);
  expect(readdirSync(join(content, 'photos')).filter((file) => file.startsWith('fausse'))).toEqual([]);
  // The saved photo, read back from the folder, shows as a thumbnail.
  await expect
    .poll(() =>
      image
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
});

/** Writes a new article, as she does. */
async function writeArticle(page: Page, title: string, { signedIn = false } = {}) {
  if (signedIn)
    await page.evaluate(() => {
      location.hash = '#/collections/articles/new';
    });
  else await openEditor(page, '#/collections/articles/new');
  await fieldAt(page, 'title').getByRole('textbox').fill(title);
  await fieldAt(page, 'description')
    .getByRole('textbox')
    .fill('Quelques repères doux et concrets pour les premiers jours avec bébé, à la maison.');
  await fieldAt(page, 'date').getByRole('textbox').fill(inDays(-1));
  const service = await reach(page, 'service');
  await service.getByRole('radio', { name: 'Atelier de portage' }).check();
  await (await reach(page, 'body')).getByRole('textbox').fill('Un texte court, pour commencer.');
  await save(page);
}

test('a new article is saved once, even after a pause and a reload; a title already used is refused', async ({
  page,
}) => {
  const before = articleFiles();
  await writeArticle(page, 'Un bain pour deux');
  await expect(notice(page)).toBeVisible();
  await expect.poll(() => articleFiles().length).toBe(before.length + 1);
  await page.reload();
  await page.getByRole('button', { name: 'Ouvrir le dossier du site' }).click();
  await page.goto(`http://127.0.0.1:${port}/admin/#/collections/articles`);
  await expect(page.getByText('Un bain pour deux')).toHaveCount(1);
  expect(articleFiles()).toEqual([...before, 'un-bain-pour-deux.md'].sort());

  await writeArticle(page, existingTitle, { signedIn: true });
  await expect(refusal(page)).toContainText('un article porte déjà ce titre');
  expect(articleFiles()).toEqual([...before, 'un-bain-pour-deux.md'].sort());
});

test('« Avant la mise en ligne »: the same count on every screen, and a line opens its very field, without reloading the editor', async ({
  page,
}) => {
  const left = launchPlaceholders({ dir: content, env: {} }).filter((entry) => !entry.overridden).length;
  const link = page.getByRole('link', { name: `Avant la mise en ligne\u00a0: ${left} à remplacer` });
  await openEditor(page, '#/collections/contenu');
  await expect(link).toBeVisible();
  // A reload of the editor would drop this, and ask for her folder again.
  await page.evaluate(() => {
    (window as unknown as { herSession: boolean }).herSession = true;
  });
  const sameSession = () =>
    page.evaluate(() => (window as unknown as { herSession?: boolean }).herSession === true);
  for (const hash of ['#/collections/articles', '#/collections/contenu/entries/links', '#/assets']) {
    await page.evaluate((to) => {
      location.hash = to;
    }, hash);
    await expect(link).toBeVisible();
  }
  // The list, in the editor, as she saved her sheets: a line opens its field in the editor, her cursor in it.
  const list = page.getByRole('dialog', { name: 'Avant la mise en ligne' });
  await link.click();
  await expect(list.getByRole('heading', { name: 'Avant la mise en ligne', level: 1 })).toBeVisible();
  await list
    .getByRole('link', { name: /E-mail/ })
    .first()
    .click();
  await expect(list).toHaveCount(0);
  await expect(page).toHaveURL(/#\/collections\/contenu\/entries\/cabinet$/);
  await expect(fieldAt(page, 'email').getByRole('textbox')).toBeFocused();
  expect(await sameSession()).toBe(true);

  // A line for a field inside a list's item (a testimonial, not the first), from the sheet she is on: its
  // sheet opened, far down, its item opened, her cursor in it; still no reload.
  const inList = launchPlaceholders({ dir: content, env: {} }).find(
    (entry) => !entry.overridden && entry.path.some((key) => typeof key === 'number' && key > 0),
  );
  expect(inList).toBeDefined();
  const keyPath = inList?.path.join('.') ?? '';
  const inItem = () =>
    expect
      .poll(() => fieldAt(page, keyPath).evaluate((field) => field.contains(document.activeElement)))
      .toBe(true);
  await link.click();
  await list.locator(`a[href*="champ=${inList?.name}.${keyPath}"]`).click();
  await expect(page).toHaveURL(new RegExp(`#/collections/contenu/entries/${inList?.name}$`));
  await inItem();
  await expect(fieldAt(page, keyPath)).toBeInViewport();
  expect(await sameSession()).toBe(true);

  // With words of hers not saved there, a line of another sheet asks first; leaving opens its field.
  const before = disk(`${inList?.name}.yml`);
  await page.keyboard.type(' encore');
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toBeEnabled();
  await link.click();
  await list
    .getByRole('link', { name: /E-mail/ })
    .first()
    .click();
  const question = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
  await question.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(page).toHaveURL(/#\/collections\/contenu\/entries\/cabinet$/);
  await expect(fieldAt(page, 'email').getByRole('textbox')).toBeFocused();
  expect(await sameSession()).toBe(true);
  expect(disk(`${inList?.name}.yml`)).toBe(before);

  // The checklist's page without the editor (its links work without a script): the editor opens at the field.
  await page.goto(`http://127.0.0.1:${port}/admin/avant-la-mise-en-ligne.html`);
  await page.locator(`a[href*="champ=${inList?.name}.${keyPath}"]`).click();
  await page.getByRole('button', { name: 'Ouvrir le dossier du site' }).click();
  await inItem();
});

/** What she reads on the legal sheet: no Markdown mark, no name between braces, no section's address. */
async function expectLegalSheetReadsAsText(page: Page) {
  const shown = await page
    .locator('[data-key-path]')
    .first()
    .locator('xpath=ancestor::*[last()]')
    .innerText();
  expect(shown).not.toContain('**');
  expect(shown).not.toMatch(/\{\w+\}/);
  for (const id of ['editrice', 'reservation-paiement', 'Adresse de la section', 'Ancre'])
    expect(shown, id).not.toContain(id);
}

const BOLD_SENTENCE = 'Les séances se réservent uniquement en ligne.';

/**
 * A new line after the paragraph of the first legal section's text (`box`) that ends it in her file,
 * « Pour toute question… »: she clicks in it, her caret at its end as a click after its last word puts it,
 * and presses Enter. (Not the box's end: a sentence another test of this file saved in bold may follow, and
 * a line after it would go on in bold.)
 */
async function newLineAtTheEnd(page: Page, box: Locator) {
  const paragraph = box.locator('p', { hasText: 'Pour toute question sur le site' });
  await paragraph.getByText('Pour toute question sur le site').click();
  await paragraph.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    range.collapse(false);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
  });
  // The rich-text editor takes a caret from the page's selection change, a moment later: her Enter comes
  // after it has (before, the sentence split the paragraph where the click had put the caret).
  await afterFrames(page);
  await page.keyboard.press('Enter');
}

test('her legal texts read as text: no marks, names or addresses; a sentence set in bold is saved as such, the rest unchanged', async ({
  page,
}) => {
  await openEditor(page, '#/collections/contenu/entries/legalTexts');
  const before = parse(disk('legalTexts.yml'));
  const sections = await reach(page, 'notice.sections');
  // Folded, each section reads as its heading.
  await expect(sections).toContainText('Éditrice du site');
  await expect(sections).toContainText('Médiation de la consommation');
  await expectLegalSheetReadsAsText(page);
  const item = (await itemsOf(sections)).first().locator(':scope > [role=group]');
  await unfold(item);
  const field = await reach(page, 'notice.sections.0.text');
  const text = field.getByRole('textbox');
  const firstText = () => reach(page, 'notice.sections.0.text');
  // Her words between brackets, her terms in bold, her links as links: as the page will show them.
  await expect(text).toContainText('‹votre e-mail›');
  await expect(text.locator('strong').filter({ hasText: 'SIRET' }).first()).toBeVisible();
  await expect(text.getByRole('link', { name: 'page Contact' })).toBeVisible();
  await expectLegalSheetReadsAsText(page);
  // Every other text opened as she would read it, each drawn by the rich text, none showing a mark.
  for (const key of ['notice', 'terms', 'privacy']) {
    const list = await reach(page, `${key}.sections`);
    const count = await (await itemsOf(list)).count();
    for (let index = key === 'notice' ? 1 : 0; index < count; index += 1) {
      const each = (await itemsOf(list)).nth(index);
      await each.scrollIntoViewIfNeeded();
      await unfold(each.locator(':scope > [role=group]'));
      await expect((await reach(page, `${key}.sections.${index}.text`)).getByRole('textbox')).not.toBeEmpty();
    }
  }
  await expectLegalSheetReadsAsText(page);
  // A sentence of her own, in bold, after the last paragraph of the first section.
  const box = (await firstText()).getByRole('textbox');
  await newLineAtTheEnd(page, box);
  await field.getByRole('button', { name: 'Gras', exact: true }).click();
  await page.keyboard.type(BOLD_SENTENCE);
  await save(page);
  await expect(notice(page)).toBeVisible();
  // The file: her sentence in bold after the others, and every other text as it was, to the character.
  const expected = structuredClone(before);
  expected.notice.sections[0].text += `\n\n**${BOLD_SENTENCE}**`;
  await expect.poll(() => parse(disk('legalTexts.yml'))).toEqual(expected);
  await expectLegalSheetReadsAsText(page);
});

test('her legal texts: a line typed as a numbered list, which her editor would show as one and the pages as marks, is refused in her words, her work kept', async ({
  page,
}) => {
  await openEditor(page, '#/collections/contenu/entries/legalTexts');
  const before = disk('legalTexts.yml');
  const sections = await reach(page, 'notice.sections');
  await unfold((await itemsOf(sections)).first().locator(':scope > [role=group]'));
  const box = (await reach(page, 'notice.sections.0.text')).getByRole('textbox');
  await newLineAtTheEnd(page, box);
  await page.keyboard.type('1. Je vous réponds sous 48 heures');
  await save(page);
  await expect(refusal(page)).toContainText(
    'la ligne «\u00a01. Je vous réponds sous 48 heures\u00a0» commence comme un titre, une liste numérotée, une citation ou du code',
  );
  // Quoted as she reads her text: her names as her words.
  await expect(refusal(page)).toContainText('‹nom du site›');
  await expect(refusal(page)).not.toContainText('{');
  expect(disk('legalTexts.yml')).toBe(before);
  await closeRefusal(page);
  await expect(box).toContainText('1. Je vous réponds sous 48 heures');
});

/**
 * What she reads on the screen now: its visible text (not Sveltia's icons, drawn from ligatures such as
 * « more_vert », nor what she wrote in a text box) and the names buttons and fields give her.
 */
const readOnScreen = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      // What she types as it is written (a command, a folder's name) is no word to understand.
      if (parent.closest('[contenteditable=true], script, style, noscript, code')) continue;
      if (/Material Symbols/i.test(getComputedStyle(parent).fontFamily)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      seen.push(node.textContent.trim());
    }
    for (const element of document.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder]'))
      if (element.checkVisibility())
        for (const name of ['aria-label', 'title', 'placeholder'])
          if (element.getAttribute(name)) seen.push(element.getAttribute(name) ?? '');
    return seen.join('\n');
  });

/** Reads a screen as she scrolls through it, half a screen at a time, each part drawn as it comes. */
async function readThrough(page: Page) {
  const read = [await readOnScreen(page)];
  for (let step = 0; step < 60; step += 1) {
    const moved = await page.evaluate(() => {
      const panes = [...document.querySelectorAll<HTMLElement>('*')].filter(
        (element) =>
          element.scrollHeight > element.clientHeight + 4 &&
          /auto|scroll/.test(getComputedStyle(element).overflowY) &&
          element.checkVisibility(),
      );
      let any = false;
      for (const pane of panes) {
        const before = pane.scrollTop;
        pane.scrollBy(0, pane.clientHeight / 2);
        any ||= pane.scrollTop !== before;
      }
      return any;
    });
    if (!moved) break;
    await afterFrames(page);
    read.push(await readOnScreen(page));
  }
  // Back at the top, as the screen was.
  await page.evaluate(() => {
    for (const pane of document.querySelectorAll('*')) if (pane.scrollTop > 0) pane.scrollTop = 0;
  });
  return read.join('\n');
}

/**
 * The words she would have to look up on a screen, with the screen's name. Not hers to read there: the
 * values her sheets hold today (the checklist quotes them), the key of her keyboard (« la touche Entrée »).
 */
const notHersOn = (screen: string, text: string) => {
  const ours = text
    .replace(/^(aujourd’hui|valeur d’exemple refusée)\u00a0:.*$/gm, '')
    .replace(/touche Entrée/g, 'touche');
  return [...wordsNotHers(ours), ...fileNames(ours)].map((word) => `${screen}: ${word}`);
};
/**
 * In her guides, what another program shows her, named as it shows it (GitHub's « Commits », Node.js)
 * for her to find it there: not words of ours.
 */
const theirNames = (text: string) => text.replace(/«[^»]*»/g, '').replaceAll('Node.js', '');

test('her words check: every screen of her editor, its checklist and her guides', async ({ page }) => {
  test.setTimeout(HER_PROJECT_TEST_MS);
  const found: string[] = [];
  await openEditor(page, '#/collections/contenu');
  await expect(page.getByRole('gridcell', { name: 'Coordonnées et disponibilités' })).toBeVisible();
  // The checklist, in the editor.
  await page.getByRole('link', { name: /^Avant la mise en ligne|^Prêt pour la mise en ligne/ }).click();
  const list = page.getByRole('dialog', { name: 'Avant la mise en ligne' });
  await expect(list).toBeVisible();
  found.push(...notHersOn('la liste « Avant la mise en ligne »', await readThrough(page)));
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  // Each screen, and what shows it is drawn: a sheet's or an article's first field, or a list's line.
  const screens: Array<[string, string, string?]> = [
    ['ses fiches', '#/collections/contenu'],
    ...Object.entries(contentFiles).map(([name, { label, schema }]): [string, string, string] => [
      `la fiche « ${label} »`,
      `#/collections/contenu/entries/${name}`,
      Object.keys((schema as unknown as { entries: object }).entries)[0] ?? '',
    ]),
    ['ses articles', '#/collections/articles'],
    ['un article', `#/collections/articles/entries/${articleFiles()[0]?.replace(/\.md$/, '')}`, 'title'],
    ['ses fichiers', '#/assets'],
    // Last: a new article holds her on its screen until she leaves it.
    ['un nouvel article', '#/collections/articles/new', 'title'],
  ];
  for (const [screen, hash, firstField] of screens) {
    // From the list of her sheets, as she goes from one screen to the next.
    await page.evaluate(() => {
      location.hash = '#/collections/contenu';
    });
    await expect(page.getByRole('gridcell', { name: 'Coordonnées et disponibilités' })).toBeVisible();
    await page.evaluate((to) => {
      location.hash = to;
    }, hash);
    await expect(page).toHaveURL(new RegExp(hash.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
    if (firstField) await reach(page, firstField);
    else if (hash === '#/assets') await expect(page.getByRole('radio', { name: 'Photos' })).toBeChecked();
    else
      await expect(page.locator('[role=gridcell]:visible, [role=row]:visible').first(), screen).toBeVisible();
    found.push(...notHersOn(screen, await readThrough(page)));
  }
  // Her pages beside the editor: the checklist's own, her guides.
  for (const [screen, address] of [
    ['la page « Avant la mise en ligne »', LAUNCH_PAGE],
    ['le guide « Modifier mon site »', adminGuides.editing.path],
    ['le guide « Mettre mon site en ligne »', adminGuides.goLive.path],
  ] as const) {
    await page.goto(`http://127.0.0.1:${port}${address}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    let text = await readThrough(page);
    // Her guide's last part is the installer's, who sets up GitHub and the host: their words are theirs.
    text = text.split('La part de la personne qui installe le site')[0] ?? text;
    found.push(...notHersOn(screen, theirNames(text)));
  }
  expect(found, 'words she would have to look up, screen by screen').toEqual([]);
});

// Last of the editor's tests: the site's first page load makes the dev server bundle the site's
// dependencies, which reloads the pages it serves.
test('the saved price reaches the dev site, which reads the same files', async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'the services page shows the price the same way at both widths',
  );
  await page.goto(`http://127.0.0.1:${port}/services`);
  await expect(page.getByText('12,50\u00a0€').first()).toBeVisible();
});

test('the legal notice on the site shows her sentence in bold', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${port}/mentions-legales`);
  await expect(page.locator('main strong').filter({ hasText: BOLD_SENTENCE })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('**');
});

test('a service renamed: the editor’s headings say its new name at once, on every sheet, without a reload', async ({
  page,
}) => {
  await openEditor(page, '#/collections/contenu/entries/services');
  await page.evaluate(() => {
    (window as unknown as { herSession: boolean }).herSession = true;
  });
  const title = (await reach(page, 'atelier-portage.title')).getByRole('textbox');
  await title.fill('Portage en douceur');
  await save(page);
  await expect(notice(page)).toBeVisible();
  await expect.poll(() => disk('services.yml')).toContain('title: Portage en douceur');
  await backInHerField(page, 'contenu/entries/services', 'atelier-portage.title');
  const group = fieldAt(page, 'atelier-portage');
  await expect(
    page.getByRole('group', { name: /^Champ « \u2068?Portage en douceur\u2069? »$/ }).first(),
  ).toBeVisible();
  await expect(group).toContainText('Portage en douceur');
  await expect(group).not.toContainText('Atelier de portage');
  // Another sheet with a group per service, drawn after the save, opened from the list as she does.
  await page.getByRole('button', { name: 'Annuler la modification' }).click();
  await page.getByRole('gridcell', { name: 'Vos photos' }).click();
  const photo = await reach(page, 'atelier-portage');
  await expect(photo).toContainText('Portage en douceur');
  await expect(photo).not.toContainText('Atelier de portage');
  expect(await page.evaluate(() => (window as unknown as { herSession?: boolean }).herSession)).toBe(true);
  // Her services' name as it was, for the tests after this one.
  await page.getByRole('button', { name: 'Annuler la modification' }).click();
  await page.getByRole('gridcell', { name: 'Prestations\u00a0: durées et tarifs' }).click();
  await (await reach(page, 'atelier-portage.title')).getByRole('textbox').fill('Atelier de portage');
  await save(page);
  await expect.poll(() => disk('services.yml')).toContain('title: Atelier de portage');
});

test.describe('her computer', () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook destructures.
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one computer: the server is the same for both');
  });

  test('`npm run admin` listens on one socket only, the dev server’s, on 127.0.0.1, and says where', () => {
    // Every process `npm run admin` started leads back to its process group.
    const group = spawnSync('ps', ['-o', 'pid=', '-g', String(her.pid)], { encoding: 'utf8' })
      .stdout.split('\n')
      .map((pid) => pid.trim())
      .filter(Boolean);
    const sockets = spawnSync('ss', ['-ltnpH'], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter((line) => group.some((pid) => line.includes(`pid=${pid},`)));
    expect(sockets).toHaveLength(1);
    expect(sockets[0]).toContain(`127.0.0.1:${port}`);
    expect(her.log()).toContain(`L’éditeur du site : http://127.0.0.1:${port}/admin`);
  });

  /** The editor's script as `npm run admin` answers it now: its status and its text. */
  const editorScript = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/admin/editor.js`);
    return { status: response.status, text: await response.text() };
  };

  test('the editor’s script answers, the same, while another program links and unlinks the installed packages', async () => {
    // A copy of the project made with hard links (as the tests make hers, as a backup tool may) touches
    // every installed file's record: a server that watched the packages built the editor again, and
    // answered 404 while its folder was emptied.
    const before = await editorScript();
    expect(before.status).toBe(200);
    const linked = `${her.dir}-linked`;
    const answers: { status: number; text: string }[] = [];
    const linking = new Promise<void>((resolve) => {
      const copy = spawn('cp', ['-al', join(her.dir, 'node_modules'), linked]);
      copy.on('exit', () => {
        rmSync(linked, { recursive: true, force: true });
        resolve();
      });
    });
    let done = false;
    void linking.then(() => {
      done = true;
    });
    while (!done) answers.push(await editorScript());
    for (let more = 0; more < 50; more++) answers.push(await editorScript());
    expect(answers.filter((answer) => answer.status !== 200 || answer.text !== before.text)).toEqual([]);
  });

  test('a developer’s change to the editor’s code: its script answers throughout, then with the change', async () => {
    test.setTimeout(HER_PROJECT_TEST_MS);
    const source = join(her.dir, 'src', 'admin', 'editor.ts');
    const original = readFileSync(source, 'utf8');
    const marker = 'the-editor-built-again';
    const answers: number[] = [];
    // Built again is her editor built as at the start: bounded as a start is, and on a hang her
    // terminal's words say why (a build that failed, a change the server never heard of).
    const served = (expected: boolean) =>
      expect
        .poll(
          async () => {
            const { status, text } = await editorScript();
            answers.push(status);
            return text.includes(marker);
          },
          { intervals: [0], timeout: START_MS },
        )
        .toBe(expected)
        .catch((error: unknown) => {
          throw new Error(`${error}\n--- npm run admin:\n${her.log().slice(-4000)}`);
        });
    try {
      // Something the built script keeps (an export nobody imports would be left out).
      writeFileSync(
        source,
        `${original}\n(globalThis as Record<string, unknown>).builtAgain = '${marker}';\n`,
      );
      await served(true);
    } finally {
      writeFileSync(source, original);
    }
    await served(false);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
  });

  test('a taken port: one French sentence, and nothing opens elsewhere', () => {
    const second = spawnSync('npm', ['run', 'admin'], {
      cwd: her.dir,
      encoding: 'utf8',
      env: { ...process.env, ADMIN_PORT: String(port) },
    });
    const log = `${second.stdout}${second.stderr}`;
    expect(second.status).toBe(1);
    expect(log).toContain(`Le port ${port} de cet ordinateur est déjà pris`);
    expect(log).not.toMatch(/ready|Local:|Error/);
  });

  test('a page on another localhost port can neither read nor write a content file', async ({ page }) => {
    const before = disk('cabinet.yml');
    const target = `http://127.0.0.1:${port}`;
    const other: Server = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end('<!doctype html><title>Autre page</title>');
    });
    await new Promise<void>((resolve) => other.listen(5203, '127.0.0.1', resolve));
    try {
      await page.goto('http://127.0.0.1:5203/');
      const results = await page.evaluate(async (base) => {
        const attempt = async (url: string, init?: RequestInit) => {
          try {
            const response = await fetch(url, init);
            return `read ${response.status} ${(await response.text()).slice(0, 20)}`;
          } catch {
            return 'refused';
          }
        };
        const module = await import(`${base}/src/content/cabinet.yml?import`).then(
          () => 'read',
          () => 'refused',
        );
        return [
          await attempt(`${base}/src/content/cabinet.yml`),
          await attempt(`${base}/src/content/cabinet.yml?import`),
          await attempt(`${base}/src/content/cabinet.yml`, { method: 'PUT', body: 'name: pirate' }),
          await attempt(`${base}/src/content/cabinet.yml`, { method: 'POST', body: 'name: pirate' }),
          module,
        ];
      }, target);
      expect(results).toEqual(['refused', 'refused', 'refused', 'refused', 'refused']);
      // Nor through another name for this computer (DNS rebinding): the server answers its own only.
      const rebound = await new Promise<number | undefined>((resolve) =>
        request(`${target}/src/content/cabinet.yml`, { headers: { host: 'pirate.example' } }, (res) => {
          res.resume();
          resolve(res.statusCode);
        }).end(),
      );
      expect(rebound).toBe(403);
      expect(disk('cabinet.yml')).toBe(before);
    } finally {
      other.close();
    }
  });
});
