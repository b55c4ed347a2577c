import * as v from 'valibot';
import { group, line, list, paragraph, wholeNumber } from './rules.ts';

/** Testimonials on the home page (src/data/content/testimonials.yml). */
export const testimonialsSchema = v.strictObject({
  items: list(
    'Témoignages',
    group('Témoignage', {
      name: line('Prénom', 'Le prénom seul', 40),
      relativeTime: line('Quand', 'Par exemple\u00a0: il y a 2 mois', 40),
      text: paragraph('Témoignage', undefined, 600),
      rating: wholeNumber('Étoiles', 1, 5),
    }),
  ),
});
