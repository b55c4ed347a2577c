import { articleDate, articleLabels as labels, readingTime } from '../data/articleLabels';
import { loadedArticleListPage } from '../data/articleLoader';
import { founderPortrait } from '../data/home';
import { paths } from '../data/navigation';
import { serviceOfferById } from '../data/serviceOffers';
import { practitioner } from '../data/site';
import { ArticleCard } from '../ui/ArticleCard/ArticleCard';
import { ArticleList } from '../ui/ArticleList/ArticleList';
import { IntroAside } from '../ui/IntroAside/IntroAside';
import { PageIntro } from '../ui/PageIntro/PageIntro';
import { usePageHydrated } from './-usePageHydrated';

const pagePath = (page: number) => (page === 1 ? paths.articles : `${paths.articles}/page/${page}`);

/** A page of the list (its loader loaded it: src/data/articleLoader.ts), newest first. */
export function ArticleListPage({ page }: { page: number }) {
  usePageHydrated();
  const { articles, pageCount: count } = loadedArticleListPage(page) ?? { articles: [], pageCount: 1 };
  return (
    <>
      <PageIntro
        eyebrow={labels.listEyebrow}
        title={labels.listTitle}
        lead={<p>{labels.listLead}</p>}
        aside={
          <IntroAside
            portrait={{ picture: founderPortrait, name: practitioner.name, role: practitioner.role }}
            facts={labels.listFacts}
          />
        }
      />
      <ArticleList
        labels={labels}
        pageLabel={count > 1 ? labels.pageOf(page, count) : undefined}
        previous={page > 1 ? pagePath(page - 1) : undefined}
        next={page < count ? pagePath(page + 1) : undefined}
      >
        {articles.map((article, index) => (
          <li key={article.slug}>
            <ArticleCard
              slug={article.slug}
              title={article.title}
              summary={article.description}
              date={{ text: articleDate(article.date), iso: article.date }}
              readingTime={readingTime(article.readingMinutes)}
              cover={article.cover ?? undefined}
              tone={serviceOfferById(article.service).tone}
              priority={index === 0}
            />
          </li>
        ))}
      </ArticleList>
    </>
  );
}
