import { type ArticleSummary, loadedArticle, loadedArticleListPage } from '../data/articleLoader';
import { articlesFeed, paths } from '../data/navigation';
import { pageMeta, pageTitle } from '../data/pages';
import { site } from '../data/site';
import { headTags, pageHead } from './-head';

const feedLink = {
  rel: 'alternate',
  type: 'application/atom+xml',
  title: articlesFeed.title,
  href: articlesFeed.path,
};

/**
 * The head of the list's page `param` (`/articles` is page 1), with its feed; a page that does not
 * exist (`/articles/page/99`, `/articles/page/abc`) gets the not-found page's, once its loader has run.
 */
export function articleListHeadOf(param: string) {
  const page = Number(param);
  if (!/^\d+$/.test(param) || !loadedArticleListPage(page)) return pageHead('notFound');
  const head =
    page === 1
      ? pageHead(paths.articles)
      : headTags({
          title: pageTitle(`Articles, page ${page}`),
          description: pageMeta[paths.articles].description,
          url: `${site.url}${paths.articles}/page/${page}`,
        });
  return { ...head, links: [...head.links, feedLink] };
}

/**
 * An article's head: its title and description, its address, Open Graph as an article (its cover
 * when she added a photo: the services' drawings are SVG, which social networks do not show).
 */
function articleHead(article: ArticleSummary | undefined) {
  if (!article) return pageHead('notFound');
  const photo = article.cover?.photo;
  return headTags({
    title: pageTitle(article.title),
    description: article.description,
    url: `${site.url}${paths.articles}/${article.slug}`,
    type: 'article',
    ...(photo && {
      image: {
        url: `${site.url}${photo.src}`,
        width: photo.width,
        height: photo.height,
        alt: article.cover?.alt ?? '',
      },
    }),
    more: [
      { property: 'article:published_time', content: article.date },
      { property: 'article:modified_time', content: article.updated ?? article.date },
    ],
  });
}

/** The head of the article at this address, once its loader has loaded it. */
export const articleHeadOf = (slug: string) => articleHead(loadedArticle(slug));
