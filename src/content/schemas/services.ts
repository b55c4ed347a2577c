import * as v from 'valibot';
import { euros, group, line, list, optionalWebAddress, perService, wholeNumber } from './rules.ts';

const serviceOffer = (label: string) =>
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
    bookingUrl: optionalWebAddress(
      'Page de réservation de cette prestation',
      'Son adresse dans votre agenda en ligne. Vide\u00a0: ses boutons «\u00a0Réserver ma séance\u00a0» mènent à la page de prise de rendez-vous générale («\u00a0Adresses du site et services en ligne\u00a0»)',
    ),
  });

/** Services: what each one costs and lasts (src/content/services.yml). */
export const servicesSchema = v.strictObject(perService(serviceOffer));
