/**
 * The three services of the services page (docs/product.md §3 and §9, D2 and D5).
 * Each `id` is also the block's anchor: `/services#<id>` centres and highlights it.
 */

import type { SitePicture } from '../content/photo';
import type { Sheet } from '../content/schema';
import { serviceKeys } from '../content/serviceKeys';
import textsFile from '../content/serviceTexts.yml';
import { firstExchangeSentence, withFirstExchange } from './firstExchange';
import { SHOP_ANCHOR } from './navigation';
import { serviceImage } from './serviceImages';
import { type ServiceId, type ServiceOffer, serviceIds, serviceOfferById } from './serviceOffers';

const texts = textsFile as Sheet<'serviceTexts'>;

/** The words of a service's block and dialog (src/content/serviceTexts.yml); its facts are in serviceOffers.ts. */
type ServiceCopy = Sheet<'serviceTexts'>[ServiceId] & {
  /** Her photo or its illustration, as on its home card (serviceImages.ts). */
  image: SitePicture;
};

export type Service = ServiceOffer &
  ServiceCopy & {
    /** The dialog's heading over the details: « Ce que comprend l’atelier » (from what a price buys). */
    includedTitle: string;
  };

/** « Ce que comprend la séance », « … l’atelier », « … le rituel »: what one price buys, her words. */
export const includedTitle = (priceUnit: string): string => `Ce que comprend ${priceUnit}`;

/** The three services, facts and words together, in page order. */
export const services: readonly Service[] = serviceIds.map((id) => ({
  ...serviceOfferById(id),
  ...texts[id],
  includedTitle: includedTitle(serviceOfferById(id).priceUnit),
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
    { label: 'Des produits naturels soigneusement sélectionnés', href: `#${SHOP_ANCHOR}`, tone: 'gold' },
  ],
} as const;

/** Labels of the service blocks and of the detail dialog. */
export const serviceLabels = {
  bookingCta: 'Réserver ma séance',
  moreCta: 'En savoir plus',
  close: 'Fermer',
  highlightBadge: 'Votre sélection',
  facts: { duration: 'Durée', type: 'Format', price: 'Tarif' },
  dialogEyebrow: 'En savoir plus',
  forWhom: 'Pour qui\u202f?',
  bring: 'Ce qu’il faut prévoir',
  where: 'Où\u202f?',
  steps: 'Comment se passe l’accompagnement\u202f?',
  firstExchange: firstExchangeSentence,
  noticeTitle: 'Bon à savoir',
} as const;
