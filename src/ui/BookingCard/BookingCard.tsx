import type { BookingCardCopy } from '../../data/contact';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import styles from './BookingCard.module.scss';

type Props = {
  copy: BookingCardCopy;
  bookingUrl: string;
};

const TITLE_ID = 'contact-rendez-vous-titre';

/** "Réservons un moment ensemble": the booking page, in a new tab (SPEC.md §2, DECISIONS.md 13). */
export function BookingCard({ copy, bookingUrl }: Props) {
  return (
    <section aria-labelledby={TITLE_ID} className={styles.card}>
      <svg className={styles.art} viewBox="0 0 160 120" width="160" height="120" aria-hidden="true">
        <circle cx="112" cy="46" r="38" fill="var(--color-rose-soft)" />
        <path d="M20 104c22-30 52-44 92-40-14 26-46 44-92 40Z" fill="var(--color-sage-soft)" />
        <path d="M20 104c30-16 58-26 92-40" fill="none" stroke="var(--color-sage)" strokeWidth="1.6" />
        <circle cx="112" cy="46" r="10" fill="var(--color-primary)" opacity="0.85" />
        <path
          d="M64 40c4-10 14-16 24-14"
          fill="none"
          stroke="var(--color-primary)"
          strokeWidth="1.6"
          strokeLinecap="round"
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
