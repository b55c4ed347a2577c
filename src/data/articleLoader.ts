import type { Article, ArticleSummary } from '../content/article';

/**
 * Her articles as the pages load them (pipeline/articles/articleReader.ts reads them, articleModules.ts hands them over): each list page
 * and each article is a chunk of its own, and so are the maps that name them, so that no page's first
 * script grows with the number of articles. What was loaded is kept, so a page renders it at once, and
 * hydration finds it (src/router.tsx loads the page's article before hydrating: its HTML is not sent twice).
 */

export type { Article, ArticleSummary, TocEntry } from '../content/article';

const loadedArticles = new Map<string, Article>();
const loadedPages = new Map<number, { articles: readonly ArticleSummary[]; pageCount: number }>();

/** Loads an article (undefined: no article has this address). */
export async function loadArticle(slug: string): Promise<Article | undefined> {
  const known = loadedArticles.get(slug);
  if (known) return known;
  const { default: bodies } = await import('virtual:articles/bodies');
  const load = Object.hasOwn(bodies, slug) ? bodies[slug] : undefined;
  if (!load) return undefined;
  const article = (await load()).default;
  loadedArticles.set(slug, article);
  return article;
}

/** An article already loaded (by the route's loader, or before hydration). */
export const loadedArticle = (slug: string) => loadedArticles.get(slug);

/** Loads a page of the list, counted from 1 (undefined: there is no such page). */
export async function loadArticleListPage(page: number) {
  const known = loadedPages.get(page);
  if (known) return known;
  const { default: pages } = await import('virtual:articles/pages');
  const load = Number.isInteger(page) ? pages[page - 1] : undefined;
  if (!load) return undefined;
  const loaded = { articles: (await load()).default, pageCount: pages.length };
  loadedPages.set(page, loaded);
  return loaded;
}

/** A page of the list already loaded, and how many pages the list has. */
export const loadedArticleListPage = (page: number) => loadedPages.get(page);
