import { createFileRoute, notFound } from '@tanstack/react-router';
import { ArticleListPage } from './-ArticleListPage';

/** `/articles/page/2`…: the first page is `/articles`. */
export const Route = createFileRoute('/articles/page/$page')({
  loader: async ({ params }) => {
    const page = Number(params.page);
    const { loadArticleListPage } = await import('../data/articleLoader');
    if (!/^\d+$/.test(params.page) || page < 2 || !(await loadArticleListPage(page))) throw notFound();
  },
  head: async ({ params }) => (await import('./-articleHead')).articleListHeadOf(params.page),
  component: Page,
});

function Page() {
  const { page } = Route.useParams();
  return <ArticleListPage page={Number(page)} />;
}
