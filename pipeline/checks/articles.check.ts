import { brotliCompressSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { readArticles } from '../articles/articleReader';
import { MAX_ARTICLE_CHARACTERS } from '../content/boundedInput';
import { firstScriptBytes, parsePage, readOutput, readText, siteFace } from './buildOutput';

const { pageTitle, site } = siteFace;

/**
 * An article's page, at most (its HTML, before and after brotli): today's are some 33 kB and 9 kB; a
 * text at the reader's limit (MAX_ARTICLE_CHARACTERS, pipeline/content/boundedInput.ts) stays within it, so a
 * visitor on a slow phone gets any article in a few seconds.
 */
const ARTICLE_PAGE_BUDGET = { html: 48_000 + 2 * MAX_ARTICLE_CHARACTERS, brotli: 60_000 };

// Every article of the content folder, read by the same function as the build (pipeline/articles/articleReader.ts).
const { articles } = await readArticles();

/** The gzip bytes of the scripts a page loads once painted (pipeline/site/prerender.mjs). */
const firstScripts = (file: string) => firstScriptBytes(parsePage(file).document);

describe('the articles, built', () => {
  it.each(articles)('$slug: prerendered with its head, canonical and JSON-LD', (article) => {
    const page = parsePage(`articles/${article.slug}.html`);
    const url = `${site.url}/articles/${article.slug}`;
    expect(page.document.querySelector('h1')?.textContent).toBe(article.title);
    expect(page.title).toBe(pageTitle(article.title));
    expect(page.description).toBe(article.description);
    expect(page.canonical).toBe(url);
    expect(page.property('og:type')).toBe('article');
    expect(page.property('article:published_time')).toBe(article.date);
    const [data] = page.jsonLd;
    const types = data['@graph'].map((node: { '@type': string }) => node['@type']);
    expect(types).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(data['@graph'][0]).toMatchObject({ headline: article.title, datePublished: article.date, url });
    // The HTML is in the page once: its loader data does not carry it again (src/router.tsx). The
    // router's data would write it with `<` as \x3C.
    expect(page.html).not.toMatch(/\\x3C\/(p|h2|h3)>/);
    const heading = article.toc.find((entry) => entry.level === 2);
    if (heading) expect(page.html.split(`>${heading.text}</h2>`).length - 1).toBe(1);
  });

  it.each(articles)('$slug: its page within the budget for an article', ({ slug }) => {
    const html = readOutput(`articles/${slug}.html`);
    expect(html.length).toBeLessThanOrEqual(ARTICLE_PAGE_BUDGET.html);
    expect(brotliCompressSync(html).length).toBeLessThanOrEqual(ARTICLE_PAGE_BUDGET.brotli);
  });

  it('lists every article in the sitemap with the day it last changed', () => {
    const sitemap = readText('sitemap.xml');
    for (const article of articles)
      expect(sitemap).toContain(
        `<loc>${site.url}/articles/${article.slug}</loc><lastmod>${article.updated ?? article.date}</lastmod>`,
      );
  });

  it('writes an Atom feed of every article, named in the list’s head', () => {
    const { document } = new JSDOM(readText('articles/feed.xml'), { contentType: 'application/xml' }).window;
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.documentElement.tagName).toBe('feed');
    const ids = [...document.querySelectorAll('entry > id')].map((id) => id.textContent);
    expect(ids).toEqual(articles.map((article) => `${site.url}/articles/${article.slug}`));
    const list = parsePage('articles.html').document;
    expect(
      list.querySelector('link[rel="alternate"][type="application/atom+xml"]')?.getAttribute('href'),
    ).toBe('/articles/feed.xml');
  });

  it('loads no more first JavaScript on an article or the list than on the home page', () => {
    const home = firstScripts('index.html');
    expect(firstScripts('articles.html')).toBeLessThanOrEqual(home);
    for (const article of articles)
      expect(firstScripts(`articles/${article.slug}.html`)).toBeLessThanOrEqual(home);
  });
});
