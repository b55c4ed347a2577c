import * as v from 'valibot';
import { calendarMonth, group, line, list, paragraph, wholeNumber } from './rules.ts';

/** Testimonials on the home page (src/content/testimonials.yml). */
export const testimonialsSchema = v.strictObject({
  items: list(
    'Témoignages',
    group('Témoignage', {
      name: line('Prénom', 'Le prénom seul', 40),
      month: calendarMonth(
        'Mois du témoignage',
        'Quand elle vous l’a écrit\u00a0: le site affiche «\u00a0novembre 2026\u00a0», une date qui ne vieillit pas',
      ),
      text: paragraph('Témoignage', undefined, 600),
      rating: wholeNumber('Étoiles', 1, 5),
    }),
  ),
});
