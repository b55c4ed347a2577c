// A page of a built site opened on a slow phone (4x CPU, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
// up), nothing of the Internet reached, and painted: the moment the readiness bench acts.
import { holdNavigations, listControls, recordEffects } from '../../browser/controls.mjs';
import { recorder } from './recorder.mjs';
import { phone } from './scenarios.mjs';

/**
 * A fresh phone on the slow profile, the page of `site` opened and painted: the visitor can act.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('../server.mjs').BenchSite} site @param {string} path @param {(() => boolean) | null} [answered]
 */
export async function openPainted(browser, site, path, answered = null) {
  const { base, thirdPartyOrigins } = site;
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  // No Internet here: the feed provider's script is answered empty, the form service counted, the
  // pages new tabs open answered empty.
  const feedHost = new URL(thirdPartyOrigins.feedOrigin).host;
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ contentType: 'text/html', body: '' }),
  );
  await page.route(
    (url) => url.host === feedHost,
    (route) => route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  const posts = { count: 0 };
  await page.route(/api\.web3forms\.com/, (route) => {
    posts.count += 1;
    return route.fulfill({ json: { success: true, message: 'ok' } });
  });
  await page.addInitScript(recordEffects);
  await page.addInitScript({ content: `(${recorder})(${answered})` });
  const response = await page.goto(`${base}${path}`, { waitUntil: 'commit' });
  await holdNavigations(page);
  await page.waitForFunction(
    () => typeof (/** @type {import('./recorder.mjs').Ready} */ (window).__ready?.fcp) === 'number',
    null,
    {
      polling: 'raf',
      timeout: 30_000,
    },
  );
  return { context, page, posts, status: response?.status() };
}

/**
 * Every link and button of every page of `base`, as the first-tap test walks them (scripts blocked).
 * @param {import('@playwright/test').Browser} browser @param {string} base @param {string[]} paths
 */
export async function listEveryControl(browser, base, paths) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  /** @type {import('./runs.mjs').RouteControl[]} */
  const all = [];
  for (const path of paths) {
    await page.goto(`${base}${path}`);
    const controls = await listControls(page);
    for (const control of controls) all.push({ ...control, route: path, controls });
  }
  await context.close();
  return all;
}
