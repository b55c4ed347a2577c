import { createFileRoute, notFound } from '@tanstack/react-router';
import { articleDate, articleLabels as labels, readingTime } from '../data/articleLabels';
import { loadedArticle } from '../data/articleLoader';
import { freeBookingNote, paidBookingNote } from '../data/booking';
import { paths, STORY_ANCHOR } from '../data/navigation';
import { startingPrice } from '../data/serviceOffers';
import { serviceLabels, services } from '../data/services';
import { externalLinks, practitioner, serviceBookingUrl } from '../data/site';
import { ArticlePage } from '../ui/ArticlePage/ArticlePage';
import { ArticleService } from '../ui/ArticleService/ArticleService';
import { usePageHydrated } from './-usePageHydrated';

/** An article shows its table of contents from this many sections. */
const TOC_MIN_SECTIONS = 3;

export const Route = createFileRoute('/articles/$slug')({
  // Loads the article's chunk; returns nothing, so its HTML is not written into the page twice
  // (src/router.tsx loads it again before hydrating). The loader and the head's builder are imported
  // when an article is opened: no other page's first script carries them.
  loader: async ({ params }) => {
    const { loadArticle } = await import('../data/articleLoader');
    if (!(await loadArticle(params.slug))) throw notFound();
  },
  head: async ({ params }) => (await import('./-articleHead')).articleHeadOf(params.slug),
  component: Article,
});

const dated = (iso: string) => ({ text: articleDate(iso), iso });

function Article() {
  usePageHydrated();
  const { slug } = Route.useParams();
  const article = loadedArticle(slug);
  const service = services.find(({ id }) => id === article?.service);
  if (!article || !service) return null;
  const sections = article.toc.filter((entry) => entry.level === 2).length;
  return (
    <ArticlePage
      labels={labels}
      title={article.title}
      published={dated(article.date)}
      updated={article.updated && article.updated !== article.date ? dated(article.updated) : undefined}
      readingTime={readingTime(article.readingMinutes)}
      author={{ name: practitioner.name, storyAnchor: STORY_ANCHOR }}
      // Her cover, or none: the service's illustration closes the article already (ArticleService).
      cover={article.cover ?? undefined}
      toc={sections >= TOC_MIN_SECTIONS ? article.toc : undefined}
      html={article.html}
    >
      <ArticleService
        eyebrow={labels.relatedEyebrow}
        title={service.title}
        text={service.shortDescription}
        price={startingPrice(service)}
        picture={service.image}
        tone={service.tone}
        moreHref={`${paths.services}#${service.id}`}
        moreLabel={serviceLabels.moreCta}
        // Her content may ask for the free first exchange first: then that is what the button books.
        bookingUrl={service.ladder.decided ? serviceBookingUrl(service) : externalLinks.booking}
        bookingNote={service.ladder.decided ? paidBookingNote : freeBookingNote}
        bookingLabel={service.ladder.decided ? service.bookingCta : serviceLabels.firstExchangeCta}
      />
    </ArticlePage>
  );
}
