import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { headersFileHost } from '../pipeline/site/hostHeaders';
import { feedWidget } from '../src/data/feed';
import { sitePages } from '../src/data/pages';
import { expect, recordPolicyViolations, test, waitForHydration } from './fixtures';
import { distDir } from './nginxServer';

const routes = sitePages.map((page) => page.path);

/** A stand-in for the feed provider's script: it fills the widget the way a real one would. */
const fakeFeedScript = `
  window.ExampleFeed = { init(container) {
    const img = document.createElement('img');
    img.alt = 'Publication Instagram';
    img.width = 300; img.height = 300;
    img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    container.appendChild(img);
  } };`;

test.describe('Content-Security-Policy', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(feedWidget.scriptUrl, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: fakeFeedScript }),
    );
  });

  for (const path of routes) {
    test(`${path}: the policy is enforced and nothing violates it`, async ({ page }) => {
      const violations = await recordPolicyViolations(page);
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(
        /<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'sha256-/,
      );
      expect(html).toMatch(/object-src 'none'/);
      await waitForHydration(page);
      if (path === '/services') {
        await page.locator('#boutique').scrollIntoViewIfNeeded();
        // Click-to-load, her default: the feed's script runs in its sandboxed frame once she asks for it.
        await page.getByRole('button', { name: 'Afficher le fil Instagram' }).click();
        await expect(
          page
            .frameLocator(`#${feedWidget.container.id} > iframe`)
            .getByRole('img', { name: 'Publication Instagram' }),
        ).toBeVisible({ timeout: 5000 });
      }
      // A client navigation runs the router's scripts too.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
      await expect(page).toHaveURL('/contact');
      expect(violations).toEqual([]);
    });
  }
});

test.describe('an injected script', () => {
  test.use({ allowConsoleErrors: [/violates the following Content Security Policy directive 'script-src/] });

  test('is refused when the build did not emit it', async ({ page }) => {
    await page.goto('/contact');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.appendChild(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
  });
});

test.describe('links that open a new tab', () => {
  for (const path of routes) {
    test(`${path}: every one has rel="noopener noreferrer" and says so to screen readers`, async ({
      page,
    }) => {
      await page.goto(path);
      const links = await page.locator('a[target="_blank"]').evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute('href'),
          rel: a.getAttribute('rel'),
          text: a.textContent,
        })),
      );
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.rel?.split(/\s+/).sort(), link.href ?? '').toEqual(['noopener', 'noreferrer']);
        // "(nouvel onglet)" read after the name, or a visible note that says it.
        expect(link.text, link.href ?? '').toMatch(/nouvel onglet/);
      }
    });
  }
});

test.describe('npm run preview answers with the headers the hosts send', () => {
  test('every page, the editor, an asset, the feed and an unknown path: the headers the build wrote for the hosts', async ({
    request,
  }) => {
    const client = join(distDir, 'client');
    const host = headersFileHost(
      readFileSync(join(client, '_headers'), 'utf8'),
      readFileSync(join(client, '_redirects'), 'utf8'),
    );
    const home = await (await request.get('/')).text();
    const script = home.match(/\/assets\/[\w.-]+\.js/)?.[0];
    for (const path of [...routes, '/admin', script!, '/articles/feed.xml', '/nope']) {
      for (const encoding of ['br', 'identity']) {
        const response = await request.get(path, { headers: { 'Accept-Encoding': encoding } });
        const sent = response.headers();
        for (const [name, value] of Object.entries(host(path).headers))
          expect(sent[name], `${path} (${encoding}): ${name}`).toBe(value);
      }
    }
  });

  test.describe('framed', () => {
    // Chromium says so as it refuses.
    test.use({
      allowConsoleErrors: [
        /violates the following Content Security Policy directive: "frame-ancestors 'none'"/,
      ],
    });

    test('another local page cannot show the editor in a frame of its own', async ({ page, baseURL }) => {
      // Another server on this computer, as any local page or tool could start.
      const elsewhere = createServer((_, response) => {
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(`<!doctype html><title>Ailleurs</title><iframe src="${baseURL}/admin"></iframe>`);
      });
      await new Promise<void>((listening) => elsewhere.listen(0, '127.0.0.1', listening));
      const { port } = elsewhere.address() as AddressInfo;
      // Loaded: its frame has loaded too, the editor or the browser's refusal.
      await page.goto(`http://127.0.0.1:${port}/`);
      elsewhere.close();
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      expect(frame?.url()).not.toContain('/admin');
      expect(await frame?.title()).not.toMatch(/Modifier le site/);
    });
  });
});
