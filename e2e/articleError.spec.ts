// An article saved with a wrong front matter, as she could from the editor: on `npm run dev`, the browser
// shows her the French page naming the file and the field instead of the site (pipeline/content/contentErrorPage.ts),
// readable at 375 and 1280 px. The production build's refusal is tested in pipeline/articles/articleModules.devPage.test.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveContentCopy } from '../pipeline/content/contentCopy';
import { contentDir } from '../pipeline/content/contentPaths';
import { ARTICLES_FOLDER } from '../src/content/article';
import { expect, expectAccessible, test } from './fixtures';

const FILE = 'porter-bebe-apres-une-cesarienne.md';

let copy: Awaited<ReturnType<typeof serveContentCopy>>;

test.describe.configure({ mode: 'serial' });
// The error page answers 503 on purpose (the site is away until the value is fixed).
test.use({ allowConsoleErrors: [/http 503/] });

test.beforeAll(async () => {
  const original = readFileSync(join(contentDir, ARTICLES_FOLDER, FILE), 'utf8');
  copy = await serveContentCopy(5401, (dir) =>
    writeFileSync(join(dir, ARTICLES_FOLDER, FILE), original.replace(/^service: .*$/m, 'service: yoga')),
  );
});

test.afterAll(() => copy?.close());

test('a wrong service in an article: the dev site shows her the French page naming the file and the field', async ({
  page,
}) => {
  for (const path of ['/articles/porter-bebe-apres-une-cesarienne', '/articles']) {
    const response = await page.goto(`${copy.origin}${path}`);
    expect(response?.status(), path).toBe(503);
    await expect(page).toHaveTitle('Une valeur est à corriger');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByText('césarienne : quand et comment en douceur\u00a0» › «\u00a0Prestation liée\u00a0»'),
    ).toBeVisible();
    await expect(page.getByText('valeur lue\u00a0: «\u00a0yoga\u00a0»')).toBeVisible();
    await expectAccessible(page, path);
  }
});
