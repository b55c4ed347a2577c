// The one face of the site for its build: all that the build (pipeline/), its checks, the bench and the
// browser tests read of the product, typed. It is built beside the server entry (vite.config.ts), which
// renders pages and nothing else, and read through pipeline/site/distDir.mjs (`importSiteFace`); the
// dev server reads it from source. What the build needs before the product is built (the Vite plugins)
// stands on the content floor (src/content) instead.
import articles from 'virtual:articles';
import { sheetPlaceholders } from '../content/demoValues';
import { serviceTitlesIn } from '../content/schemas/rules';
import { feedWidget } from '../data/feed';
import { articlesFeed, paths } from '../data/navigation';
import { notFoundPage, sitePages } from '../data/pages';
import { overriddenLinks, site } from '../data/site';
import { web3forms } from '../data/web3forms';
import { articlePages, articleStructuredData, articlesLastmod, atomFeed } from './articlePages';
import { sheets } from './sheets';
import { homeStructuredData, servicesStructuredData } from './structuredData';

/**
 * Every page to prerender: the site's (src/data/pages.ts), each article's and each later page of the
 * list (from the articles' index, pipeline/articles/articleReader.ts), the not-found page last. A page
 * that lists articles carries the day it last changed (`lastmod`), for the sitemap.
 */
export const pagesToPrerender = [
  ...sitePages.map((page) =>
    page.path === paths.articles ? { ...page, lastmod: articlesLastmod(articles) } : page,
  ),
  ...articlePages(articles),
  notFoundPage,
];

/** The Atom feed of the articles, and where the prerender writes it. */
export const articlesFeedPath = articlesFeed.path;
export const articlesFeedXml = () => atomFeed(articles);

/** The configured site origin, for absolute URLs written beside the pages (sitemap, robots). */
export const siteUrl = site.url;

/** The only third parties the pages talk to, for the Content-Security-Policy (pipeline/site/security.mjs). */
export const thirdPartyOrigins = {
  feedOrigin: new URL(feedWidget.scriptUrl).origin,
  formOrigin: new URL(web3forms.endpoint).origin,
};

/**
 * The feed frame's own script (src/machines/browser/feedFrame.ts): every page's policy allows it by its hash, since a
 * page reached by a client navigation keeps the policy of the page first loaded.
 */
export { FEED_FRAME_SCRIPT as feedFrameScript } from '../machines/browser/feedFrame';

/** The demo values left in her sheets, for the build's warning (pipeline/site/prerender.mjs). */
export const demoValuesInSheets = () =>
  sheetPlaceholders(sheets, serviceTitlesIn(sheets.services), overriddenLinks);
/** The demo values left in what ships, the build's report of them, and whether this build goes live. */
export { launchReport, liveBuild, shippedPlaceholders } from '../content/demoValues';

/**
 * JSON-LD of a page, written into its prerendered head. Crawlers read it; the browser never needs it,
 * so it stays out of the client bundle.
 */
export function structuredDataFor(path: string): object | undefined {
  if (path === '/') return homeStructuredData();
  if (path === '/services') return servicesStructuredData();
  const article = articles.find(({ slug }) => path === `${paths.articles}/${slug}`);
  return article && articleStructuredData(article);
}

/** The site's pages and their words as the checks compare the built pages with them. */
export { notFoundPage, ogImage, pageMeta, pageTitle, type SitePage, sitePages } from '../data/pages';
export { site };
