import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { feedWidget } from '../src/data/feed';

/**
 * Every browser test fails on a console error or an uncaught exception (hydration mismatches
 * included). A test that expects one (a blocked script, say) lists it in `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    const report = (entry: string) => {
      if (!allowConsoleErrors.some((pattern) => pattern.test(entry))) errors.push(entry);
    };
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const text = message.text();
      if (message.type() === 'warning' && !/hydrat|did not match|React/i.test(text)) return;
      if (text.startsWith('Failed to load resource')) return; // reported with its URL below
      report(`${message.type()}: ${text}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) report(`http ${response.status()}: ${response.url()}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    // Tests never reach the feed provider (src/data/feed.ts): its script is answered empty.
    // A spec about the feed registers its own route, which takes precedence.
    await page.route(feedWidget.scriptUrl, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

/** Axe on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    'serious or critical axe violations',
  ).toEqual([]);
}

/** Waits until the client has hydrated the prerendered page (links live; machines start right after). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Records every Content-Security-Policy violation the page reports, across navigations; the array
 * it returns fills as they come (expect it empty at the end).
 */
export async function recordPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (entry: string) => violations.push(entry));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportPolicyViolation: (entry: string) => void }).reportPolicyViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}
