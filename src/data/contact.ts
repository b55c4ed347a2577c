/**
 * Copy of the contact page (docs/product.md §2 "Contact page", §4, §8; docs/product.md D6–D8).
 * The phone number, e-mail address, location and every URL come from `site.ts`.
 */

import cabinetFile from '../content/cabinet.yml';
import type { Sheet } from '../content/schema';
import { type WeekDay, weekDays } from '../content/weekDays';
import { CONTACT_SEND_TIMEOUT_MS } from './constants';
import type { UnknownOutcomeReason } from './contactSchema';
import { firstExchangeSentence } from './firstExchange';
import { calendarDay, frenchDate } from './frenchDates';

const cabinet = cabinetFile as Sheet<'cabinet'>;

export const contactIntro = {
  eyebrow: 'Contact',
  title: 'Restons en contact',
  lead: 'Une question sur un accompagnement, une hésitation avant de réserver, ou simplement l’envie d’en parler\u202f? Écrivez-moi ou appelez-moi\u00a0: je vous réponds personnellement.',
} as const;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "lundi, mardi, jeudi et vendredi": a French list, « et » before the last. */
const daysInWords = (days: readonly string[]) =>
  capitalised(days.length < 2 ? (days[0] ?? '') : `${days.slice(0, -1).join(', ')} et ${days.at(-1)}`);

/** "09:00" → "9 h", "09:30" → "9 h 30", never split from its number (no-break spaces). */
export const frenchTime = (time: string): string => {
  const [hours = '', minutes = ''] = time.split(':');
  const hour = `${Number(hours)}\u00a0h`;
  return minutes === '00' ? hour : `${hour}\u00a0${minutes}`;
};

/** Days she answers at the same times. */
export type OpeningSlot = { days: readonly WeekDay[]; opens: string; closes: string };

/**
 * The hours in words, from the practitioner's hours (src/content/cabinet.yml): a row per group of
 * days in the order of the week ("Lundi, mardi, jeudi et vendredi" · "9 h – 16 h", "Samedi" · "9 h – 12 h"),
 * then the other days ("Repos").
 */
export function availabilityRows(slots: readonly OpeningSlot[]): Array<{ days: string; hours: string }> {
  const firstDay = (slot: OpeningSlot) => Math.min(...slot.days.map((day) => weekDays.indexOf(day)));
  const restDays = weekDays.filter((day) => !slots.some((slot) => slot.days.includes(day)));
  return [
    ...[...slots]
      .sort((a, b) => firstDay(a) - firstDay(b))
      .map((slot) => ({
        days: daysInWords(weekDays.filter((day) => slot.days.includes(day))),
        hours: `${frenchTime(slot.opens)}\u00a0–\u00a0${frenchTime(slot.closes)}`,
      })),
    ...(restDays.length > 0 ? [{ days: daysInWords(restDays), hours: 'Repos' }] : []),
  ];
}

/**
 * A closure in words, with no more than it needs: "Fermé le jeudi 1er mai 2027", "Fermé du lundi
 * 21 au mercredi 23 décembre 2026", "Fermé du lundi 21 décembre 2026 au dimanche 3 janvier 2027".
 */
export function closureText({ from, to }: { from: string; to: string }): string {
  const last = calendarDay(to);
  const lastText = `${last.weekDay} ${frenchDate(to)}`;
  if (from === to) return `Fermé le ${lastText}`;
  const first = calendarDay(from);
  const firstText = [
    first.weekDay,
    first.day,
    ...(first.month !== last.month || first.year !== last.year ? [first.month] : []),
    ...(first.year !== last.year ? [first.year] : []),
  ].join(' ');
  return `Fermé du ${firstText} au ${lastText}`;
}

export const contactCoordinates = {
  title: 'Mes coordonnées',
  locationLabel: 'Lieu',
  phoneLabel: 'Téléphone',
  emailLabel: 'E-mail',
  availabilityTitle: 'Disponibilités',
  availability: availabilityRows(cabinet.hours),
  /** Her coming closures (the build leaves out those that have ended). */
  closures: cabinet.closures.map((closure) => ({ text: closureText(closure), note: closure.note })),
  availabilityNote: 'Si je ne peux pas décrocher, laissez-moi un message\u00a0: je vous rappelle.',
} as const;

/**
 * What the form says about a draft it found as it started: a message begun earlier (`restored`), one
 * whose send failed after the page was left (`sendFailed`), or arrived (`sent`, the form then empty):
 * the send runs on when the page is left. One whose send was under way when the page was left may
 * have arrived: `unknownOutcomeCopy` tells of it.
 */
export type DraftNotice = keyof typeof contactFormCopy.draftNotices;

export type AvailabilityRow = ReturnType<typeof availabilityRows>[number];

export const contactFormCopy = {
  title: 'Écrivez-moi',
  intro: 'Tous les champs sont obligatoires, sauf le téléphone.',
  keepsDraft:
    'Ce que vous écrivez est conservé dans cet onglet jusqu’à l’envoi, même si vous rechargez la page.',
  /** Above the form when it started from a draft kept in this tab (DraftNotice in the form's machine). */
  draftNotices: {
    restored: 'Voici le message que vous aviez commencé, gardé dans cet onglet.',
    sendFailed:
      'Ce message n’est pas parti lors de votre dernier essai. Le voici\u00a0: vous pouvez le renvoyer.',
    sent: 'Votre dernier message est bien parti. Je vous répondrai dans les plus brefs délais.',
  },
  labels: {
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    message: 'Message',
  },
  optional: '(facultatif)',
  honeypot: 'Ne pas cocher cette case',
  submit: 'Envoyer le message',
  submitting: 'Envoi en cours…',
  privacy: {
    text: 'Vos coordonnées et votre message servent uniquement à vous répondre. Ils me parviennent par e-mail via le service Web3Forms et ne sont ni revendus ni utilisés pour de la prospection.',
    medical:
      'Merci de ne pas détailler d’informations médicales\u00a0: nous en parlerons de vive voix si vous le souhaitez.',
    linkLead: 'En savoir plus\u00a0:',
    linkLabel: 'politique de confidentialité',
  },
  /** Subject of a message sent by the plain HTML form, before the page's script has loaded. */
  fallbackSubject: 'Nouveau message de contact (envoyé avant le chargement de la page)',
} as const;

export type ContactFormCopy = typeof contactFormCopy;

/**
 * Where the form service sends back a visitor whose browser ran no script (`/contact#message-envoye`):
 * the page shows the confirmation there.
 */
export const SENT_ANCHOR = 'message-envoye';

/**
 * What every « peut-être » ends with: how to check, and what to do then. The message is still in
 * the form below, and sending it again is the form's own button; the banner adds the phone and the
 * e-mail address.
 */
const howToCheck =
  'Vérifiez d’ici 48\u00a0heures si je vous ai répondu\u00a0: sinon, renvoyez-le avec le bouton «\u00a0Envoyer le message\u00a0», votre texte est toujours dans le formulaire.';

/**
 * When a send's outcome cannot be known (the message may well have arrived), the red banner above
 * the form says so, by why (`UnknownOutcomeReason`), and how to check; never « pas parti ».
 */
export const unknownOutcomeCopy = {
  reasons: {
    interrupted: `Votre message est peut-être bien parti\u00a0: la page a été quittée ou rechargée pendant l’envoi. Il arrive en général quand même. ${howToCheck}`,
    network: `Votre message est peut-être parti\u00a0: la connexion s’est interrompue avant que le service d’envoi ne confirme l’avoir reçu, et votre navigateur ne peut pas dire s’il est arrivé. ${howToCheck}`,
    redirect: `Votre message est peut-être parti\u00a0: le service d’envoi a répondu par une redirection que votre navigateur ne peut pas lire, sans confirmer l’avoir reçu. ${howToCheck}`,
    timeout: `Votre message est peut-être parti\u00a0: le service d’envoi n’a pas confirmé l’avoir reçu en ${CONTACT_SEND_TIMEOUT_MS / 1000}\u00a0secondes. ${howToCheck}`,
    unclear: `Votre message est peut-être parti\u00a0: le service d’envoi a répondu, mais sans dire clairement s’il l’a reçu. ${howToCheck}`,
  } satisfies Record<UnknownOutcomeReason, string>,
} as const;

export const contactSuccessCopy = {
  title: 'Message envoyé\u202f!',
  text: 'Merci pour votre message. Je vous répondrai dans les plus brefs délais.',
  again: 'Envoyer un autre message',
} as const;

export type ContactSuccessCopy = typeof contactSuccessCopy;

/**
 * Error catalogue (docs/product.md §8) and docs/product.md D6: a visitor never reads a browser's or a parser's
 * English. The banner that shows these also offers the phone and e-mail as another way.
 */
export const contactFailureMessages = {
  /** Something was thrown that is not an error object. */
  unknown: 'Une erreur est survenue lors de l’envoi du message',
  /** The browser said it was offline before the send: nothing left. */
  offline:
    'Votre message n’est pas parti\u00a0: votre appareil semble hors connexion. Votre texte est toujours là\u202f; réessayez dès que la connexion revient.',
  /** HTTP 413: the service refused the request as too large. */
  tooLarge:
    'Votre message est trop long pour être envoyé\u00a0: le service d’envoi l’a refusé. Votre texte est toujours là\u202f; raccourcissez-le, ou envoyez-le en plusieurs fois.',
  /** A 4xx that is no JSON verdict (a gateway's refusal page): the request was turned away before the service. */
  unreadable:
    'Votre message n’est pas parti\u00a0: le service d’envoi ne l’a pas accepté pour le moment. Votre texte est toujours là, réessayez un peu plus tard.',
} as const;

/**
 * The service's refusals (`success: false`), in French, by what they are (`ServiceRefusal`, read
 * from its own message or its status in postToWeb3Forms.ts: src/data/web3forms.ts lists the messages
 * it is known to send). The original goes to the console for the owner; the banner adds the phone
 * and the e-mail address.
 */
export const serviceRefusalMessages = {
  /** The form's key is refused (wrong, deleted, or not yet confirmed by the owner). */
  notConnected:
    'Le formulaire n’est pas encore relié au service d’envoi. Votre texte est toujours là\u202f; en attendant, écrivez-moi ou appelez-moi directement.',
  /** HTTP 429: too many sends from here in a short time. */
  tooMany:
    'Trop de messages sont partis en peu de temps. Votre texte est toujours là\u00a0: réessayez dans quelques minutes.',
  /** Any other refusal, or one without a message (docs/product.md §8 « Erreur lors de l’envoi »). */
  rejected: 'Erreur lors de l’envoi. Votre message n’est pas parti\u00a0; votre texte est toujours là.',
} as const;

export const contactDirectCopy = {
  lead: 'Vous pouvez aussi me joindre directement',
  phonePrefix: 'au',
  emailPrefix: 'ou à',
} as const;

export type ContactDirectCopy = typeof contactDirectCopy;

export const bookingCardCopy = {
  title: 'Réservons un moment ensemble',
  text: `Vous préférez choisir directement un créneau\u202f? ${firstExchangeSentence}`,
  cta: 'Prendre rendez-vous',
} as const;

export type BookingCardCopy = typeof bookingCardCopy;

/** sessionStorage key of the unsent draft (docs/product.md D8); versioned by ContactDraftSchema. */
export const CONTACT_DRAFT_STORAGE_KEY = 'cesarienne-sereine.contact-draft';
