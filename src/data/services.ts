/**
 * The three services of the services page (docs/product.md §3 and §9, D2 and D5).
 * Each `id` is also the block's anchor: `/services#<id>` centres and highlights it.
 */

import type { SitePicture } from '../content/photo';
import type { Sheet } from '../content/schema';
import { serviceKeys } from '../content/serviceKeys';
import textsFile from '../content/serviceTexts.yml';
import { firstExchangeFacts, withFirstExchange } from './firstExchange';
import { SHOP_ANCHOR, shellCalls } from './navigation';
import { serviceImage } from './serviceImages';
import {
  type FirstExchangeRule,
  type ServiceId,
  type ServiceOffer,
  serviceIds,
  serviceOfferById,
} from './serviceOffers';

const texts = textsFile as Sheet<'serviceTexts'>;

/** The words of a service's block and dialog (src/content/serviceTexts.yml); its facts are in serviceOffers.ts. */
type ServiceCopy = Sheet<'serviceTexts'>[ServiceId] & {
  /** Her photo or its illustration, as on its home card (serviceImages.ts). */
  image: SitePicture;
};

/**
 * Where to begin, the same words in the block, the dialog, the FAQ and the terms (docs/product.md,
 * « What to book first »): the free first exchange for whoever is unsure; for whoever has decided, the
 * service directly and whether the first exchange is then included, unless her content asks for the
 * first exchange first, always (`decided` is then absent: there is no direct booking).
 */
export type ServiceLadder = {
  readonly rule: FirstExchangeRule;
  /** « Vous hésitez encore ? Commencez par 20 minutes par téléphone, sans engagement : » (its link follows). */
  readonly unsure: string;
  /** « Votre choix est fait ? Réservez directement la séance, premier échange compris. » */
  readonly decided?: string;
};

export type Service = ServiceOffer &
  ServiceCopy & {
    /** The dialog's heading over the details: « Ce que comprend l’atelier » (from what a price buys). */
    includedTitle: string;
    /** The dialog's heading over the steps: « Comment se passe l’atelier ? ». */
    stepsTitle: string;
    /** Its booking button: « Réserver ma séance », « Réserver mon atelier », « Réserver mon rituel ». */
    bookingCta: string;
    ladder: ServiceLadder;
    /** « Offrir le rituel »: her gift page's link, when she has one (`giftUrl`). */
    giftLabel: string;
  };

/** « Ce que comprend la séance », « … l’atelier », « … le rituel »: what one price buys, her words. */
export const includedTitle = (priceUnit: string): string => `Ce que comprend ${priceUnit}`;

/** « Comment se passe la séance ? », « … l’atelier ? », « … le rituel ? ». */
export const stepsTitle = (priceUnit: string): string => `Comment se passe ${priceUnit}\u202f?`;

/** « la séance » → « ma séance », « l’atelier » → « mon atelier », « le rituel » → « mon rituel ». */
export function possessive(priceUnit: string): string {
  const [, article = '', noun = ''] = /^(la |le |les |l[’'])(.+)$/i.exec(priceUnit) ?? [];
  const mine = { 'la ': 'ma ', 'le ': 'mon ', 'les ': 'mes ' }[article.toLowerCase()] ?? 'mon ';
  return article ? `${mine}${noun}` : priceUnit;
}

/** What the free first exchange is, in one clause: « 20 minutes par téléphone, sans engagement ». */
const exchange = `le premier échange gratuit, ${firstExchangeFacts}, sans engagement`;

/** The ladder of one service, from her rule and what its price buys (« la séance »). */
export function serviceLadder(rule: FirstExchangeRule, priceUnit: string): ServiceLadder {
  if (rule === 'required')
    return {
      rule,
      unsure: `Tout commence par ${exchange}\u00a0: je vous envoie ensuite le lien pour réserver ${priceUnit}.`,
    };
  // Short under the button's eye: the decided line says only what booking directly includes; the unsure
  // line leads into its own link (« Réserver mon premier échange gratuit »), the free call named once.
  return {
    rule,
    unsure: `Vous hésitez encore\u202f? Commencez par ${firstExchangeFacts}, sans engagement\u00a0:`,
    decided:
      rule === 'included'
        ? `Votre choix est fait\u202f? Réservez directement ${priceUnit}, premier échange compris.`
        : `Votre choix est fait\u202f? Réservez directement ${priceUnit}, sans le premier échange.`,
  };
}

/** The three services, facts and words together, in page order. */
export const services: readonly Service[] = serviceIds.map((id) => ({
  ...serviceOfferById(id),
  ...texts[id],
  includedTitle: includedTitle(serviceOfferById(id).priceUnit),
  stepsTitle: stepsTitle(serviceOfferById(id).priceUnit),
  bookingCta: `Réserver ${possessive(serviceOfferById(id).priceUnit)}`,
  ladder: serviceLadder(serviceOfferById(id).firstExchange, serviceOfferById(id).priceUnit),
  giftLabel: `Offrir ${serviceOfferById(id).priceUnit}`,
  steps: texts[id].steps.map(withFirstExchange),
  image: serviceImage(id),
}));

/** The services page's opening: the `h1`, its lead and the four offers (docs/product.md D2.1). */
export const servicesIntro = {
  eyebrow: 'Services',
  title: 'Mes accompagnements sur mesure',
  lead: 'Chaque naissance est unique, chaque césarienne aussi. Je vous propose des accompagnements doux et concrets, avant comme après la naissance, à construire ensemble selon vos besoins.',
  offersLabel: 'Ce que je vous propose',
  /** One line per service (serviceKeys.ts), in page order, then the shop. */
  offers: [
    ...serviceIds.map((id) => ({
      label: serviceKeys[id].offerLine,
      href: `#${id}`,
      tone: serviceKeys[id].tone,
    })),
    {
      label: 'Une petite sélection de soins et de compléments alimentaires',
      href: `#${SHOP_ANCHOR}`,
      tone: 'gold',
    },
  ],
} as const;

/** Labels of the service blocks and of the detail dialog. */
export const serviceLabels = {
  moreCta: 'En savoir plus',
  close: 'Fermer',
  highlightBadge: 'Votre sélection',
  facts: { duration: 'Durée', type: 'Format', price: 'Tarif' },
  dialogEyebrow: 'En savoir plus',
  forWhom: 'Pour qui\u202f?',
  bring: 'Ce qu’il faut prévoir',
  where: 'Où\u202f?',
  /** The free first exchange's button, as in the header (navigation.ts `shellCalls`). */
  firstExchangeCta: shellCalls.firstExchange.label,
  /** The dialog's last section: where to begin, availability, how booking goes. */
  booking: 'Par où commencer\u202f?',

  noticeTitle: 'Bon à savoir',
} as const;
