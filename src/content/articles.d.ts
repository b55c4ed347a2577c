// The articles as modules (pipeline/articles/articleModules.ts, `articlesPlugin`).
declare module 'virtual:articles' {
  /** Every article's summary, newest first: the server's (prerender, sitemap, feed, JSON-LD). */
  const articles: ReadonlyArray<import('./article').ArticleSummary>;
  export default articles;
}
declare module 'virtual:articles/pages' {
  /** Each page of the list (12 summaries), loaded when shown. */
  const pages: ReadonlyArray<() => Promise<{ default: ReadonlyArray<import('./article').ArticleSummary> }>>;
  export default pages;
}
declare module 'virtual:articles/bodies' {
  /** Each article by its slug, loaded when shown. */
  const bodies: Readonly<Record<string, () => Promise<{ default: import('./article').Article }>>>;
  export default bodies;
}
declare module 'virtual:articles/by-service' {
  /** Each service's newest articles (three at most), for the services page. */
  const byService: Readonly<Partial<Record<string, ReadonlyArray<{ slug: string; title: string }>>>>;
  export default byService;
}
