import { type ArticleSummary, loadedArticle } from '../data/articles';
import { articlesFeed, paths } from '../data/navigation';
import { ogImage } from '../data/pages';
import { site } from '../data/site';
import { pageHead } from './-head';

/** The suffix of every page's title. */
const TITLE_SUFFIX = ' | Accompagnement Césarienne';

const feedLink = {
  rel: 'alternate',
  type: 'application/atom+xml',
  title: articlesFeed.title,
  href: articlesFeed.path,
};

/** The list's head: the page's own, and its feed; a later page has its own title and address. */
export function articleListHead(page: number) {
  const head = pageHead(paths.articles);
  if (page === 1) return { ...head, links: [...head.links, feedLink] };
  const url = `${site.url}${paths.articles}/page/${page}`;
  const title = `Articles, page ${page}${TITLE_SUFFIX}`;
  const replaced: Record<string, string> = { 'og:url': url, 'og:title': title, 'twitter:title': title };
  return {
    meta: [
      { title },
      ...head.meta
        .filter((tag) => !('title' in tag))
        .map((tag) => {
          const key = 'property' in tag ? tag.property : 'name' in tag ? tag.name : undefined;
          const content = key ? replaced[key] : undefined;
          return content ? { ...tag, content } : tag;
        }),
    ],
    links: [{ rel: 'canonical', href: url }, feedLink],
  };
}

/**
 * An article's head: its title and description, its address, Open Graph as an article (its cover
 * when she added a photo: the services' drawings are SVG, which social networks do not show).
 */
export function articleHead(article: ArticleSummary | undefined) {
  if (!article) return pageHead('notFound');
  const title = `${article.title}${TITLE_SUFFIX}`;
  const url = `${site.url}${paths.articles}/${article.slug}`;
  const photo = article.cover?.photo;
  const image = photo
    ? {
        url: `${site.url}${photo.src}`,
        width: photo.width,
        height: photo.height,
        alt: article.cover?.alt ?? '',
      }
    : { url: `${site.url}${ogImage.path}`, width: ogImage.width, height: ogImage.height, alt: ogImage.alt };
  return {
    meta: [
      { title },
      { name: 'description', content: article.description },
      { property: 'og:type', content: 'article' },
      { property: 'og:site_name', content: site.name },
      { property: 'og:locale', content: site.locale },
      { property: 'og:title', content: article.title },
      { property: 'og:description', content: article.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image.url },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { property: 'og:image:alt', content: image.alt },
      { property: 'article:published_time', content: article.date },
      { property: 'article:modified_time', content: article.updated ?? article.date },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: article.title },
      { name: 'twitter:description', content: article.description },
      { name: 'twitter:image', content: image.url },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}

/** The head of the article at this address, once its loader has loaded it. */
export const articleHeadOf = (slug: string) => articleHead(loadedArticle(slug));
