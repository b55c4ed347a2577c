// Takes a full-page screenshot of the running preview, after scrolling through it so every
// section has revealed:  node tools/screenshot.mjs /services out.png 375
import { chromium } from '@playwright/test';
import { chromiumLaunch } from './chromium.mjs';

const [, , path = '/', out = 'screenshot.png', width = '1280'] = process.argv;
const port = process.env.PREVIEW_PORT ?? 4173;
const browser = await chromium.launch(chromiumLaunch);
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
page.on('console', (message) => console.log(`console.${message.type()}: ${message.text()}`));
page.on('pageerror', (error) => console.log(`pageerror: ${error.message}`));
await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
await page.evaluate(async () => {
  for (let y = 0; y < document.body.scrollHeight; y += 300) {
    window.scrollTo(0, y);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  window.scrollTo(0, 0);
});
// A section off screen is not drawn (content-visibility: auto): drawn here, for the whole page's picture.
await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
await page.waitForTimeout(1000);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
