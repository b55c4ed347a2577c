import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { contentDir } from '../pipeline/contentPaths';
import { githubStandIn } from './githubStandIn';
import { distDir, nginxMissing, nginxMissingReason, startNginx } from './nginxServer';

/**
 * Her live editor, end to end, on the built site as a host serves it (nginx with the block the build
 * writes: its policy, COOP and cache headers), at its own address on the Internet (a name that is not
 * her computer's, so that the editor is the live one), against a stand-in GitHub and sign-in pop-up
 * (e2e/githubStandIn.ts). She signs in, saves a sheet (a commit that no host deploys: [skip ci]), then
 * « Publier les modifications » asks GitHub to publish; nothing fails, nothing breaks the policy.
 */
const SITE = 'https://cesarienne-sereine.test';
let base = '';
let stop = () => {};

test.skip(nginxMissing, nginxMissingReason);
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  ({ base, stop } = await startNginx(testInfo, 7));
});

test.afterAll(() => stop());

/** Her screens: a computer, and a phone held in the hand. */
const screens = [
  { name: '1280 px', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  { name: '390 px, touch', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
];

/** The site at its address, answered by nginx: every header as nginx sends it. */
async function serveSite(context: BrowserContext) {
  await context.route(`${SITE}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${base}${url.pathname}${url.search}`, maxRedirects: 0 });
    await route.fulfill({ response });
  });
}

/** Failed requests, error answers and policy violations, in the page and its pop-ups. */
async function watch(context: BrowserContext) {
  const problems: string[] = [];
  const watchPage = (page: Page) => {
    page.on('requestfailed', (request) =>
      problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
    );
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`http ${response.status()}: ${response.url()}`);
    });
    page.on('console', (message) => {
      if (/Content.Security.Policy|violates/i.test(message.text()))
        problems.push(`console: ${message.text()}`);
    });
  };
  context.on('page', watchPage);
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
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

async function open(browser: Browser, screen: (typeof screens)[number]) {
  const context = await browser.newContext({
    viewport: screen.viewport,
    isMobile: screen.isMobile,
    hasTouch: screen.hasTouch,
    locale: 'fr-FR',
  });
  const problems = await watch(context);
  // Her repository as the build named it in the editor's page (pipeline/editorRepository.ts).
  const { repo, branch } = JSON.parse(
    /<script type="application\/json" id="editor-settings">(.*?)<\/script>/.exec(
      readFileSync(join(distDir, 'client', 'admin.html'), 'utf8'),
    )?.[1] ?? '{}',
  ).backend as { repo: string; branch: string };
  const github = githubStandIn({ repo, branch, contentDir });
  await github.serve(context);
  await serveSite(context);
  return { context, problems, github, page: await context.newPage() };
}

for (const screen of screens) {
  test(`at ${screen.name}, she signs in, saves a sheet without deploying, then publishes`, async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'each screen is opened here, once');
    test.setTimeout(90_000);
    const { context, problems, github, page } = await open(browser, screen);
    // Sveltia's own notice (« Sveltia CMS est désormais disponible sur mobile ! ») holds the screen when it
    // comes: she answers « Plus tard ».
    await page.addLocatorHandler(page.getByRole('button', { name: 'Plus tard' }), (later) => later.click());
    await page.goto(`${SITE}/admin`);
    await page.getByRole('button', { name: /^Se connecter avec \W?GitHub/ }).click();

    // Her sheet of coordinates: a new phone number, saved.
    if (screen.isMobile) await page.getByRole('treeitem', { name: 'Contenu du site' }).tap();
    await page
      .getByRole('gridcell', { name: 'Coordonnées et disponibilités' })
      .click({ timeout: 15_000 })
      .catch((error) => {
        throw new Error(`${error}\n${[...github.unanswered, ...problems].join('\n')}`);
      });
    const phone = page.locator('[data-key-path="phone"]').getByRole('textbox').first();
    await phone.fill('05 59 24 12 34');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect.poll(() => github.commits.length, { timeout: 15_000 }).toBe(2);
    // Saved, not deployed: the hosts skip a commit marked [skip ci].
    expect(github.head().message).toMatch(/^\[skip ci\] /);
    expect(github.head().files.get('src/data/content/cabinet.yml')?.toString('utf8')).toContain(
      '05 59 24 12 34',
    );
    expect(github.dispatches).toEqual([]);

    // « Publier les modifications »: GitHub is asked to publish what she saved.
    // Later, the editor opened again: it knows from GitHub that what she saved is not online yet. She
    // leaves the sheet (the editor brings her back to it), back to the list of collections, where a
    // phone shows the button.
    await page.goto(`${SITE}/admin#/collections`);
    const publish = page.getByRole('button', { name: 'Publier les modifications' });
    await expect(async () => {
      for (const back of ['Annuler la modification', 'Retour à la liste des collections']) {
        const button = page.getByRole('button', { name: back });
        if (await button.isVisible()) await button.click({ timeout: 2000 });
      }
      // Within reach: not behind the sheet, and enabled (what she saved is not online yet).
      await publish.click({ trial: true, timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await publish.click();
    await expect.poll(() => github.dispatches).toEqual([{ event_type: 'sveltia-cms-publish' }]);

    expect(github.unanswered).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
}
