import { ogImage, type PageKey, pageMeta } from '../data/pages';
import { site } from '../data/site';

/**
 * Builds a route's `head()`: title, description, canonical URL, Open Graph and Twitter tags, all from
 * src/data. (JSON-LD is for crawlers only: the prerender adds it, so the browser bundle never carries it.)
 */
export function pageHead(page: PageKey) {
  const { title, description } = pageMeta[page];
  const url = page === 'notFound' ? undefined : `${site.url}${page === '/' ? '/' : page}`;
  const image = `${site.url}${ogImage.path}`;
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...(page === 'notFound' ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.name },
      { property: 'og:locale', content: site.locale },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      ...(url ? [{ property: 'og:url', content: url }] : []),
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(ogImage.width) },
      { property: 'og:image:height', content: String(ogImage.height) },
      { property: 'og:image:alt', content: ogImage.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
    ],
    links: url ? [{ rel: 'canonical', href: url }] : [],
  };
}
