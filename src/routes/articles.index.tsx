import { createFileRoute } from '@tanstack/react-router';
import { ArticleListPage } from './-ArticleListPage';

export const Route = createFileRoute('/articles/')({
  // Loads the page's summaries; returns nothing, so they are not written into the page twice
  // (src/router.tsx loads them again before hydrating).
  loader: async () => {
    await (await import('../data/articleLoader')).loadArticleListPage(1);
  },
  head: async () => (await import('./-articleHead')).articleListHeadOf('1'),
  component: () => <ArticleListPage page={1} />,
});
