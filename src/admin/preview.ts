// Decap's preview of an article, in the site's styles: the article page's own stylesheet
// (src/ui/ArticlePage/ArticlePage.module.scss, its class names kept) with the site's tokens, compiled
// into /admin/preview.css by pipeline/admin.ts for the editor only. Visitors' pages never load it.
import { frenchDate } from '../data/frenchDates.ts';
import { ARTICLES_COLLECTION } from './articlesCollection.ts';

/** Where pipeline/admin.ts serves the preview's stylesheet. */
export const PREVIEW_STYLES = '/admin/preview.css';

type PreviewProps = {
  entry: { getIn(path: string[]): unknown };
  widgetFor(name: string): unknown;
};
export type Previews = {
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(collection: string, component: unknown): void;
};

/** « Publié le 3 novembre 2026 », as the article page says it; nothing while the date is not a day. */
export const publishedOn = (date: unknown) =>
  typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? `Publié le ${frenchDate(date)}` : '';

/** Her article as its page shows it: title, date, cover, then the text. */
export function registerArticlePreview(cms: Previews) {
  cms.registerPreviewStyle(PREVIEW_STYLES);
  const h = window.h;
  const template = window.createClass({
    render() {
      const { entry, widgetFor } = this.props as unknown as PreviewProps;
      const field = (name: string) => entry.getIn(['data', name]);
      return h(
        'article',
        { className: 'article' },
        h(
          'header',
          { className: 'header' },
          h('h1', { className: 'title' }, String(field('title') ?? '')),
          h('p', { className: 'meta' }, publishedOn(field('date'))),
        ),
        field('cover') ? h('div', { className: 'cover' }, widgetFor('cover')) : null,
        h('div', { className: 'body' }, widgetFor('body')),
      );
    },
  });
  cms.registerPreviewTemplate(ARTICLES_COLLECTION, template);
}
