import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { contentDir } from '../pipeline/contentPaths';
import { launchPlaceholders } from '../pipeline/liveGate';
import { pickFolder } from './folderPicker';

/**
 * The practitioner's editor, end to end, as she uses it on her computer: `npm run admin` (the dev server
 * alone) serves /admin, Sveltia CMS works on her project's folder through the browser's File System
 * Access API (here a stand-in picker bridged to a copy of the content on disk, e2e/folderPicker.ts), and
 * the tests read on disk what « Enregistrer » wrote, then see it on the dev site.
 */
const root = join(import.meta.dirname, '..');
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');

/** A day `days` from today, as the file writes it (2026-12-24) and as she types it (24122026). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const typedDayFirst = (iso: string) => iso.split('-').reverse().join('');
const closure = { from: inDays(30), to: inDays(44) };
const existingTitle = 'Porter bébé après une césarienne : quand et comment en douceur';

let project = '';
let content = '';
let port = 0;
let server: ChildProcess | undefined;
let serverLog = '';

/** `npm run admin` on a copy of the content: the dev server alone, as she starts it. */
function startAdmin(onPort: number, dir: string) {
  const child = spawn(process.execPath, [vite, '--mode', 'admin'], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: dir, ADMIN_PORT: String(onPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  return { child, log: () => log };
}

test.describe.configure({ mode: 'serial' });

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook destructures.
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(90_000);
  port = testInfo.project.name === 'phone' ? 5202 : 5201;
  // Her project's folder, as the picker shows it: .git, then src/data/content with a closure to come.
  project = mkdtempSync(join(tmpdir(), 'editor-e2e-'));
  content = join(project, 'src', 'data', 'content');
  mkdirSync(join(project, '.git'), { recursive: true });
  cpSync(contentDir, content, { recursive: true });
  const cabinet = join(content, 'cabinet.yml');
  writeFileSync(
    cabinet,
    readFileSync(cabinet, 'utf8').replace(
      'closures: []',
      `closures:\n  - from: ${closure.from}\n    to: ${closure.to}\n    note: ""`,
    ),
  );
  const started = startAdmin(port, content);
  server = started.child;
  await expect.poll(() => started.log(), { timeout: 60_000 }).toContain('L’éditeur du site');
  serverLog = started.log();
});

test.afterAll(() => {
  server?.kill();
  rmSync(project, { recursive: true, force: true });
});

test.beforeEach(async ({ context, page }, testInfo) => {
  // Her phone: 390 px wide (the phone project's 375 px is the visitor's).
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  await pickFolder(context, project);
});

const disk = (file: string) => readFileSync(join(content, file), 'utf8');
const articleFiles = () => readdirSync(join(content, 'articles')).sort();

/** Opens the editor at `hash` and her folder, as she does: « Travailler avec un dépôt local ». */
async function openEditor(page: Page, hash = '', address = '/admin/') {
  await page.goto(`http://127.0.0.1:${port}${address}${hash}`);
  await page.getByRole('button', { name: 'Travailler avec un dépôt local' }).click();
}

/** A day typed as she types it in a French browser: day, month, year, from the field's first box. */
async function typeDay(page: Page, input: Locator, iso: string) {
  await input.focus();
  await page.keyboard.type(typedDayFirst(iso));
}

/**
 * A field of the sheet open, by its keys (Sveltia marks each field with them), brought into view as she
 * scrolls to it: Sveltia draws a field once it is near the screen.
 */
async function reach(page: Page, keyPath: string) {
  const parts = keyPath.split('.');
  for (let length = 1; length <= parts.length; length += 1) {
    const at = page.locator(`[data-key-path="${parts.slice(0, length).join('.')}"]`).first();
    // A list's item has no mark of its own: its fields do.
    const drawn = await at.waitFor({ state: 'attached', timeout: 5000 }).then(
      () => true,
      () => false,
    );
    if (drawn) await at.scrollIntoViewIfNeeded();
  }
  // Sveltia draws the last fields as she scrolls on.
  await page.mouse.wheel(0, 100);
  return field(page, keyPath);
}
/** The field in the editing pane (the preview pane, beside it, marks its parts the same way). */
const field = (page: Page, keyPath: string) => page.locator(`[data-key-path="${keyPath}"]`).first();
const save = (page: Page) => page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Enregistré sur cet ordinateur' });
const refusal = (page: Page) => page.getByRole('dialog').filter({ hasText: 'rien n’a été enregistré' });
/** She closes the refusal, then Sveltia's own notice of a failed save under it. */
async function closeRefusal(page: Page) {
  await refusal(page).getByRole('button', { name: 'Fermer et corriger' }).click();
  await page.getByRole('alertdialog').getByRole('button').last().click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

test('« 12,50 » is saved as 12,50 €, and the sheet stays open at her field with a notice she can read', async ({
  page,
}) => {
  await openEditor(page, '#/collections/contenu/entries/services');
  const price = field(page, 'cesarienne-confiance.formats.0.price').getByRole('textbox');
  await price.fill('12,50');
  await save(page);
  await expect(notice(page)).toBeVisible();
  await expect.poll(() => disk('services.yml')).toMatch(/price: 12\.5\n/);
  // Her place: the same sheet, the cursor back in the price; the notice still there 3 s later.
  await expect(page).toHaveURL(/#\/collections\/contenu\/entries\/services$/);
  await expect(price).toBeFocused();
  await page.waitForTimeout(3000);
  await expect(notice(page)).toBeVisible();
});

test('« 17h30 » is read as she means it, and saved 17:30', async ({ page }) => {
  await openEditor(page, '#/collections/contenu/entries/cabinet');
  const closes = (await reach(page, 'hours.closes')).getByRole('textbox');
  await closes.fill('25h');
  await save(page);
  await expect(field(page, 'hours.closes')).toContainText(
    'écrivez une heure, par exemple 9h, 17h30 ou 17:30',
  );
  await closes.fill('17h30');
  await save(page);
  await expect(notice(page)).toBeVisible();
  await expect.poll(() => disk('cabinet.yml')).toMatch(/closes: ["']?17:30/);
});

test('a closure typed day first that ends before it starts is refused in the build’s words, and nothing is saved', async ({
  page,
}) => {
  await openEditor(page, '#/collections/contenu/entries/cabinet');
  // Her closure, folded to its first day: she unfolds it.
  const closures = await reach(page, 'closures');
  await closures.getByRole('button', { name: 'Supprimer' }).scrollIntoViewIfNeeded();
  // Sveltia draws the item's fields as she scrolls to them.
  await page.mouse.wheel(0, 200);
  const to = closures.getByRole('textbox', { name: 'Au (inclus)' });
  const before = disk('cabinet.yml');
  await typeDay(page, to, inDays(20));
  await save(page);
  await expect(refusal(page)).toContainText(
    '«\u00a0Au (inclus)\u00a0»\u00a0: le même jour que «\u00a0Du\u00a0» ou après',
  );
  expect(disk('cabinet.yml')).toBe(before);
  await closeRefusal(page);
  // The second save after a refusal (a right day) is not reliable yet in this test (closing note of
  // issue 35): the day typed day first and its refusal are what this test holds.
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
  console.log('FAKE PHOTO:', await refused.innerText());
  await refused.getByRole('button').last().click();
  await expect(refused).toHaveCount(0);
  await expect(image.locator('img')).toHaveCount(0);
  await image.locator('input[type=file]').first().setInputFiles(join(dir, 'maman.jpg'));
  await save(page);
  await expect(refusal(page)).toContainText('«\u00a0Description\u00a0»\u00a0: obligatoire avec une photo');
  await closeRefusal(page);
  await (await reach(page, 'founder.alt')).getByRole('textbox').fill('Camille sourit, un bébé dans les bras');
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
  await field(page, 'title').getByRole('textbox').fill(title);
  await field(page, 'description')
    .getByRole('textbox')
    .fill('Quelques repères doux et concrets pour les premiers jours avec bébé, à la maison.');
  await field(page, 'date').getByRole('textbox').fill(inDays(-1));
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
  await page.waitForTimeout(2000);
  await page.reload();
  await page.getByRole('button', { name: 'Travailler avec un dépôt local' }).click();
  await page.goto(`http://127.0.0.1:${port}/admin/#/collections/articles`);
  await expect(page.getByText('Un bain pour deux')).toHaveCount(1);
  expect(articleFiles()).toEqual([...before, 'un-bain-pour-deux.md'].sort());

  await writeArticle(page, existingTitle, { signedIn: true });
  await expect(refusal(page)).toContainText('un article porte déjà ce titre');
  expect(articleFiles()).toEqual([...before, 'un-bain-pour-deux.md'].sort());
});

test('« Avant la mise en ligne »: the same count on every screen, and a line opens its very field', async ({
  page,
}) => {
  const left = launchPlaceholders({ dir: content, env: {} }).filter((entry) => !entry.overridden).length;
  const link = page.getByRole('link', { name: `Avant la mise en ligne\u00a0: ${left} à remplacer` });
  await openEditor(page, '#/collections/contenu');
  await expect(link).toBeVisible();
  for (const hash of ['#/collections/articles', '#/collections/contenu/entries/links', '#/assets']) {
    await page.evaluate((to) => {
      location.hash = to;
    }, hash);
    await expect(link).toBeVisible();
  }
  await link.click();
  await expect(page.getByRole('heading', { name: 'Avant la mise en ligne', level: 1 })).toBeVisible();
  await page
    .getByRole('link', { name: /E-mail/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Travailler avec un dépôt local' }).click();
  await expect(field(page, 'email').getByRole('textbox')).toBeFocused();
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

test.describe('her computer', () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook destructures.
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one computer: the server is the same for both');
  });

  test('`npm run admin` listens on one socket only, the dev server’s, on 127.0.0.1, and says where', () => {
    const sockets = spawnSync('ss', ['-ltnpH'], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter((line) => line.includes(`pid=${server?.pid},`));
    expect(sockets).toHaveLength(1);
    expect(sockets[0]).toContain(`127.0.0.1:${port}`);
    expect(serverLog).toContain(`L’éditeur du site : http://127.0.0.1:${port}/admin`);
  });

  test('a taken port: one French sentence, and nothing opens elsewhere', async () => {
    const second = startAdmin(port, content);
    const code = await new Promise<number | null>((resolve) => second.child.on('exit', resolve));
    expect(code).toBe(1);
    expect(second.log()).toContain(`Le port ${port} de cet ordinateur est déjà pris`);
    expect(second.log()).not.toMatch(/ready|Local:|Error/);
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
        const module = await import(`${base}/src/data/content/cabinet.yml?import`).then(
          () => 'read',
          () => 'refused',
        );
        return [
          await attempt(`${base}/src/data/content/cabinet.yml`),
          await attempt(`${base}/src/data/content/cabinet.yml?import`),
          await attempt(`${base}/src/data/content/cabinet.yml`, { method: 'PUT', body: 'name: pirate' }),
          await attempt(`${base}/src/data/content/cabinet.yml`, { method: 'POST', body: 'name: pirate' }),
          module,
        ];
      }, target);
      expect(results).toEqual(['refused', 'refused', 'refused', 'refused', 'refused']);
      // Nor through another name for this computer (DNS rebinding): the server answers its own only.
      const rebound = await new Promise<number | undefined>((resolve) =>
        request(`${target}/src/data/content/cabinet.yml`, { headers: { host: 'pirate.example' } }, (res) => {
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
