import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/**
 * What the prerendered page tells the browser beyond the routes' data: which article, or which page of
 * the list, it shows. Their loaders return nothing (the HTML is in the page already, not again in its
 * data); the browser loads the same chunk before hydrating, and renders what the server rendered.
 */
type Dehydrated = { article?: string; listPage?: number };

/** One factory for the browser, the prerenderer and the tests. */
export function createRouter() {
  const router = createTanStackRouter({
    routeTree,
    // The routeScroll machine (src/machines) owns scrolling after navigation: smooth, 100 ms hash delay.
    scrollRestoration: () => false,
    defaultPreload: 'intent',
    dehydrate: (): Dehydrated => {
      const params: Record<string, string> = Object.assign(
        {},
        ...router.state.matches.map((match) => match.params),
      );
      const ids = router.state.matches.map((match) => match.routeId as string);
      if (ids.includes('/articles/$slug') && params.slug) return { article: params.slug };
      if (ids.includes('/articles/')) return { listPage: 1 };
      if (ids.includes('/articles/page/$page') && params.page) return { listPage: Number(params.page) };
      return {};
    },
    hydrate: async ({ article, listPage }: Dehydrated) => {
      if (!article && !listPage) return;
      const { loadArticle, loadArticleListPage } = await import('./data/articleLoader');
      if (article) await loadArticle(article);
      if (listPage) await loadArticleListPage(listPage);
    },
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}
