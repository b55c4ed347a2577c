import articles from 'virtual:articles';
import type { Manifest } from '@tanstack/react-router';
import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { sheetPlaceholders } from './content/demoValues';
import { serviceTitlesIn } from './content/schemas/rules';
import { sheets } from './content/sheets';
import { feedWidget } from './data/feed';
import { articlesFeed, paths } from './data/navigation';
import { notFoundPage, sitePages } from './data/pages';
import { overriddenLinks, site } from './data/site';
import { web3forms } from './data/web3forms';
import { createRouter } from './router';
import { articlePages, articleStructuredData, articlesLastmod, atomFeed } from './server/articlePages';
import { homeStructuredData, servicesStructuredData } from './server/structuredData';

/**
 * Every page to prerender: the site's (src/data/pages.ts), each article's and each later page of the
 * list (from the articles' index, pipeline/articleReader.ts), the not-found page last. A page that lists
 * articles carries the day it last changed (`lastmod`), for the sitemap.
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

/** The only third parties the pages talk to, for the Content-Security-Policy (pipeline/security.mjs). */
export const thirdPartyOrigins = {
  feedOrigin: new URL(feedWidget.scriptUrl).origin,
  formOrigin: new URL(web3forms.endpoint).origin,
};

/**
 * The feed frame's own script (src/machines/browser/feedFrame.ts): every page's policy allows it by its hash, since a
 * page reached by a client navigation keeps the policy of the page first loaded.
 */
export { FEED_FRAME_SCRIPT as feedFrameScript } from './machines/browser/feedFrame';

/** The demo values left in her sheets, for the build's warning (pipeline/prerender.mjs). */
export const demoValuesInSheets = () =>
  sheetPlaceholders(sheets, serviceTitlesIn(sheets.services), overriddenLinks);
export { launchReport, liveBuild, shippedPlaceholders } from './content/demoValues';

/**
 * Renders one page to a complete HTML document. Used by `pipeline/prerender.mjs` at build time
 * and by the dev server; `manifest` names the client entry, stylesheet and preloads.
 */
export async function render(path: string, manifest: Manifest): Promise<Response> {
  const request = new Request(new URL(path, site.url));
  const handler = createRequestHandler({ request, createRouter, getRouterManifest: async () => manifest });
  return handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
}

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
