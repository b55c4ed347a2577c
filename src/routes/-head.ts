import { ogImage, type PageKey, pageMeta } from '../data/pages';
import { site } from '../data/site';
import { withoutWordJoiners } from '../data/text';

/** A picture social networks show for a page, with its size and description. */
type ShareImage = { url: string; width: number; height: number; alt: string };

/** The site's own share picture: a page without a photo of its own shows it. */
const siteShareImage: ShareImage = {
  url: `${site.url}${ogImage.path}`,
  width: ogImage.width,
  height: ogImage.height,
  alt: ogImage.alt,
};

type Head = {
  title: string;
  description: string;
  /** The page's address; none for the not-found page, which search engines are told not to index. */
  url?: string;
  image?: ShareImage;
  type?: 'website' | 'article';
  /** Open Graph tags of its type (an article's dates). */
  more?: Array<{ property: string; content: string }>;
};

/**
 * A route's `head()`: title, description, canonical URL, Open Graph and Twitter tags. (JSON-LD is for
 * crawlers only: the prerender adds it, so the browser bundle never carries it.)
 */
export function headTags({
  title,
  description,
  url,
  image = siteShareImage,
  type = 'website',
  more = [],
}: Head) {
  title = withoutWordJoiners(title);
  description = withoutWordJoiners(description);
  const imageAlt = withoutWordJoiners(image.alt);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...(url ? [] : [{ name: 'robots', content: 'noindex' }]),
      { property: 'og:type', content: type },
      { property: 'og:site_name', content: site.name },
      { property: 'og:locale', content: site.locale },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      ...(url ? [{ property: 'og:url', content: url }] : []),
      { property: 'og:image', content: image.url },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { property: 'og:image:alt', content: imageAlt },
      ...more,
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image.url },
    ],
    links: url ? [{ rel: 'canonical', href: url }] : [],
  };
}

/** The head of one of the site's pages, from src/data/pages.ts. */
export function pageHead(page: PageKey) {
  const { title, description } = pageMeta[page];
  const url = page === 'notFound' ? undefined : `${site.url}${page === '/' ? '/' : page}`;
  return headTags({ title, description, url });
}
