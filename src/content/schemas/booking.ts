import * as v from 'valibot';
import { line, list } from './rules.ts';

/**
 * What happens after « Réserver » (src/content/booking.yml): the few lines under every booking
 * button, where she books, how she pays, the confirmation she gets and how to cancel or move. The
 * full terms are the « Conditions de vente » page (legalTexts.yml), linked after these lines.
 */
export const bookingSchema = v.strictObject({
  paid: list(
    'Sous «\u00a0Réserver ma séance\u00a0»',
    line(
      'Ligne',
      'Une phrase courte\u00a0: où l’on réserve, comment on paie, la confirmation reçue, comment annuler ou déplacer',
      160,
    ),
    1,
    'Une ou deux phrases, sous le bouton de chaque prestation\u00a0; le lien «\u00a0Conditions de vente\u00a0» les suit',
    3,
  ),
  free: list(
    'Sous «\u00a0Prendre rendez-vous\u00a0» (premier échange gratuit)',
    line('Ligne', 'Une phrase courte\u00a0: où l’on réserve, la confirmation reçue, comment déplacer', 160),
    1,
    'Une ou deux phrases, sous le bouton du premier échange (accueil et page Contact)',
    3,
  ),
});
