import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { filledCopy, liveBuild } from '../pipeline/checks/goingLive';
import { refusalText } from '../pipeline/editor/publicationRefusal';
import { REFUSAL_FILE } from '../src/content/launchChecklist';
import { HER_PROJECT_TEST_MS, TRY_AGAIN_MS } from './bounds';
import { backInHerField, fieldAt, frenchBrowser, phonePhoto, reach, screens } from './editorFields';
import { type Commit, githubStandIn } from './githubStandIn';
import { distDir, nginxMissing, nginxMissingReason, startNginx } from './nginxServer';
import { aboutPolicy, reportPolicyViolations, watchTrouble } from './pageTrouble';

/**
 * Her live editor, end to end, on the built site as a host serves it (nginx with the block the build
 * writes: its policy, COOP and cache headers), at its own address on the Internet (a name that is not
 * her computer's, so that the editor is the live one), against a stand-in GitHub and sign-in pop-up
 * (e2e/githubStandIn.ts), her repository holding her filled sheets. She signs in, saves a sheet, adds a
 * photo, writes an article and deletes one (each a commit that no host deploys: [skip ci]), then
 * « Publier les modifications » asks GitHub to publish; nothing fails, nothing breaks the policy. Then the live build of what GitHub received passes and shows it.
 */
const SITE = 'https://cesarienne-sereine.test';
let base = '';
let stop = () => {};

test.skip(nginxMissing, nginxMissingReason);
test.use(frenchBrowser);
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  ({ base, stop } = await startNginx(testInfo, 7));
});

/** Her repository as the stand-in GitHub holds it after her week online: what the host would build. */
let received: Commit | undefined;
const sheets = filledCopy();

test.afterAll(() => {
  stop();
  rmSync(sheets, { recursive: true, force: true });
});

/** The site at its address, answered by nginx: every header as nginx sends it. */
async function serveSite(context: BrowserContext) {
  await context.route(`${SITE}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${base}${url.pathname}${url.search}`, maxRedirects: 0 });
    await route.fulfill({ response });
  });
}

/** Failed requests, error answers, uncaught errors and policy violations, in the page and its pop-ups. */
async function watch(context: BrowserContext) {
  const problems: string[] = [];
  context.on('page', (page) => watchTrouble(page, { lines: problems, consoleLine: aboutPolicy }));
  await reportPolicyViolations(context);
  // Anything else out there is unreachable: a request that tries fails, and is reported.
  await context.route(
    (url) =>
      ![SITE, 'https://api.github.com', 'https://api.netlify.com', 'https://www.githubstatus.com'].includes(
        url.origin,
      ),
    (route) => route.abort('internetdisconnected'),
  );
  return problems;
}

const newPhone = '05 59 41 27 80';
const photoAlt = 'Camille sourit, un bébé dans les bras';
const article = {
  title: 'Le bain du soir',
  file: 'le-bain-du-soir.md',
  description: 'Quelques repères doux et concrets pour les premiers jours avec bébé, à la maison.',
  body: 'Un texte court, pour commencer.',
};
const goneArticle = 'preparer-sa-cesarienne-programmee';

/** A content file of `commit`, as text. */
const text = (commit: Commit, file: string) =>
  commit.files.get(`src/content/${file}`)?.toString('utf8') ?? '';

/**
 * « Enregistrer », then GitHub holds her commit number `count`, marked so that no host deploys it; and
 * she is back in the sheet at `entry`, her cursor in `keyPath`.
 */
async function saved(
  page: Page,
  github: ReturnType<typeof githubStandIn>,
  count: number,
  [entry, keyPath]: [string, string],
) {
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect.poll(() => github.commits.length).toBe(count);
  expect(github.head().message).toMatch(/^\[skip ci\] /);
  // Saved, not published: her notice says which button puts it online.
  await expect(page.getByRole('status').filter({ hasText: 'Enregistré.' })).toContainText(
    'Le site en ligne changera quand vous choisirez «\u00a0Publier les modifications\u00a0».',
  );
  await backInHerField(page, entry, keyPath);
}

/** She leaves the sheet she saved by its arrow. */
async function leave(page: Page) {
  const back = page.getByRole('button', { name: 'Annuler la modification' });
  await back.click();
  await expect(back).toBeHidden();
}

/** A device of hers (`screen`) at the site's address, on `github`'s repository; what goes wrong there, recorded. */
async function onDevice(
  browser: Browser,
  screen: (typeof screens)[number],
  github: ReturnType<typeof githubStandIn>,
) {
  const context = await browser.newContext({
    viewport: screen.viewport,
    isMobile: screen.isMobile,
    hasTouch: screen.hasTouch,
    locale: 'fr-FR',
  });
  const problems = await watch(context);
  await github.serve(context);
  await serveSite(context);
  return { context, problems, page: await context.newPage() };
}

/** Her repository (`contentDir`, on a stand-in GitHub), opened on a device of hers. */
async function open(browser: Browser, screen: (typeof screens)[number], contentDir = sheets) {
  // Her repository as the build named it in the editor's page (pipeline/editor/editorRepository.ts).
  const { repo, branch } = JSON.parse(
    /<script type="application\/json" id="editor-settings">(.*?)<\/script>/.exec(
      readFileSync(join(distDir, 'client', 'admin.html'), 'utf8'),
    )?.[1] ?? '{}',
  ).backend as { repo: string; branch: string };
  const github = githubStandIn({ repo, branch, contentDir });
  return { github, ...(await onDevice(browser, screen, github)) };
}

for (const screen of screens) {
  test(`at ${screen.name}, she signs in, saves a sheet without deploying, then publishes`, async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'each screen is opened here, once');
    test.setTimeout(HER_PROJECT_TEST_MS);
    const { context, problems, github, page } = await open(browser, screen);
    // Sveltia's own notice (« Sveltia CMS est désormais disponible sur mobile ! ») holds the screen when it
    // comes: she answers « Plus tard ».
    await page.addLocatorHandler(page.getByRole('button', { name: 'Plus tard' }), (later) => later.click());
    await page.goto(`${SITE}/admin`);
    await page.getByRole('button', { name: /^Se connecter avec \W?GitHub/ }).click();

    // Her sheets, in the list she opens first.
    if (screen.isMobile) await page.getByRole('treeitem', { name: 'Contenu du site' }).tap();
    await page
      .getByRole('gridcell', { name: 'Coordonnées et disponibilités' })
      .click()
      .catch((error) => {
        throw new Error(`${error}\n${[...github.unanswered, ...problems].join('\n')}`);
      });

    // A photo of her, from her phone, in « Vos photos ».
    await leave(page);
    await page.goto(`${SITE}/admin#/collections/contenu/entries/photos`);
    const founder = await reach(page, 'founder.image');
    await founder
      .locator('input[type=file]')
      .first()
      .setInputFiles(await phonePhoto('IMG 2041.JPG'));
    await expect(founder.locator('img').first()).toBeVisible();
    await (await reach(page, 'founder.alt')).getByRole('textbox').fill(photoAlt);
    await saved(page, github, 2, ['contenu/entries/photos', 'founder.alt']);
    expect(github.head().files.has('src/content/photos/img-2041.jpg')).toBe(true);
    expect(text(github.head(), 'photos.yml')).toContain('image: /photos/img-2041.jpg');

    // An article of hers, written on the spot.
    await leave(page);
    await page.goto(`${SITE}/admin#/collections/articles/new`);
    await (await reach(page, 'title')).getByRole('textbox').fill(article.title);
    await (await reach(page, 'description')).getByRole('textbox').fill(article.description);
    await (await reach(page, 'date')).locator('input[type=date]').focus();
    await page.keyboard.type('21112026');
    await (await reach(page, 'service')).getByRole('radio', { name: 'Atelier de portage' }).check();
    await (await reach(page, 'body')).getByRole('textbox').fill(article.body);
    await saved(page, github, 3, [`articles/entries/${article.file.replace(/\.md$/, '')}`, 'body']);
    expect(text(github.head(), `articles/${article.file}`)).toMatch(/^date: 2026-11-21$/m);

    // And one she no longer wants.
    await leave(page);
    await page.goto(`${SITE}/admin#/collections/articles/entries/${goneArticle}`);
    await page.getByRole('button', { name: 'Afficher les options de l’éditeur' }).click();
    await page.getByRole('menuitem', { name: /Supprimer/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect.poll(() => github.commits.length).toBe(4);
    expect(github.head().files.has(`src/content/articles/${goneArticle}.md`)).toBe(false);

    // Her sheet of coordinates (from the list of articles, where a deletion leaves her): a new phone
    // number, saved.
    await expect(page.getByRole('button', { name: 'Annuler la modification' })).toBeHidden();
    await page.goto(`${SITE}/admin#/collections/contenu/entries/cabinet`);
    await (await reach(page, 'phone')).getByRole('textbox').fill(newPhone);
    await saved(page, github, 5, ['contenu/entries/cabinet', 'phone']);
    expect(text(github.head(), 'cabinet.yml')).toContain(newPhone);
    // Not one of her saves, nor her deletion, deployed the site.
    for (const { message } of github.commits.slice(1)) expect(message).toMatch(/^\[skip ci\] /);
    expect(github.dispatches).toEqual([]);

    // « Publier les modifications »: GitHub is asked to publish what she saved.
    // It knows from GitHub that what she saved is not online yet. The address of the list of
    // collections (a bookmark) leads there, not back to the sheet she saved; a phone shows the button there.
    await page.goto(`${SITE}/admin#/collections`);
    const publish = page.getByRole('button', { name: 'Publier les modifications' });
    await expect(async () => {
      const back = page.getByRole('button', { name: 'Retour à la liste des rubriques' });
      if (await back.isVisible()) await back.click({ timeout: TRY_AGAIN_MS });
      // Within reach: not behind the sheet, and enabled (what she saved is not online yet).
      await publish.click({ trial: true, timeout: TRY_AGAIN_MS });
    }).toPass();
    await publish.click();
    await expect.poll(() => github.dispatches).toEqual([{ event_type: 'sveltia-cms-publish' }]);
    // While the site is being updated, the button waits, greyed: nothing to publish twice.
    await expect(publish).toBeDisabled();
    // A refused build: the editor, opened again, reads it from GitHub and offers to publish again
    // (the site online stayed as it was; GitHub also e-mails her).
    github.endPublishing('FAILURE');
    await page.reload();
    await expect(publish).toBeEnabled();

    expect(github.unanswered).toEqual([]);
    expect(problems).toEqual([]);
    received = github.head();
    // Closing drops the answers still on their way (the editor keeps asking GitHub): a stand-in
    // answering a closed page is no failure of hers. Anything the routes threw before this one still is.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
}

test('her phone and her computer: a sheet changed on one since the other opened it is not overwritten without asking', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'both devices are opened here, once');
  test.setTimeout(HER_PROJECT_TEST_MS);
  const computer = await open(browser, screens[0]);
  /** Signs in and opens her sheet of coordinates, as she does on each device. */
  const openCabinet = async (page: Page, { isMobile }: { isMobile: boolean }) => {
    await page.addLocatorHandler(page.getByRole('button', { name: 'Plus tard' }), (later) => later.click());
    await page.goto(`${SITE}/admin`);
    await page.getByRole('button', { name: /^Se connecter avec \W?GitHub/ }).click();
    if (isMobile) await page.getByRole('treeitem', { name: 'Contenu du site' }).tap();
    await page.getByRole('gridcell', { name: 'Coordonnées et disponibilités' }).click();
    await reach(page, 'phone');
  };
  await openCabinet(computer.page, screens[0]);
  // Her phone, on the same repository as her computer.
  const { context: phoneContext, page: phone } = await onDevice(browser, screens[1], computer.github);
  await openCabinet(phone, screens[1]);
  const commits = computer.github.commits.length;
  // On her phone: a new number, saved.
  await (await reach(phone, 'phone')).getByRole('textbox').fill(newPhone);
  await phone.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect.poll(() => computer.github.commits.length).toBe(commits + 1);
  // On her computer, the sheet still as she opened it: another change, saved. The editor asks first.
  await computer.page.bringToFront();
  await (await reach(computer.page, 'location')).getByRole('textbox').fill('Pau / Béarn / Visio');
  await computer.page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  const conflict = computer.page.getByRole('alertdialog', { name: 'Fiche modifiée ailleurs' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('ce qui a été enregistré ailleurs sera perdu');
  await conflict.getByRole('button', { name: 'Annuler' }).click();
  // Nothing overwritten: the phone's number is what GitHub holds.
  expect(computer.github.commits.length).toBe(commits + 1);
  expect(text(computer.github.head(), 'cabinet.yml')).toContain(newPhone);
  await computer.context.unrouteAll({ behavior: 'ignoreErrors' });
  await phoneContext.unrouteAll({ behavior: 'ignoreErrors' });
  await computer.context.close();
  await phoneContext.close();
});

/** Her repository's content folder as `commit` holds it, as the publishing workflow or the host checks it out. */
function checkout(commit: Commit) {
  const dir = mkdtempSync(join(tmpdir(), 'her-repository-'));
  for (const [path, data] of commit.files) {
    const file = join(dir, path.replace(/^src\/content\//, ''));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, data);
  }
  return dir;
}

test('a refused publication: opened on another device, the editor names the field that stopped it, says the site online is unchanged, and opens that field', async ({
  browser,
}, testInfo) => {
  test.setTimeout(HER_PROJECT_TEST_MS);
  // Her repository with every value hers but one: the demo SIRET, which the live build refuses.
  const withDemo = filledCopy(['legal.siret']);
  const computer = await open(browser, screens[0], withDemo);
  const { github } = computer;
  try {
    // On her computer: a new phone number saved, then « Publier les modifications ».
    const { page } = computer;
    await page.addLocatorHandler(page.getByRole('button', { name: 'Plus tard' }), (later) => later.click());
    await page.goto(`${SITE}/admin`);
    await page.getByRole('button', { name: /^Se connecter avec \W?GitHub/ }).click();
    await page.getByRole('gridcell', { name: 'Coordonnées et disponibilités' }).click();
    await (await reach(page, 'phone')).getByRole('textbox').fill(newPhone);
    await saved(page, github, 2, ['contenu/entries/cabinet', 'phone']);
    await page.goto(`${SITE}/admin#/collections`);
    await page.getByRole('button', { name: 'Publier les modifications' }).click();
    await expect.poll(() => github.dispatches.length).toBe(1);
    await computer.context.unrouteAll({ behavior: 'ignoreErrors' });
    await computer.context.close();

    // The publishing workflow's live build refuses it, and writes what stopped it in her repository,
    // as pipeline/editor/publicationRefusal.ts does from what it checked out.
    const checkedOut = checkout(github.head());
    try {
      github.endPublishing('FAILURE', {
        refusal: { path: REFUSAL_FILE, text: await refusalText({ dir: checkedOut, env: {} }) },
      });
    } finally {
      rmSync(checkedOut, { recursive: true, force: true });
    }

    // Another device (this project's screen), on the same repository: the editor says it at once.
    const screen = testInfo.project.name === 'phone' ? screens[1] : screens[0];
    const { context: other, problems, page: phone } = await onDevice(browser, screen, github);
    await phone.addLocatorHandler(phone.getByRole('button', { name: 'Plus tard' }), (later) => later.click());
    await phone.goto(`${SITE}/admin`);
    await phone.getByRole('button', { name: /^Se connecter avec \W?GitHub/ }).click();
    if (screen.isMobile) await phone.getByRole('treeitem', { name: 'Contenu du site' }).tap();
    // Her list of sheets, opened first (Sveltia's « disponible sur mobile » notice comes with it, and goes).
    await phone.getByRole('gridcell', { name: 'Coordonnées et disponibilités' }).click();
    await reach(phone, 'phone');
    const strip = phone.getByRole('link', {
      name: 'Publication refusée\u00a0: le site en ligne n’a pas changé',
    });
    await expect(strip).toBeVisible();
    // Never « Prêt », though every other value is hers.
    await expect(phone.getByRole('link', { name: /Prêt/ })).toHaveCount(0);
    await strip.click();
    const list = phone.getByRole('dialog', { name: 'Avant la mise en ligne' });
    await expect(list).toContainText('Votre dernière publication a été refusée');
    await expect(list).toContainText('Le site en ligne n’a pas changé');
    await expect(list).not.toContainText('Tout est prêt');
    const refused = list.getByRole('link', { name: /Mentions légales.*SIRET/ });
    await expect(refused).toHaveCount(1);
    await expect(list).toContainText('valeur d’exemple refusée\u00a0: 000 000 000 00000');
    // Her cursor lands in that very field, in the editor as it is: no reload, no second sign-in.
    await phone.evaluate(() => {
      (window as unknown as { herSession: boolean }).herSession = true;
    });
    await refused.click();
    await expect(phone).toHaveURL(/#\/collections\/contenu\/entries\/legal$/);
    await expect(fieldAt(phone, 'siret').getByRole('textbox')).toBeFocused();
    expect(
      await phone.evaluate(() => (window as unknown as { herSession?: boolean }).herSession === true),
    ).toBe(true);
    expect(github.unanswered).toEqual([]);
    expect(problems).toEqual([]);
    await other.unrouteAll({ behavior: 'ignoreErrors' });
    await other.close();
  } finally {
    rmSync(withDemo, { recursive: true, force: true });
  }
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a test destructures.
test('the live build of what GitHub received passes the gate and shows what she did', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'her week online ran in the desktop project');
  test.setTimeout(HER_PROJECT_TEST_MS);
  expect(received, 'her week online ran first').toBeDefined();
  // Her repository's content folder, as the host checks it out.
  const dir = checkout(received!);
  const out = 'dist-her-repository';
  try {
    const build = liveBuild(dir, ['npm', 'run', 'build'], out);
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    const page = (name: string) => readFileSync(join(out, 'client', name), 'utf8');
    expect(page('index.html')).toContain('"telephone":"+33559412780"');
    // Her photo, made into the site's sizes, with her words.
    expect(page('index.html')).toMatch(
      new RegExp(`<img src="/images/photos/founder-\\w+-800\\.jpg"[^>]*alt="${photoAlt}"`),
    );
    expect(page('articles.html')).toContain(article.title);
    expect(existsSync(join(out, 'client', 'articles', `${goneArticle}.html`))).toBe(false);
    expect(page('articles.html')).not.toContain(`/articles/${goneArticle}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
});
