import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { contentDir } from '../pipeline/content/contentPaths';
import { gate } from './fixtures';
import { pickFolder } from './folderPicker';
import { nginxMissing, nginxMissingReason, startNginx } from './nginxServer';
import { aboutPolicy, reportPolicyViolations, watchTrouble } from './pageTrouble';

/**
 * The built editor as a host serves it: nginx with the block the build writes (its policy, COOP and
 * cache headers), no CDN reachable. Every file Sveltia asks for (its fonts, image encoders, workers) is
 * found where it is asked for, nothing breaks the editor's policy, and the icons are drawn as icons,
 * not as their names (« arrow_back »), on her computer and on her phone.
 */
let base = '';
let stop = () => {};
let project = '';

test.skip(nginxMissing, nginxMissingReason);
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  ({ base, stop } = await startNginx(testInfo, 5));
  project = mkdtempSync(join(tmpdir(), 'editor-host-'));
  cpSync(contentDir, join(project, 'src', 'content'), { recursive: true });
});

test.afterAll(() => {
  stop();
  rmSync(project, { recursive: true, force: true });
});

/** Her screens: a computer, and a phone held in the hand. */
const screens = [
  { name: '1280 px', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  { name: '390 px, touch', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
];

/**
 * The icons as she sees them: every element drawn with Sveltia's icon font (a ligature font: the name
 * « arrow_back » becomes one glyph) must be about as wide as it is tall. Drawn with a fallback font, the
 * name shows as a word several times wider.
 */
const iconWidths = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return (
          /Material Symbols/i.test(style.fontFamily) &&
          element.childElementCount === 0 &&
          (element.textContent ?? '').trim() !== '' &&
          element.getBoundingClientRect().width > 0
        );
      })
      .map((element) => ({
        name: (element.textContent ?? '').trim(),
        ratio: element.getBoundingClientRect().width / Number.parseFloat(getComputedStyle(element).fontSize),
      })),
  );

async function openOn(browser: Browser, screen: (typeof screens)[number]) {
  const context = await browser.newContext({
    viewport: screen.viewport,
    isMobile: screen.isMobile,
    hasTouch: screen.hasTouch,
    locale: 'fr-FR',
  });
  // Offline from any CDN: a request that leaves the site fails, and is reported; but GitHub's status
  // page, which Sveltia reads to warn of an outage, is answered by a stand-in: all is well.
  await context.route(
    (url) => url.origin !== base,
    (route) =>
      route.request().url() === 'https://www.githubstatus.com/api/v2/status.json'
        ? route.fulfill({ json: { status: { indicator: 'none' } } })
        : route.abort('internetdisconnected'),
  );
  await pickFolder(context, project);
  const page = await context.newPage();
  await reportPolicyViolations(page);
  return { context, page, problems: watchTrouble(page, { consoleLine: aboutPolicy }).lines };
}

for (const screen of screens) {
  test(`at ${screen.name}, the built editor finds every file it asks for, under its policy, and draws its icons`, async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'each screen is opened here, once');
    const { context, page, problems } = await openOn(browser, screen);
    await page.goto(`${base}/admin`);
    await page.getByRole('button', { name: 'Ouvrir le dossier du site' }).click();
    // Her sheets (on a phone, the list of collections comes first), then one open: toolbars, lists.
    if (screen.isMobile) await page.getByRole('treeitem', { name: 'Contenu du site' }).tap();
    await page.getByRole('gridcell', { name: 'Coordonnées et disponibilités' }).click();
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const icons = await iconWidths(page);
    expect(icons.length, 'icons on the sheet').toBeGreaterThan(2);
    expect(
      icons.filter((icon) => icon.ratio > 1.6),
      'icons drawn as their names',
    ).toEqual([]);
    expect(problems).toEqual([]);
    // Its text and icon fonts came from the editor's own files.
    expect(
      await page.evaluate(() =>
        [...document.fonts]
          .filter((font) => /Source Sans 3|Material Symbols/.test(font.family))
          .map((font) => font.status),
      ),
    ).toEqual(['loaded', 'loaded']);
    await context.close();
  });
}

test('while the editor’s script comes, her page says in French that it is opening; the words go once the editor is there', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'her phone, once');
  const { context, page, problems } = await openOn(browser, screens[1]!);
  // The script held back as a slow connection would: the page is all she has meanwhile.
  const script = gate();
  await page.route('**/admin/editor.js', async (route) => {
    await script.passed;
    await route.continue();
  });
  await page.goto(`${base}/admin`, { waitUntil: 'commit' });
  const opening = page.getByRole('status').filter({ hasText: 'Ouverture de l’éditeur…' });
  await expect(opening).toBeVisible();
  script.open();
  await expect(page.getByRole('button', { name: 'Ouvrir le dossier du site' })).toBeVisible();
  await expect(opening).toBeHidden();
  expect(problems).toEqual([]);
  await context.close();
});

/** What her page says when the editor does not come, and the link that tries again. */
const notOpened = (page: Page) =>
  page
    .getByRole('status')
    .getByText('L’éditeur ne s’est pas ouvert\u00a0: la connexion a sans doute été coupée.');

test('when the connection drops while Sveltia’s files come, her page says so in French at once, and its link opens the editor', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'her phone, once');
  const { context, page, problems } = await openOn(browser, screens[1]!);
  // The editor's own script comes, with the files it imports; every other file of the editor (Sveltia's,
  // which it asks for next) is lost on the way.
  const editorScript = await (await context.request.get(`${base}/admin/editor.js`)).text();
  const imported = [...editorScript.matchAll(/import\s*\{[^}]*\}\s*from\s*"\.\/([^"]+)"/g)].map((m) => m[1]);
  expect(imported.length, 'the editor’s script imports chunks of its own').toBeGreaterThan(0);
  const lost = (url: URL) =>
    /\/admin\/editor-[^/]+\.js$/.test(url.pathname) &&
    !imported.some((file) => url.pathname.endsWith(`/${file}`));
  await page.route(lost, (route) => route.abort('internetdisconnected'));
  await page.goto(`${base}/admin`);
  await expect(notOpened(page)).toBeVisible();
  await expect(page.getByText('Ouverture de l’éditeur…')).toBeHidden();
  expect(problems.length, 'the lost files are reported').toBeGreaterThan(0);
  // The connection back, her tap on the link opens the editor.
  await page.unroute(lost);
  await page.getByRole('link', { name: 'rechargez la page' }).tap();
  await expect(page.getByRole('button', { name: 'Ouvrir le dossier du site' })).toBeVisible();
  await expect(notOpened(page)).toBeHidden();
  await context.close();
});

test('when the editor’s script never comes, her page still says what to do after a while, with no script of ours', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'her phone, once');
  const { context, page } = await openOn(browser, screens[1]!);
  // The script hangs for good, as on a connection lost without an error.
  await page.route('**/admin/editor.js', () => {});
  await page.goto(`${base}/admin`, { waitUntil: 'commit' });
  await expect(page.getByText('Ouverture de l’éditeur…')).toBeVisible();
  await expect(notOpened(page)).toBeHidden();
  // The stylesheet's wait (half a minute) run to its end at once, rather than waited for.
  const waits = await page.evaluate(() =>
    document.getAnimations().map((animation) => {
      animation.finish();
      return (animation as CSSAnimation).animationName;
    }),
  );
  expect(waits).toEqual(['editor-waited', 'editor-gave-up']);
  await expect(notOpened(page)).toBeVisible();
  await expect(page.getByText('Ouverture de l’éditeur…')).toBeHidden();
  await expect(page.getByRole('link', { name: 'rechargez la page' })).toHaveAttribute('href', '/admin/');
  await context.close();
});
