import type { InternalPath } from '../../src/content/sitePaths';
import { parsePage, readOutput, readText, siteFace } from './buildOutput';

const { notFoundPage, ogImage, pageMeta, site, sitePages } = siteFace;

/** What each page's h1 says (a new page in src/data/pages.ts needs one here). */
const headings: Record<InternalPath, RegExp> = {
  '/': /Se préparer sereinement à la césarienne/,
  '/services': /Mes accompagnements sur mesure/,
  '/articles': /Le journal/,
  '/contact': /Restons en contact/,
  '/mentions-legales': /Mentions légales/,
  '/confidentialite': /confidentialité/i,
  '/conditions-de-vente': /Conditions de vente/,
};
const pages = sitePages.map((page) => ({ ...page, h1: headings[page.path] }));

describe('prerendered pages', () => {
  it.each(pages)('$path: content, title, description, canonical, social tags', ({ path, file, h1 }) => {
    const page = parsePage(file);
    const meta = pageMeta[path];
    expect(page.document.documentElement.lang).toBe('fr');
    expect(page.document.querySelector('h1')?.textContent).toMatch(h1);
    expect(page.document.querySelector('main')?.textContent?.length).toBeGreaterThan(200);
    expect(page.title).toBe(meta.title);
    expect(page.description).toBe(meta.description);
    expect(page.description?.length).toBeGreaterThanOrEqual(50);
    expect(page.description?.length).toBeLessThanOrEqual(160);
    const url = `${site.url}${path}`;
    expect(page.canonical).toBe(url);
    expect(page.property('og:url')).toBe(url);
    expect(page.property('og:title')).toBe(meta.title);
    expect(page.property('og:description')).toBe(meta.description);
    expect(page.property('og:type')).toBe('website');
    expect(page.property('og:locale')).toBe('fr_FR');
    expect(page.property('og:site_name')).toBe(site.name);
    expect(page.property('og:image')).toBe(`${site.url}${ogImage.path}`);
    expect(page.name('twitter:card')).toBe('summary_large_image');
  });

  it('gives every page its own title and description', () => {
    const parsed = pages.map(({ file }) => parsePage(file));
    expect(new Set(parsed.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(parsed.map((page) => page.description)).size).toBe(pages.length);
  });

  it('writes a not-found page that search engines skip', () => {
    const page = parsePage(notFoundPage.file);
    expect(page.document.querySelector('h1')?.textContent).toBe('Page introuvable');
    expect(page.title).toBe(pageMeta.notFound.title);
    expect(page.name('robots')).toBe('noindex');
  });

  it('serves a 1200 × 630 PNG sharing picture', () => {
    const png = readOutput(ogImage.path.slice(1));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([ogImage.width, ogImage.height]);
  });

  it('lists every public page in the sitemap, and robots.txt points to it (the articles: articles.check.ts)', () => {
    const sitemap = readText('sitemap.xml').replace(/^.*<loc>[^<]+\/articles\/.*$/gm, '');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(pages.map(({ path }) => `${site.url}${path}`));
    const priorities = [...sitemap.matchAll(/<priority>([^<]+)<\/priority>/g)].map((match) =>
      Number(match[1]),
    );
    expect(priorities).toEqual(pages.map((page) => page.sitemapPriority));
    expect(readText('robots.txt')).toMatch(
      new RegExp(`^Allow: /$[\\s\\S]*^Sitemap: ${site.url}/sitemap.xml$`, 'm'),
    );
  });

  it('ships the icons and manifest every page links to', () => {
    const page = parsePage('index.html');
    const hrefs = [
      ...page.document.querySelectorAll(
        'link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]',
      ),
    ].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs).toHaveLength(4);
    for (const href of hrefs) expect(readOutput(href.slice(1)).length).toBeGreaterThan(100);
    expect(page.name('theme-color')).toBe(site.themeColor);
  });
});

describe('structured data in the prerendered pages', () => {
  it('home: a ProfessionalService with its three services offered in euros', () => {
    const [business] = parsePage('index.html').jsonLd;
    expect(business['@type']).toBe('ProfessionalService');
    expect(business.url).toBe(`${site.url}/`);
    expect(business.openingHoursSpecification[0].opens).toBe('09:00');
    expect(
      business.makesOffer.map((offer: { itemOffered: { '@type': string } }) => offer.itemOffered['@type']),
    ).toEqual(['Service', 'Service', 'Service']);
    expect(JSON.stringify(business)).not.toMatch(/aggregateRating/i);
  });

  it('services: the three products with their offers', () => {
    const [shop] = parsePage('services.html').jsonLd;
    const items = shop['@graph'] as Array<{
      '@type': string;
      offers: { price: string; priceCurrency: string };
    }>;
    expect(items.map((item) => item['@type'])).toEqual(['Product', 'Product', 'Product']);
    expect(items.map((item) => `${item.offers.price} ${item.offers.priceCurrency}`)).toEqual([
      '145.00 EUR',
      '39.00 EUR',
      '145.00 EUR',
    ]);
  });
});
