import { Link } from '@tanstack/react-router';
import type { SitePicture as Picture } from '../../content/photo';
import type { ServiceTone } from '../../data/serviceOffers';
import { SitePicture } from '../SitePicture/SitePicture';
import styles from './ArticleCard.module.scss';

type Props = {
  slug: string;
  title: string;
  summary: string;
  /** « 3 novembre 2026 », and the ISO date for `<time>`. */
  date: { text: string; iso: string };
  readingTime: string;
  /** Her cover photo; without one the card is its words on the service's colour. */
  cover?: Picture;
  tone: ServiceTone;
  /** The first card is in view as the page opens: its picture comes first. */
  priority: boolean;
};

/** An article in the list: its cover (if any), date, reading time, title (the link) and summary. */
export function ArticleCard({ slug, title, summary, date, readingTime, cover, tone, priority }: Props) {
  return (
    <article className={`${styles.card} ${styles[tone]}`}>
      {cover && (
        <div className={styles.picture}>
          <SitePicture picture={cover} sizes="(min-width: 48rem) 22rem, 100vw" priority={priority} />
        </div>
      )}
      {!cover && <div className={styles.band} aria-hidden="true" />}
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={date.iso}>{date.text}</time>{' '}
          <span className={styles.nowrap}>
            ·{'\u00a0'}
            {readingTime}
          </span>
        </p>
        <h2 className={styles.title}>
          <Link to="/articles/$slug" params={{ slug }} className={styles.link}>
            {title}
          </Link>
        </h2>
        <p className={styles.summary}>{summary}</p>
      </div>
    </article>
  );
}
