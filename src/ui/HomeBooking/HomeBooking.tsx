import { Link } from '@tanstack/react-router';
import type { BookingNoteCopy } from '../../data/booking';
import { paths } from '../../data/navigation';
import { BookingNote } from '../BookingNote/BookingNote';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { type RevealBinding, revealProps } from '../Reveal/Reveal';
import { Section } from '../Section/Section';
import styles from './HomeBooking.module.scss';

type Props = {
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  bookingUrl: string;
  note: string;
  bookingNote: BookingNoteCopy;
  contactPrompt: string;
  contactLink: string;
  reveal?: RevealBinding;
};

/** The closing call to action: book the first, free exchange on the booking page (new tab). */
export function HomeBooking({
  text,
  cta,
  bookingUrl,
  note,
  bookingNote,
  contactPrompt,
  contactLink,
  reveal,
  ...heading
}: Props) {
  return (
    <Section {...heading} intro={<p>{text}</p>} centered {...revealProps(reveal, styles.booking)}>
      <div className={styles.actions}>
        <ExternalLink href={bookingUrl} className={buttonClass('primary', styles.cta)}>
          {cta}
        </ExternalLink>
        <p className={styles.note}>{note}</p>
        <BookingNote copy={bookingNote} align="center" />
        <p className={styles.contact}>
          {contactPrompt} <Link to={paths.contact}>{contactLink}</Link>
        </p>
      </div>
    </Section>
  );
}
