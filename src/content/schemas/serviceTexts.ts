import * as v from 'valibot';
import { FIRST_EXCHANGE_PLACEHOLDER } from '../placeholders.ts';
import { group, line, list, onlyPlaceholders, paragraph, perService, type ServiceLabel } from './rules.ts';

const serviceText = (label: ServiceLabel) =>
  group(label, {
    kicker: line('Accroche', 'Quelques mots au-dessus du nom\u00a0: pour qui, ou quand', 60),
    shortDescription: line('En une phrase', 'Sous le nom, mise en valeur', 160),
    description: paragraph('Description', undefined, 800),
    details: list(
      'Ce que comprend la prestation',
      line('Point', undefined, 120),
      1,
      'Un point par ligne, dans la fenêtre «\u00a0En savoir plus\u00a0», titré d’après «\u00a0Ce que le tarif comprend\u00a0» (durées et tarifs)\u00a0: «\u00a0Ce que comprend l’atelier\u00a0». Ne répétez pas la description\u00a0: la fenêtre ajoute ce que la page ne dit pas',
      6,
    ),
    forWhom: paragraph('Pour qui\u202f?', 'Dans la fenêtre «\u00a0En savoir plus\u00a0»', 600),
    bring: paragraph(
      'Ce qu’il faut prévoir',
      'Dans la fenêtre «\u00a0En savoir plus\u00a0»\u00a0: ce que la maman apporte ou prépare',
      400,
    ),
    where: paragraph(
      'Où\u202f?',
      'Dans la fenêtre «\u00a0En savoir plus\u00a0»\u00a0: où la prestation a lieu, et comment elle reçoit l’adresse ou le lien',
      400,
    ),
    steps: list(
      'Comment se passe l’accompagnement\u202f?',
      v.pipe(
        line(
          'Étape',
          'Écrivez {premier échange} pour «\u00a020 minutes par téléphone\u00a0», tel que vos coordonnées le disent',
          200,
        ),
        v.check(
          onlyPlaceholders(FIRST_EXCHANGE_PLACEHOLDER),
          '«\u00a0Étape\u00a0»\u00a0: seul {premier échange} est remplacé sur le site\u00a0; retirez les autres accolades',
        ),
      ),
      1,
      'Dans la fenêtre «\u00a0En savoir plus\u00a0», dans l’ordre',
      8,
    ),
  });

/**
 * Services: what the page and its dialogs say about each one (src/content/serviceTexts.yml).
 * Apart from the facts (services.yml): the home page loads the facts, not these texts.
 */
export const serviceTextsSchema = v.strictObject(perService(serviceText));
