import type { BookingNoteCopy } from '../../data/booking';
import type { BookingCardCopy } from '../../data/contact';
import { BookingNote } from '../BookingNote/BookingNote';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { contactGlyphs } from '../Icon/contactGlyphs';
import { Icon } from '../Icon/Icon';
import styles from './BookingCard.module.scss';

type Props = {
  copy: BookingCardCopy;
  bookingUrl: string;
  bookingNote: BookingNoteCopy;
};

const TITLE_ID = 'contact-rendez-vous-titre';

/** "Réservons un moment ensemble": the booking page, in a new tab (docs/product.md §2, D13). */
export function BookingCard({ copy, bookingUrl, bookingNote }: Props) {
  return (
    <section aria-labelledby={TITLE_ID} className={styles.card}>
      <Icon glyph={contactGlyphs.calendar} size={56} className={styles.art} />
      <h2 id={TITLE_ID} className={styles.title}>
        {copy.title}
      </h2>
      <p className={styles.text}>{copy.text}</p>
      <ExternalLink href={bookingUrl} className={buttonClass('primary', styles.cta)}>
        {copy.cta}
      </ExternalLink>
      {/* Left, as the card's words and its button are: a centred note under a left button read as misplaced. */}
      <BookingNote copy={bookingNote} className={styles.bookingNote} />
    </section>
  );
}
