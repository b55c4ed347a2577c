// How every script here and the browser tests (playwright.config.ts) start Debian's Chromium.
// Without the background-networking flags it keeps reaching for Google's hosts, which this machine
// refuses.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @type {string[]} */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Options for Playwright's `chromium.launch()`.
 * @type {{ executablePath: string, args: string[] }}
 */
export const chromiumLaunch = { executablePath: chromiumPath, args: chromiumArgs };
