import type { ReactNode } from 'react';
import type { BookingNoteCopy } from '../../data/booking';
import type { ServiceLadder } from '../../data/services';
import { BookingNote } from '../BookingNote/BookingNote';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './BookingLadder.module.scss';

/** Where a booking button leads and what it says. */
export type BookingCall = { label: string; href: string };

type Props = {
  /** Her title, read after each button's label by screen readers (« Réserver ma séance : … »). */
  serviceTitle: string;
  ladder: ServiceLadder;
  /** The service booked directly (absent when her content asks for the first exchange first). */
  direct?: BookingCall;
  /** The free first exchange, booked at her general booking page. */
  firstExchange: BookingCall;
  /** Her line on how soon a slot comes; empty: nothing. */
  availability: string;
  /** Her gift page, when she has one. */
  gift?: BookingCall;
  /** The lines under the buttons: the platform, payment, confirmation, cancelling, the terms. */
  note: BookingNoteCopy;
  /** Draw the main button (the dialog draws it in its footer instead). */
  withButton: boolean;
  /** Beside the main button (the block's « En savoir plus »). */
  children?: ReactNode;
};

/**
 * Where to begin with a service, read the same in its block and its dialog: for whoever has decided,
 * the service booked directly and whether the free first exchange is then included, her availability
 * over the button and the booking lines under it; then, for whoever is unsure, the free first exchange;
 * then her gift page.
 */
export function BookingLadder({
  serviceTitle,
  ladder,
  direct,
  firstExchange,
  availability,
  gift,
  note,
  withButton,
  children,
}: Props) {
  const main = ladder.decided && direct ? direct : firstExchange;
  return (
    <div className={styles.ladder} data-ladder={ladder.rule}>
      <p className={styles.rung}>{ladder.decided ?? ladder.unsure}</p>
      {/* Over the button: how soon a slot comes is asked before the tap. */}
      {availability && <p className={styles.availability}>{availability}</p>}
      {(withButton || children) && (
        <div className={styles.actions}>
          {withButton && (
            <ExternalLink href={main.href} className={buttonClass('primary')}>
              {main.label}
              <VisuallyHidden>{`\u00a0: ${serviceTitle}`}</VisuallyHidden>
            </ExternalLink>
          )}
          {children}
        </div>
      )}
      <BookingNote copy={note} />
      {ladder.decided && (
        <p className={styles.rung}>
          {ladder.unsure}{' '}
          <ExternalLink href={firstExchange.href} className={styles.link}>
            {firstExchange.label}
          </ExternalLink>
        </p>
      )}
      {gift && (
        <p className={styles.gift}>
          <ExternalLink href={gift.href} className={styles.link}>
            {gift.label}
          </ExternalLink>
        </p>
      )}
    </div>
  );
}
