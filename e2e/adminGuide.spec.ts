import { adminGuides } from '../src/content/adminGuides';
import { expect, expectAccessible, test } from './fixtures';
import { nginxMissing, nginxMissingReason, startNginx } from './nginxServer';

// Her guides beside the editor (pipeline/editor/adminGuide.ts): read on a phone and on a computer, from the
// build, then behind nginx with the editor's headers.
const guides = Object.values(adminGuides);

for (const guide of guides) {
  test(`${guide.title}: readable, its contents lead to each section, axe clean`, async ({ page }) => {
    await page.goto(guide.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Nothing wider than the screen (375 px on the phone).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    // Its stylesheet applies: the text column is narrower than a computer's window.
    const main = await page.getByRole('main').boundingBox();
    expect(main?.width).toBeLessThanOrEqual(Math.min(page.viewportSize()!.width, 42 * 16 + 1));

    const contents = page.getByRole('navigation', { name: 'Sommaire' });
    const entries = contents.getByRole('link');
    expect(await entries.count()).toBeGreaterThan(4);
    for (const link of [
      ...(await entries.all()),
      ...(await page.getByRole('banner').getByRole('link').all()),
    ]) {
      expect(
        (await link.boundingBox())?.height,
        (await link.textContent()) ?? undefined,
      ).toBeGreaterThanOrEqual(44);
    }
    const last = entries.last();
    const name = (await last.textContent()) ?? '';
    await last.click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeInViewport();
    await expectAccessible(page, `on ${guide.path}`);
  });
}

test('each guide leads to the other and back to the editor', async ({ page }) => {
  await page.goto(adminGuides.goLive.path);
  const guidesMenu = page.getByRole('navigation', { name: 'Les guides' });
  await expect(guidesMenu.getByRole('link', { name: adminGuides.goLive.title })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await guidesMenu.getByRole('link', { name: adminGuides.editing.title }).click();
  await expect(page).toHaveURL(adminGuides.editing.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminGuides.editing.title);
  // A link in the text to a section of the other guide lands on that section.
  const refused = page
    .getByRole('main')
    .getByRole('link', { name: 'Quand la mise en ligne est refusée' })
    .first();
  await refused.click();
  await expect(page).toHaveURL(new RegExp(`${adminGuides.goLive.path}#`));
  await expect(
    page.getByRole('heading', { level: 2, name: 'Quand la mise en ligne est refusée' }),
  ).toBeInViewport();
  await expect(page.getByRole('link', { name: /Retour à l’éditeur/ })).toHaveAttribute('href', '/admin');
});

test.describe('behind nginx', () => {
  test.skip(nginxMissing, nginxMissingReason);
  let base = '';
  let stop = () => {};
  test.beforeAll(async ({ browserName: _ }, testInfo) => {
    ({ base, stop } = await startNginx(testInfo, 3));
  });
  test.afterAll(() => stop());

  test('each guide answers at its address with the editor’s headers, and its page works under them', async ({
    page,
    request,
  }) => {
    const editor = (await request.get(`${base}/admin`)).headers();
    for (const guide of guides) {
      const response = await request.get(`${base}${guide.path}`);
      expect(response.status(), guide.path).toBe(200);
      const headers = response.headers();
      for (const name of [
        'content-security-policy',
        'x-robots-tag',
        'cross-origin-opener-policy',
        'cache-control',
      ])
        expect(headers[name], `${guide.path} ${name}`).toBe(editor[name]);
      await page.goto(`${base}${guide.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
      // Under both policies (the editor's header, the guide's <meta>) its stylesheet still applies.
      await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    }
  });
});
