import bookingFile from '../content/booking.yml';
import legalFile from '../content/legal.yml';
import type { Sheet } from '../content/schema';
import { paths } from './navigation';

const booking = bookingFile as Sheet<'booking'>;

/**
 * What a mother reads under a booking button before she taps it (her sheet booking.yml): where she
 * books, how she pays, the confirmation she gets, how to cancel or move, then the terms of sale.
 */
export type BookingNoteCopy = {
  /** « La réservation se fait sur Exemple Rendez-vous, dans un nouvel onglet. »: where she goes. */
  readonly platform: string;
  readonly lines: readonly string[];
  readonly termsLabel: string;
  readonly termsPath: typeof paths.terms;
};

/** Her booking platform, as her legal pages name it (legal.yml). */
const { bookingPlatform } = legalFile as Sheet<'legal'>;

const termsLink = {
  platform: `La réservation se fait sur ${bookingPlatform}, dans un nouvel onglet.`,
  termsLabel: 'Conditions de vente',
  termsPath: paths.terms,
} as const;

/** Under « Réserver ma séance » (a paid service). */
export const paidBookingNote: BookingNoteCopy = { lines: booking.paid, ...termsLink };

/** Under « Prendre rendez-vous » (the free first exchange). */
export const freeBookingNote: BookingNoteCopy = { lines: booking.free, ...termsLink };
