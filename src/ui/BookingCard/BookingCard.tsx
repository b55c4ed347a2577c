import type { BookingCardCopy } from '../../data/contact';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import styles from './BookingCard.module.scss';

type Props = {
  copy: BookingCardCopy;
  bookingUrl: string;
};

const TITLE_ID = 'contact-rendez-vous-titre';

/** "Réservons un moment ensemble": the booking page, in a new tab (docs/product.md §2, D13). */
export function BookingCard({ copy, bookingUrl }: Props) {
  return (
    <section aria-labelledby={TITLE_ID} className={styles.card}>
      <svg className={styles.art} viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
        <circle cx="32" cy="32" r="32" fill="var(--color-surface)" />
        <rect
          x="15"
          y="18"
          width="34"
          height="30"
          rx="6"
          fill="var(--color-rose-soft)"
          stroke="var(--color-primary)"
          strokeWidth="2.2"
        />
        <path
          d="M15 27h34M24 14v8M40 14v8"
          stroke="var(--color-primary)"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
        <path
          d="M32 43.5c-4.6-2.9-7-5.3-7-8a3.6 3.6 0 0 1 7-1.4 3.6 3.6 0 0 1 7 1.4c0 2.7-2.4 5.1-7 8Z"
          fill="var(--color-primary)"
        />
      </svg>
      <h2 id={TITLE_ID} className={styles.title}>
        {copy.title}
      </h2>
      <p className={styles.text}>{copy.text}</p>
      <ExternalLink href={bookingUrl} className={buttonClass('primary', styles.cta)}>
        {copy.cta}
      </ExternalLink>
    </section>
  );
}
