// How every script here starts Debian's Chromium (the browser tests too: playwright.config.ts).
// Without the background-networking flags it keeps reaching for Google's hosts, which this machine
// refuses.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Options for Playwright's `chromium.launch()`. */
export const chromiumLaunch = { executablePath: chromiumPath, args: chromiumArgs };
