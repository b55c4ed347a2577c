import type { ReactNode } from 'react';
import styles from './ContactLayout.module.scss';

type Props = {
  coordinates: ReactNode;
  form: ReactNode;
  booking: ReactNode;
};

/**
 * The contact page body. The source order (coordinates, form, booking) is the reading order on a
 * phone; from the medium breakpoint the coordinates and booking card sit beside the form.
 */
export function ContactLayout({ coordinates, form, booking }: Props) {
  return (
    <div className={styles.layout}>
      <div className={styles.coordinates}>{coordinates}</div>
      <div className={styles.form}>{form}</div>
      <div className={styles.booking}>{booking}</div>
    </div>
  );
}
