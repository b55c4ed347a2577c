import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fontUnicodeRange, inFontSubset } from '../media/fontSubset.mjs';
import { clientDir, parsePage, siteFace } from './buildOutput';

const { notFoundPage, sitePages } = siteFace;

const pageFiles = [
  ...[...sitePages, notFoundPage].map((page) => page.file),
  ...readdirSync(join(clientDir, 'articles'))
    .filter((file) => file.endsWith('.html'))
    .map((file) => `articles/${file}`),
];

/** Everything a page draws with the site's fonts: its text and the attributes a browser shows. */
function drawnText(document: Document) {
  const hidden = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'TITLE']);
  const parts: string[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!hidden.has(node.parentElement?.tagName ?? '')) parts.push(node.textContent ?? '');
  }
  for (const element of document.body.querySelectorAll('[placeholder], [alt], [value], [title]'))
    for (const name of ['placeholder', 'alt', 'value', 'title'])
      if (element.tagName !== 'IMG' || name !== 'alt') parts.push(element.getAttribute(name) ?? '');
  return parts.join('');
}

describe('the fonts cut to the site’s French text (pipeline/media/fontSubset.mjs)', () => {
  it.each(pageFiles)('%s: every character the page draws is in the cut fonts', (file) => {
    const { document } = parsePage(file);
    const missing = new Set<string>();
    for (const character of drawnText(document)) {
      const point = character.codePointAt(0) ?? 0;
      // Line breaks and tabs are laid out, not drawn.
      if (point >= 0x20 && !inFontSubset(point))
        missing.add(`U+${point.toString(16).toUpperCase()} « ${character} »`);
    }
    expect([...missing]).toEqual([]);
  });

  it.each(pageFiles)(
    '%s: the @font-face of each cut font names the characters and weights it holds',
    (file) => {
      // As the loader hands them to the browser (pipeline/site/criticalCss.mjs), and as a browser without
      // scripts reads them.
      const { document, html } = parsePage(file);
      const webFonts: { descriptors: Record<string, string> }[] = JSON.parse(
        document.querySelector('script[data-web-fonts]')?.textContent ?? '[]',
      );
      const faces =
        /<noscript>[\s\S]*?<\/noscript>/.exec(html)?.[0].match(/@font-face\{[^}]*woff2[^}]*\}/g) ?? [];
      expect(webFonts).toHaveLength(2);
      expect(faces).toHaveLength(2);
      const range = fontUnicodeRange()
        .split(', ')
        .map((part) => part.replace(/^U\+0*(?=[\dA-F])/, 'U+').replace(/-0*(?=[\dA-F])/, '-'));
      for (const { descriptors } of webFonts) {
        expect(descriptors.weight).toBe('400 700');
        expect(descriptors.unicodeRange?.split(/,\s*/)).toEqual(range);
      }
      for (const face of faces) {
        expect(face).toMatch(/font-weight:\s*400 700/);
        expect(face.match(/unicode-range:([^;}]*)/)?.[1]?.split(/,\s*/)).toEqual(range);
      }
    },
  );
});
