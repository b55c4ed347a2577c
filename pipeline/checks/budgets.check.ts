import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MOBILE_BREAKPOINT_PX } from '../../src/content/siteLayout';
import { PHOTO_BUDGET_BYTES, PHOTO_URL_BASE } from '../media/photos';
import { inlineCss } from '../site/criticalCss.mjs';
import { compressibleFiles } from '../site/precompress.mjs';
import {
  clientDir,
  local,
  parsePage,
  readOutput,
  readText,
  scriptsAfterFirstPaint,
  sentSize,
  siteFace,
} from './buildOutput';
import { firstJsBudgets } from './firstJsBudgets';
import { fontBudgets, pageBudgets } from './pageBudgets';

const CSS_BUDGET = 25 * 1024;

const { notFoundPage, sitePages } = siteFace;
const pageFiles = [...sitePages, notFoundPage].map((page) => page.file);

describe('byte budgets and loading', () => {
  /** Each page's first scripts (each file once), and what they weigh as sent. */
  const firstJs = (file: string) => {
    const { entries, preloads } = scriptsAfterFirstPaint(parsePage(file).document);
    expect(entries, file).toHaveLength(1);
    const scripts = [...new Set([...entries, ...preloads])];
    const total = (suffix: '.br' | '.gz') =>
      scripts.reduce((sum, script) => sum + sentSize(script, suffix), 0);
    return { scripts, brotli: total('.br'), gzip: total('.gz') };
  };
  const articlePages = readdirSync(join(clientDir, 'articles'))
    .filter((file) => file.endsWith('.html'))
    .map((file) => `articles/${file}`);

  it('every prerendered page is in the budget table, and the table names no page the build does not make', () => {
    const built = [...pageFiles, ...(articlePages.length > 0 ? ['articles/*.html'] : [])];
    expect(Object.keys(firstJsBudgets).sort()).toEqual([...new Set(built)].sort());
  });

  it.each(Object.keys(firstJsBudgets))(
    '%s: first JavaScript within its byte budget (brotli and gzip)',
    (key) => {
      const budget = firstJsBudgets[key]!;
      for (const file of key === 'articles/*.html' ? articlePages : [key]) {
        const { scripts, brotli, gzip } = firstJs(file);
        console.info(`${file}: first JS in ${scripts.length} files: ${brotli} B brotli, ${gzip} B gzip`);
        expect(brotli, `${file} brotli`).toBeLessThanOrEqual(budget.brotli);
        expect(gzip, `${file} gzip`).toBeLessThanOrEqual(budget.gzip);
        // The machines wait for hydration: no file the page starts with carries XState, but the contact
        // form's (its machine takes over a submit held before hydration).
        // No first script makes an Intl formatter: creating one loads the browser's locale data (some
        // 60 ms on a slow phone), at the moment a visitor taps (src/data/frenchNumbers.ts).
        for (const script of scripts) expect(readText(script), script).not.toMatch(/new Intl\.[A-Z]/);
        if (file !== 'contact.html')
          for (const script of scripts)
            expect(readText(script), script).not.toMatch(/xstate\.(init|stop|after)/);
      }
    },
  );

  it('every prerendered page is in the page budget table (HTML, inline CSS), and the table names no other', () => {
    expect(Object.keys(pageBudgets).sort()).toEqual(Object.keys(firstJsBudgets).sort());
  });

  it.each(Object.keys(pageBudgets))(
    '%s: HTML as sent and its inline CSS within their byte budgets',
    (key) => {
      const budget = pageBudgets[key]!;
      for (const file of key === 'articles/*.html' ? articlePages : [key]) {
        const [brotli, gzip] = [sentSize(file, '.br'), sentSize(file, '.gz')];
        const css = Buffer.byteLength(inlineCss(readText(file)));
        console.info(`${file}: HTML ${brotli} B brotli, ${gzip} B gzip; inline CSS ${css} B`);
        expect(brotli, `${file} brotli`).toBeLessThanOrEqual(budget.brotli);
        expect(gzip, `${file} gzip`).toBeLessThanOrEqual(budget.gzip);
        expect(css, `${file} inline CSS`).toBeLessThanOrEqual(budget.inlineCss);
      }
    },
  );

  it('each font file within its byte budget, and no other font ships', () => {
    const fonts = readdirSync(join(clientDir, 'assets')).filter((file) => /\.(woff2?|ttf|otf)$/.test(file));
    expect(fonts.map((file) => file.replace(/-[\w-]{8}\.woff2$/, '')).sort()).toEqual(
      Object.keys(fontBudgets).sort(),
    );
    for (const file of fonts) {
      const budget = fontBudgets[file.replace(/-[\w-]{8}\.woff2$/, '')]!;
      const size = readOutput(`assets/${file}`).length;
      console.info(`${file}: ${size} B`);
      expect(size, file).toBeLessThanOrEqual(budget);
    }
  });

  it('home page: React and the router are chunks of their own, run before the entry, which holds only the site code', () => {
    const { document } = parsePage('index.html');
    const { entries, preloads } = scriptsAfterFirstPaint(document);
    // Each chunk's top level runs in a task of its own (pipeline/site/vendorChunks.mjs): React, then
    // the router (which imports React), each run as a module script before the entry.
    const loader = document.querySelector<HTMLScriptElement>('script[data-entry]');
    const first = (JSON.parse(loader?.dataset.first ?? '[]') as string[]).map(local);
    expect(first).toEqual([
      expect.stringMatching(/\/react-.+\.js$/),
      expect.stringMatching(/\/router-.+\.js$/),
    ]);
    expect(preloads).toEqual(expect.arrayContaining(first));
    expect(sentSize(entries[0]!, '.gz')).toBeLessThanOrEqual(12 * 1024);
    expect(readText(entries[0]!)).not.toMatch(/react\.transitional\.element|__TSR_index/);
  });

  it('every text file of the build has a smaller brotli and gzip copy of the same content beside it', () => {
    const files = compressibleFiles(clientDir).map((file) => relative(clientDir, file));
    expect(files).toEqual(expect.arrayContaining(['index.html', 'services.html', 'admin/editor.js']));
    expect(files.filter((file) => /^assets\/.+\.js$/.test(file)).length).toBeGreaterThan(10);
    for (const file of files) {
      const content = readOutput(file);
      const copies = [
        { suffix: '.br', decompress: brotliDecompressSync },
        { suffix: '.gz', decompress: gunzipSync },
      ].filter(({ suffix }) => existsSync(join(clientDir, `${file}${suffix}`)));
      // Only a file of a few dozen bytes compresses to no less than itself.
      if (content.length > 200) expect(copies, file).toHaveLength(2);
      for (const { suffix, decompress } of copies) {
        const copy = readOutput(`${file}${suffix}`);
        expect(copy.length, `${file}${suffix}`).toBeLessThan(content.length);
        expect(decompress(copy).equals(content), `${file}${suffix}`).toBe(true);
      }
    }
  });

  it('CSS ≤ 25 kB gzip, one stylesheet for every page', () => {
    const sheets = new Set(
      pageFiles.flatMap((file) =>
        [...parsePage(file).document.querySelectorAll('link[rel="stylesheet"]')].map((l) =>
          local(l.getAttribute('href')),
        ),
      ),
    );
    expect(sheets.size).toBe(1);
    const [sheet] = [...sheets];
    const size = sentSize(sheet!, '.gz');
    console.info(`CSS: ${(size / 1024).toFixed(1)} KiB gzip`);
    expect(size).toBeLessThanOrEqual(CSS_BUDGET);
  });

  it("every photo the build made from the practitioner's uploads stays within its byte budget", () => {
    const folder = join(clientDir, PHOTO_URL_BASE.slice(1));
    const files = existsSync(folder) ? readdirSync(folder) : [];
    for (const file of files) {
      const width = Number(/-(\d+)\.(avif|webp|jpg)$/.exec(file)?.[1]);
      expect(width, file).toBeGreaterThan(0);
      expect(readOutput(`${PHOTO_URL_BASE.slice(1)}/${file}`).length, file).toBeLessThanOrEqual(
        PHOTO_BUDGET_BYTES(width),
      );
    }
    // Her originals (often megabytes) never ship: they stay beside the content files.
    expect(existsSync(join(clientDir, 'photos'))).toBe(false);
  });

  it('the media queries switch layout at the breakpoint the machines use (MOBILE_BREAKPOINT_PX)', () => {
    const [sheet] = parsePage('index.html').document.querySelectorAll('link[rel="stylesheet"]');
    const widths = [
      ...readText(local(sheet!.getAttribute('href'))).matchAll(/@media \(width([<>]=?)([\d.]+)px\)/g),
    ].map(([, comparison, width]) => `${comparison}${width}`);
    expect(widths).toContain(`>=${MOBILE_BREAKPOINT_PX}`);
    expect(widths).toContain(`<=${MOBILE_BREAKPOINT_PX - 0.02}`);
    // No other width near it: every small-screen rule uses the shared constant.
    const near = widths.filter(
      (width) => Math.abs(Number(width.replace(/[<>=]/g, '')) - MOBILE_BREAKPOINT_PX) < 50,
    );
    expect(new Set(near)).toEqual(new Set([`>=${MOBILE_BREAKPOINT_PX}`, `<=${MOBILE_BREAKPOINT_PX - 0.02}`]));
  });

  it('a flag set on <html> at hydration restyles only the elements its rules name', () => {
    const [sheet] = parsePage('index.html').document.querySelectorAll('link[rel="stylesheet"]');
    const css = readText(local(sheet!.getAttribute('href')));
    const selectors = [...css.matchAll(/([^{};]+)\{/g)]
      .flatMap(([, list]) => list!.split(','))
      .filter((selector) => /^\s*html[[:]/.test(selector));
    expect(selectors.length).toBeGreaterThan(0);
    // A subject without a class (`html[data-hydrated] .reveal > *`) makes the browser restyle the
    // whole document when the flag changes.
    for (const selector of selectors) expect(selector.trim()).toMatch(/\.[\w-]+(\[[^\]]+\])*$/);
  });

  it.each(pageFiles)(
    '%s: paints from its HTML alone: its CSS inline, the stylesheet without blocking, the web fonts after',
    (file) => {
      const { document, html } = parsePage(file);
      // (JSDOM runs no script, so it reads <noscript> as markup: its link and style are left out here.)
      const styles = [...document.querySelectorAll('style')].filter((style) => !style.closest('noscript'));
      expect(styles).toHaveLength(1);
      expect(styles[0]!.parentElement?.tagName).toBe('HEAD');
      // The stylesheet: fetched as print (which blocks no paint), set back to all by the one inline script
      // beasties writes, which the policy allows by its hash (security.check.ts); without scripts, <noscript>.
      const [sheet, ...others] = [...document.querySelectorAll('link[rel="stylesheet"]')].filter(
        (link) => !link.closest('noscript'),
      );
      expect(others).toHaveLength(0);
      expect(sheet!.getAttribute('media')).toBe('print');
      expect(sheet!.getAttribute('data-beasties-media')).toBe('all');
      expect(styles[0]!.compareDocumentPosition(sheet!) & 4).toBeTruthy();
      const [, fallback, withoutScripts = ''] =
        /<noscript><link rel="stylesheet" href="([^"]+)"[^>]*><style>([^<]*)<\/style><\/noscript>/.exec(
          html,
        ) ?? [];
      expect(fallback).toBe(sheet!.getAttribute('href'));
      const swap = [...document.querySelectorAll('script:not([src])')].filter((script) =>
        script.textContent?.includes('data-beasties-media'),
      );
      expect(swap).toHaveLength(1);
      expect(document.querySelector('[onload], [onerror]')).toBeNull();
      // The inline CSS declares the metric-matched fallback faces, and only it: the stylesheet arriving
      // later changes no font, so nothing is laid out again. The two cut web fonts are declared by no
      // CSS the page applies (a face the first layout finds holds the first paint back): they are data
      // for the loader (which adds them as she changes page) and for the script right after them (which
      // declares them at once when the browser has them), and CSS in the <noscript>; each `optional`,
      // never drawn over text already drawn. Each font is in the build.
      const css = styles[0]!.textContent ?? '';
      const faces = (text: string) => text.match(/@font-face\{[^}]*\}/g) ?? [];
      expect(faces(readText(local(sheet!.getAttribute('href'))))).toEqual([]);
      expect(faces(css).length).toBeGreaterThanOrEqual(4);
      for (const face of faces(css)) expect(face).toMatch(/src:\s*local\(/);
      const list = document.querySelector('script[data-web-fonts]');
      const webFonts = JSON.parse(list?.textContent ?? '[]');
      expect(list?.nextElementSibling?.outerHTML).toMatch(/^<script>.*previousElementSibling/);
      expect(webFonts.map((font: { family: string }) => font.family)).toEqual([
        'Fraunces Variable',
        'Inter Variable',
      ]);
      expect(faces(withoutScripts)).toHaveLength(2);
      for (const { source, descriptors } of webFonts) {
        expect(withoutScripts).toContain(source);
        expect(descriptors).toMatchObject({ display: 'optional', style: 'normal', weight: '400 700' });
        const url = /url\((\/assets\/[^)]+\.woff2)\)/.exec(source)?.[1] ?? source;
        expect(existsSync(join(clientDir, local(url))), url).toBe(true);
      }
    },
  );

  it.each(pageFiles)(
    '%s: no font preloaded, scripts after the first paint, nothing blocking from elsewhere',
    (file) => {
      const { document } = parsePage(file);
      // The content paints first: no script or module preload competes with the stylesheet and fonts;
      // the page names its entry and chunks for the loader, and they exist.
      expect(document.querySelectorAll('script[src], link[rel="modulepreload"]')).toHaveLength(0);
      const { entries, preloads } = scriptsAfterFirstPaint(document);
      expect(entries).toEqual([expect.stringMatching(/^assets\/main-.+\.js$/)]);
      // One loader per page (pipeline/site/loadAfterFirstPaint.mjs): the route's chunks are JSON data beside it.
      expect(document.querySelectorAll('script[data-preloads]')).toHaveLength(1);
      expect(
        document.querySelectorAll('script[data-route-chunks]:not([type="application/json"])'),
      ).toHaveLength(0);
      for (const script of [...entries, ...preloads]) expect(readText(script).length).toBeGreaterThan(0);
      // Chromium holds the first paint for a font preload (src/routes/__root.tsx): the first layout
      // asks for the fonts it draws instead, and paints meanwhile in their metric-matched fallbacks.
      expect(document.querySelectorAll('link[rel="preload"][as="font"]')).toHaveLength(0);
      const blocking = [
        ...[...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')),
        ...[...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')),
      ];
      for (const url of blocking) expect(url).toMatch(/^\/(?!\/)/);
    },
  );
});
