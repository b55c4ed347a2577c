// Takes a full-page screenshot of the running preview, every section drawn as it ends up:
//   node tools/screenshot.mjs /services out.png 375
// It asks for reduced motion, so no section waits to fade in (src/ui/Reveal), draws the page in its web
// fonts (as a returning visitor sees it; FIRST_VISIT=1 keeps the fallbacks a first visit paints in) and waits
// for what is drawn (every picture decoded), not for a clock.
import { chromium } from '@playwright/test';
import { drawInWebFonts } from './browser/webFonts.mjs';
import { chromiumLaunch } from './chromium.mjs';

const [, , path = '/', out = 'screenshot.png', width = '1280'] = process.argv;
const port = process.env.PREVIEW_PORT ?? 4173;
const browser = await chromium.launch(chromiumLaunch);
const page = await browser.newPage({
  viewport: { width: Number(width), height: 800 },
  reducedMotion: 'reduce',
});
page.on('console', (message) => console.log(`console.${message.type()}: ${message.text()}`));
page.on('pageerror', (error) => console.log(`pageerror: ${error.message}`));
await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
// A section off screen is not drawn (content-visibility: auto), nor a lazy picture loaded: both are
// here, for the whole page's picture.
await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
await page.evaluate(async () => {
  const pictures = [...document.images];
  for (const picture of pictures) picture.loading = 'eager';
  await Promise.all(pictures.map((picture) => picture.decode().catch(() => {})));
});
if (!process.env.FIRST_VISIT) await drawInWebFonts(page);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
