import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import type { SitePicture as Picture } from '../../content/photo';
import { SitePicture } from '../SitePicture/SitePicture';
import styles from './ArticlePage.module.scss';

type Labels = {
  breadcrumb: string;
  home: string;
  articles: string;
  published: string;
  updated: string;
  toc: string;
  byline: string;
};

type Props = {
  labels: Labels;
  title: string;
  /** Each date in French words and as ISO, for `<time>`. */
  published: { text: string; iso: string };
  updated?: { text: string; iso: string };
  readingTime: string;
  /** Her name, and the anchor of her story on the home page (the byline's link). */
  author: { name: string; storyAnchor: string };
  /** Her cover photo, if the article has one: it comes after the first paragraph. */
  cover?: Picture;
  /** Its headings, when it is long enough to need them. */
  toc?: readonly TocEntry[];
  /** Rendered from her Markdown and sanitised at build time (pipeline/articles/articleReader.ts). */
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

/**
 * Her text split after its first paragraph: on a phone the title, dates, byline and that paragraph
 * are the first screen; the cover and the folded table of contents come after it.
 */
export function leadOf(html: string): { lead: string; rest: string } {
  const end = html.startsWith('<p') ? html.indexOf('</p>') : -1;
  if (end === -1) return { lead: '', rest: html };
  return { lead: html.slice(0, end + 4), rest: html.slice(end + 4) };
}

/** An article: breadcrumb, title, dates, reading time and byline, first paragraph, cover, table of contents, text. */
export function ArticlePage({
  labels,
  title,
  published,
  updated,
  readingTime,
  author,
  cover,
  toc,
  html,
  children,
}: Props) {
  const tocId = useId();
  const { lead, rest } = leadOf(html);
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
          {/* The dot goes with what it introduces: never left alone at a line's end (issue 62). */}
          <span className={styles.nowrap}>
            ·{'\u00a0'}
            {readingTime}
          </span>
        </p>
        <p className={styles.byline}>
          {labels.byline}{' '}
          <Link to="/" hash={author.storyAnchor}>
            {author.name}
          </Link>
        </p>
      </header>
      {lead && (
        <div
          className={`${styles.body} ${styles.lead}`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised at build time (pipeline/articles/articleReader.ts, rehype-sanitize)
          dangerouslySetInnerHTML={{ __html: lead }}
        />
      )}
      {cover && (
        <div className={styles.cover}>
          <SitePicture picture={cover} sizes="(min-width: 48rem) 40rem, 100vw" priority />
        </div>
      )}
      {toc && toc.length > 0 && (
        // Folded: on a phone the text goes on at once; one tap opens it.
        <details className={styles.toc}>
          <summary className={styles.tocTitle}>
            <h2 id={tocId}>{labels.toc}</h2>
          </summary>
          <nav aria-labelledby={tocId}>
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
        </details>
      )}
      <div
        className={styles.body}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised at build time (pipeline/articles/articleReader.ts, rehype-sanitize)
        dangerouslySetInnerHTML={{ __html: rest }}
      />
      {children}
    </article>
  );
}
