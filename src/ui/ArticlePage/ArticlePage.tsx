import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
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
  toc?: readonly TocEntry[];
  /** Rendered from her Markdown and sanitised at build time (pipeline/articleReader.ts). */
  html: string;
  /** What follows the text: the related service. */
  children?: ReactNode;
};

type TocEntry = { id: string; text: string; level: 2 | 3 };

/** Each h2 with the h3 under it: the table of contents numbers the sections only. */
function sectionsOf(toc: readonly TocEntry[]) {
  const sections: Array<{ entry: TocEntry; children: TocEntry[] }> = [];
  for (const entry of toc) {
    const last = sections.at(-1);
    if (entry.level === 3 && last) last.children.push(entry);
    else sections.push({ entry, children: [] });
  }
  return sections;
}

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
  const tocId = useId();
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
        <SitePicture picture={cover} sizes="(min-width: 48rem) 47rem, 100vw" priority />
      </div>
      {toc && toc.length > 0 && (
        <nav aria-labelledby={tocId} className={styles.toc}>
          <h2 id={tocId} className={styles.tocTitle}>
            {labels.toc}
          </h2>
          <ol>
            {sectionsOf(toc).map(({ entry, children }) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.text}</a>
                {children.length > 0 && (
                  <ul>
                    {children.map((child) => (
                      <li key={child.id}>
                        <a href={`#${child.id}`}>{child.text}</a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div
        className={styles.body}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised at build time (pipeline/articleReader.ts, rehype-sanitize)
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {children}
    </article>
  );
}
