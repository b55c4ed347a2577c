import { register } from 'node:module';
import { defineConfig } from '@playwright/test';
import { START_MS, TEST_MS, WAIT_MS } from './e2e/bounds';
import { chromiumLaunch } from './tools/chromium.mjs';

// The specs import src/data, whose content files are YAML: read them as the build does.
register('./e2e/contentLoader.mjs', import.meta.url);

/**
 * Browser tests run Debian's Chromium (launched as every script here does) against the build. The feed
 * provider's sandboxed frame (src/machines/browser/feedFrame.ts) runs in the page's process: Chromium puts a sandboxed
 * frame in a process of its own by default, and Playwright's routes then miss its first requests now and
 * then (the stand-in provider's script went to the network). The sandbox and its opaque origin are the same.
 */
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, '--disable-features=IsolateSandboxedIframes'],
  },
};

const port = Number(process.env.PREVIEW_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Bounds on a hang only (e2e/bounds.ts): every test waits for what the person sees.
  timeout: TEST_MS,
  expect: { timeout: WAIT_MS, toPass: { timeout: WAIT_MS } },
  use: { baseURL, trace: 'off', locale: 'fr-FR', actionTimeout: WAIT_MS, navigationTimeout: WAIT_MS },
  projects: [
    { name: 'desktop', use: { ...chromium, viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: {
        ...chromium,
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: 'npx vite preview',
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: START_MS,
  },
});
