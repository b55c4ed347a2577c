// Renders the PNG icons and the social sharing picture from the brand SVG, in Chromium.
// Run again after changing the name or palette:  node tools/render-brand-images.mjs
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from './chromium.mjs';

const mark = readFileSync('public/favicon.svg', 'utf8');
const fonts = {
  display: readFileSync(
    'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  ).toString('base64'),
  body: readFileSync('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2').toString(
    'base64',
  ),
};
const fontFaces = `
  @font-face { font-family: D; src: url(data:font/woff2;base64,${fonts.display}); font-weight: 100 900; }
  @font-face { font-family: B; src: url(data:font/woff2;base64,${fonts.body}); font-weight: 100 900; }`;

/**
 * A square icon: the mark centred, `padding` pixels from each side.
 * @param {number} size
 * @param {number} padding
 */
const icon = (size, padding) => `<!doctype html><style>html,body{margin:0;background:#fbf7f2}
  div{width:${size}px;height:${size}px;display:grid;place-items:center}svg{width:${size - 2 * padding}px}</style><div>${mark}</div>`;

const social = `<!doctype html><style>${fontFaces}
  html,body{margin:0}
  .card{width:1200px;height:630px;box-sizing:border-box;padding:88px 96px;display:flex;flex-direction:column;justify-content:space-between;
    background:radial-gradient(700px 420px at 92% 0%,#f8e7e1,transparent 70%),radial-gradient(600px 380px at 0% 100%,#e3ece4,transparent 70%),#fbf7f2;
    color:#2f2832;font-family:B}
  .brand{display:flex;align-items:center;gap:20px;font-family:D;font-size:34px}.brand svg{width:64px}
  h1{margin:0;font-family:D;font-weight:500;font-size:64px;line-height:1.1;letter-spacing:-0.01em;max-width:980px}
  p{margin:0;font-size:24px;color:#5b5260}</style>
  <div class="card"><div class="brand">${mark}<span>Césarienne Sereine</span></div>
  <h1>Se préparer sereinement à la césarienne… et en faire une naissance à part entière</h1>
  <p>Accompagnement césarienne et post-partum · Biarritz / Pays basque / Visio</p></div>`;

const browser = await chromium.launch(chromiumLaunch);
/** @type {{ html: string, size: [width: number, height: number], path: string }[]} */
const shots = [
  { html: icon(32, 0), size: [32, 32], path: 'public/favicon-32.png' },
  { html: icon(180, 18), size: [180, 180], path: 'public/apple-touch-icon.png' },
  { html: icon(192, 16), size: [192, 192], path: 'public/icon-192.png' },
  { html: icon(512, 40), size: [512, 512], path: 'public/icon-512.png' },
  { html: social, size: [1200, 630], path: 'public/og-image.png' },
];
for (const { html, size, path } of shots) {
  const page = await browser.newPage({ viewport: { width: size[0], height: size[1] } });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path });
  await page.close();
  console.log(`wrote ${path}`);
}
await browser.close();
