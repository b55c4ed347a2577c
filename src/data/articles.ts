import bodies from 'virtual:articles/bodies';
import pages from 'virtual:articles/pages';
import type { Article, ArticleSummary } from './content/article';

/**
 * Her articles as the pages load them (build/articles.ts renders them at build time): each list page
 * and each article is a chunk of its own, loaded when shown, so a page's first script stays the same
 * with 3 articles or 200. What was loaded is kept, so a page renders it at once, and hydration finds
 * it (src/router.tsx loads the page's article before hydrating: its HTML is not sent twice).
 */

export type { Article, ArticleSummary, TocEntry } from './content/article';

/** How many pages the list has (/articles, then /articles/page/2…). */
export const articleListPageCount = pages.length;

/** Whether an article has this address. */
export const isArticleSlug = (slug: string) => Object.hasOwn(bodies, slug);

const loadedArticles = new Map<string, Article>();
const loadedPages = new Map<number, readonly ArticleSummary[]>();

/** Loads an article (undefined: no article has this address). */
export async function loadArticle(slug: string): Promise<Article | undefined> {
  if (!isArticleSlug(slug)) return undefined;
  const article = loadedArticles.get(slug) ?? (await bodies[slug]!()).default;
  loadedArticles.set(slug, article);
  return article;
}

/** An article already loaded (by the route's loader, or before hydration). */
export const loadedArticle = (slug: string) => loadedArticles.get(slug);

/** Loads a page of the list, counted from 1 (undefined: there is no such page). */
export async function loadArticleListPage(page: number): Promise<readonly ArticleSummary[] | undefined> {
  const load = Number.isInteger(page) ? pages[page - 1] : undefined;
  if (!load) return undefined;
  const summaries = loadedPages.get(page) ?? (await load()).default;
  loadedPages.set(page, summaries);
  return summaries;
}

/** A page of the list already loaded. */
export const loadedArticleListPage = (page: number) => loadedPages.get(page);
