import { type ArticleSummary, listPages } from '../content/article';
import { articlesFeed, paths } from '../data/navigation';
import { ogImage } from '../data/pages';
import { practitioner, site } from '../data/site';

/**
 * What the server writes beside the articles' pages: the pages to prerender, their JSON-LD, the feed.
 * For crawlers and the build only (src/server/siteFace.ts): nothing of it reaches the browser.
 */

export type ArticlePage = {
  path: string;
  file: string;
  sitemapPriority: number;
  /** The day it last changed, for the sitemap. */
  lastmod: string;
};

const lastChange = (article: ArticleSummary) => article.updated ?? article.date;

/** Every article's page, and every list page after the first (/articles/page/2…). */
export function articlePages(articles: readonly ArticleSummary[]): ArticlePage[] {
  const laterPages = listPages(articles)
    .slice(1)
    .map((shown, index) => {
      const page = index + 2;
      return {
        path: `${paths.articles}/page/${page}`,
        file: `articles/page/${page}.html`,
        sitemapPriority: 0.3,
        lastmod: shown.map(lastChange).sort().at(-1) ?? '',
      };
    });
  return [
    ...articles.map((article) => ({
      path: `${paths.articles}/${article.slug}`,
      file: `articles/${article.slug}.html`,
      sitemapPriority: 0.6,
      lastmod: lastChange(article),
    })),
    ...laterPages,
  ];
}

/** The list's own last change: its newest article's. */
export const articlesLastmod = (articles: readonly ArticleSummary[]) =>
  articles.map(lastChange).sort().at(-1);

const absolute = (path: string) => `${site.url}${path}`;
const articleUrl = (article: ArticleSummary) => absolute(`${paths.articles}/${article.slug}`);
const imageOf = (article: ArticleSummary) =>
  absolute(article.cover?.photo?.src ?? article.cover?.src ?? ogImage.path);

/** JSON-LD of an article: a BlogPosting by her, and the breadcrumb Accueil › Articles › its title. */
export function articleStructuredData(article: ArticleSummary) {
  const url = articleUrl(article);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'BlogPosting',
        headline: article.title,
        description: article.description,
        datePublished: article.date,
        dateModified: lastChange(article),
        image: imageOf(article),
        inLanguage: site.lang,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        url,
        author: {
          '@type': 'Person',
          name: practitioner.name,
          jobTitle: practitioner.role,
          url: absolute('/'),
        },
        publisher: {
          '@type': 'Organization',
          name: site.name,
          logo: absolute('/icon-512.png'),
          url: absolute('/'),
        },
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: 'Accueil', item: absolute('/') },
          { name: 'Articles', item: absolute(paths.articles) },
          { name: article.title, item: url },
        ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
      },
    ],
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The day as Atom writes it: midnight in France's winter time is close enough for a feed. */
const atomDate = (day: string) => `${day}T00:00:00Z`;

/** The Atom feed of every article, newest first (navigation.ts's `articlesFeed`: its address and title). */
export function atomFeed(articles: readonly ArticleSummary[]): string {
  const updated = articlesLastmod(articles) ?? '2026-01-01';
  const entries = articles.map(
    (article) => `  <entry>
    <title>${escapeXml(article.title)}</title>
    <link rel="alternate" type="text/html" href="${articleUrl(article)}"/>
    <id>${articleUrl(article)}</id>
    <published>${atomDate(article.date)}</published>
    <updated>${atomDate(lastChange(article))}</updated>
    <summary>${escapeXml(article.description)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${site.lang}">
  <title>${escapeXml(articlesFeed.title)}</title>
  <link rel="self" type="application/atom+xml" href="${absolute(articlesFeed.path)}"/>
  <link rel="alternate" type="text/html" href="${absolute(paths.articles)}"/>
  <id>${absolute(paths.articles)}</id>
  <updated>${atomDate(updated)}</updated>
  <author><name>${escapeXml(practitioner.name)}</name><uri>${absolute('/')}</uri></author>
${entries.join('\n')}
</feed>
`;
}
