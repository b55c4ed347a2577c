import * as v from 'valibot';
import {
  choice,
  euros,
  group,
  line,
  list,
  meta,
  optionalWebAddress,
  perService,
  type ServiceLabel,
  wholeNumber,
} from './rules.ts';

/**
 * What a mother who has decided may do (docs/product.md, « What to book first »): book the service
 * directly, the free first exchange then included or not, or always begin with the free first exchange.
 */
export const firstExchangeRules = ['included', 'separate', 'required'] as const;
export type FirstExchangeRule = (typeof firstExchangeRules)[number];

/** An optional line of text: empty, the site shows nothing in its place. */
const optionalLine = (label: string, hint: string, maxLength = 160) =>
  v.pipe(
    v.optional(v.pipe(v.string(`du texte (${label})`), v.trim()), ''),
    v.maxLength(maxLength, `«\u00a0${label}\u00a0»\u00a0: ${maxLength} caractères au plus`),
    v.metadata(meta(label, hint)),
  );

const serviceOffer = (label: ServiceLabel) =>
  group(label, {
    title: line('Nom de la prestation'),
    durationMinutes: wholeNumber('Durée, en minutes', 15, 600),
    formats: list(
      'Formats et tarifs',
      group('Format', {
        label: line('Format', 'Par exemple\u00a0: En ligne, Chez vous'),
        price: euros('Tarif, en euros', 0, 2000, 'Par exemple 60 ou 12,50'),
      }),
    ),
    priceUnit: line(
      'Ce que le tarif comprend',
      'Lu après le prix\u00a0: «\u00a0la séance\u00a0», «\u00a0l’atelier\u00a0»\u202f; et dans la fenêtre «\u00a0En savoir plus\u00a0»\u00a0: «\u00a0Ce que comprend l’atelier\u00a0»',
    ),
    option: line('En plus', 'Ce qui est inclus ou proposé en option\u202f; dites si c’est payant', 200),
    firstExchange: choice(
      'Premier échange gratuit',
      firstExchangeRules,
      'Ce que le site dit à celle qui a déjà choisi cette prestation\u00a0; celle qui hésite commence toujours par le premier échange gratuit',
      {
        included:
          'Elle peut réserver directement\u00a0; le premier échange est alors compris, au début de la prestation',
        separate:
          'Elle peut réserver directement\u00a0; le premier échange n’est alors pas compris (elle peut le réserver avant)',
        required:
          'Le premier échange d’abord, toujours\u00a0: pas de réservation directe, vous envoyez le lien après l’échange',
      },
    ),
    availability: optionalLine(
      'Disponibilités',
      'Facultatif, lu près des boutons de réservation. Par exemple\u00a0: En général un créneau sous une semaine\u202f; si votre césarienne est très proche, appelez-moi. Vide\u00a0: rien n’est affiché',
    ),
    giftUrl: optionalWebAddress(
      'Page pour offrir cette prestation',
      'Facultatif\u00a0: votre page de cartes cadeaux. Vide\u00a0: pas de lien «\u00a0Offrir\u00a0»',
    ),
    bookingUrl: optionalWebAddress(
      'Page de réservation de cette prestation',
      'Son adresse dans votre agenda en ligne. Vide\u00a0: ses boutons «\u00a0Réserver ma séance\u00a0» mènent à la page de prise de rendez-vous générale («\u00a0Adresses du site et services en ligne\u00a0»)',
    ),
  });

/** Services: what each one costs and lasts (src/content/services.yml). */
export const servicesSchema = v.strictObject(perService(serviceOffer));
