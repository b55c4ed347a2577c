// What goes wrong in a page, written down for a test to assert on or to print when it fails: requests
// that failed or were refused, answers of 400 and over, uncaught errors, and the console messages asked
// for. The browser tests of her editor use it (built, online, and on her computer).
import type { BrowserContext, ConsoleMessage, Page, Request, Response } from '@playwright/test';

/** A console message about the page's Content-Security-Policy (`reportPolicyViolations` writes each one). */
export const aboutPolicy = (message: ConsoleMessage) =>
  /Content.Security.Policy|violates/i.test(message.text());

/**
 * Watches `page` until `stop()`, one line for each thing that went wrong, in `lines` (a list of its own
 * unless given one, to watch several pages into). `consoleLine` picks the console messages that count:
 * every error unless told otherwise.
 */
export function watchTrouble(
  page: Page,
  { lines = [] as string[], consoleLine = (message: ConsoleMessage) => message.type() === 'error' } = {},
) {
  const onConsole = (message: ConsoleMessage) => {
    if (consoleLine(message)) lines.push(`console: ${message.text()}`);
  };
  const onPageError = (error: Error) => lines.push(`page error: ${error.message}`);
  const onFailed = (request: Request) =>
    lines.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  const onResponse = (response: Response) => {
    if (response.status() >= 400) lines.push(`http ${response.status()}: ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  return {
    lines,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('requestfailed', onFailed);
      page.off('response', onResponse);
    },
  };
}

/** Writes every policy violation in the pages of `target` to their console, where `aboutPolicy` finds it. */
export const reportPolicyViolations = (target: Page | BrowserContext) =>
  target.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
