import { Link } from '@tanstack/react-router';
import type { BookingNoteCopy } from '../../data/booking';
import styles from './BookingNote.module.scss';

type Props = {
  copy: BookingNoteCopy;
  /** `center` under a centred button (home, contact card). */
  align?: 'start' | 'center';
  className?: string;
};

/**
 * The lines under a booking button: where she books, how she pays, the confirmation she gets, how to
 * cancel or move, then the terms of sale. Read before the tap, so the button's new tab holds no surprise.
 */
export function BookingNote({ copy, align = 'start', className }: Props) {
  return (
    <p className={`${styles.note} ${className ?? ''}`} data-align={align} data-booking-note="">
      <strong className={styles.platform}>{copy.platform}</strong> {copy.lines.join(' ')}{' '}
      <Link to={copy.termsPath} className={styles.terms}>
        {copy.termsLabel}
      </Link>
    </p>
  );
}
