import * as v from 'valibot';
import { FIRST_EXCHANGE_PLACEHOLDER, PRICES_PLACEHOLDER } from '../placeholders.ts';
import { group, line, list, onlyPlaceholders, paragraph } from './rules.ts';

/** The services page's questions (src/content/faq.yml). */
export const faqSchema = v.strictObject({
  entries: list(
    'Questions',
    group('Question', {
      question: line('Question', undefined, 200),
      answer: v.pipe(
        paragraph(
          'Réponse',
          'Écrivez {tarifs} pour insérer les tarifs à jour, {premier échange} pour la durée et le moyen du premier échange («\u00a020 minutes par téléphone\u00a0»)',
        ),
        v.check(
          onlyPlaceholders(PRICES_PLACEHOLDER, FIRST_EXCHANGE_PLACEHOLDER),
          '«\u00a0Réponse\u00a0»\u00a0: seuls {tarifs} et {premier échange} sont remplacés sur le site\u00a0; retirez les autres accolades',
        ),
      ),
    }),
  ),
});
