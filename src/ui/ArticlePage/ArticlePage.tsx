import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { SitePicture as Picture } from '../../data/content/photo';
import { SitePicture } from '../SitePicture/SitePicture';
import styles from './ArticlePage.module.scss';

type Labels = {
  breadcrumb: string;
  home: string;
  articles: string;
  published: string;
  updated: string;
  toc: string;
};

type Props = {
  labels: Labels;
  title: string;
  /** Each date in French words and as ISO, for `<time>`. */
  published: { text: string; iso: string };
  updated?: { text: string; iso: string };
  readingTime: string;
  cover: Picture;
  /** Its headings, when it is long enough to need them. */
  toc?: ReadonlyArray<{ id: string; text: string; level: 2 | 3 }>;
  /** Rendered from her Markdown and sanitised at build time (build/articles.ts). */
  html: string;
  /** What follows the text: the related service. */
  children?: ReactNode;
};

/** An article: breadcrumb, title, dates and reading time, cover, table of contents, text. */
export function ArticlePage({
  labels,
  title,
  published,
  updated,
  readingTime,
  cover,
  toc,
  html,
  children,
}: Props) {
  return (
    <article className={styles.article}>
      <nav aria-label={labels.breadcrumb} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/">{labels.home}</Link>
          </li>
          <li>
            <Link to="/articles">{labels.articles}</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.meta}>
          {labels.published} <time dateTime={published.iso}>{published.text}</time>
          {updated && (
            <>
              , {labels.updated} <time dateTime={updated.iso}>{updated.text}</time>
            </>
          )}{' '}
          · {readingTime}
        </p>
      </header>
      <div className={styles.cover}>
        <SitePicture picture={cover} sizes="(min-width: 48rem) 45rem, 100vw" priority />
      </div>
      {toc && toc.length > 0 && (
        <nav aria-labelledby="sommaire" className={styles.toc}>
          <h2 id="sommaire" className={styles.tocTitle}>
            {labels.toc}
          </h2>
          <ol>
            {toc.map((entry) => (
              <li key={entry.id} data-level={entry.level}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div
        className={styles.body}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised at build time (build/articles.ts, rehype-sanitize)
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {children}
    </article>
  );
}
