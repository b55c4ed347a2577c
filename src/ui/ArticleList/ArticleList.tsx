import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import styles from './ArticleList.module.scss';

type Labels = { listLabel: string; pagination: string; previousPage: string; nextPage: string };

type Props = {
  labels: Labels;
  /** « Page 2 sur 17 », when there is more than one page. */
  pageLabel?: string;
  /** The newer and older pages' paths, when there are. */
  previous?: string;
  next?: string;
  /** One ArticleCard per article. */
  children: ReactNode;
};

/** The articles' cards, newest first, and the links to the newer and older pages. */
export function ArticleList({ labels, pageLabel, previous, next, children }: Props) {
  return (
    <div className={styles.list}>
      <ul aria-label={labels.listLabel} className={styles.cards}>
        {children}
      </ul>
      {(previous || next) && (
        <nav aria-label={labels.pagination} className={styles.pagination}>
          {previous && (
            <Link to={previous} rel="prev">
              <span aria-hidden="true">←</span> {labels.previousPage}
            </Link>
          )}
          {pageLabel && <span>{pageLabel}</span>}
          {next && (
            <Link to={next} rel="next">
              {labels.nextPage} <span aria-hidden="true">→</span>
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
