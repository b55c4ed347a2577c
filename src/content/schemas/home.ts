import * as v from 'valibot';
import { group, line, list, paragraph, wholeNumber } from './rules.ts';

/**
 * The home page's words that are hers: her story, her trainings and the number of mothers she has
 * accompanied, and the guide's five keys (src/content/home.yml).
 */
export const homeSchema = v.strictObject({
  heroHighlights: list(
    'En haut de la page',
    line('Point fort', undefined, 40),
    1,
    'Trois courtes phrases sous le bouton de rendez-vous\u00a0: où vous recevez, pour qui, ce qui vous distingue',
    3,
  ),
  story: group('Mon histoire', {
    paragraphs: list('Paragraphes', paragraph('Paragraphe', undefined, 600)),
    quote: line('Citation', 'Mise en valeur sous votre histoire', 200),
  }),
  credentials: group(
    'Mes formations',
    {
      // Both may stay empty (an empty list, no number): the page then shows nothing of them.
      trainings: v.optional(
        list(
          'Formations',
          group('Formation', {
            title: line('Intitulé', 'Par exemple\u00a0: Accompagnement périnatal', 100),
            organisation: line('Organisme', 'L’école ou l’organisme qui vous a formée', 100),
            year: wholeNumber('Année', 1970, 2100, 'L’année où vous l’avez terminée, par exemple 2021'),
          }),
          0,
          'Les formations qui vous ont préparée à accompagner les mamans, la plus importante d’abord',
          6,
        ),
        [],
      ),
      mothersAccompanied: v.optional(
        wholeNumber(
          'Mamans accompagnées',
          0,
          100000,
          'Combien de mamans vous avez accompagnées jusqu’ici\u00a0; vide ou 0 pour ne pas l’afficher',
        ),
        0,
      ),
    },
    'Sous votre histoire, sur la page d’accueil. Ce qui est vide n’est pas affiché.',
  ),
  guideKeys: list(
    'Clés du guide',
    group('Clé', {
      title: line('Titre', undefined, 60),
      text: paragraph('Texte', undefined, 300),
    }),
    5,
    'Le titre du guide annonce cinq clés\u00a0: gardez-en cinq',
    5,
  ),
});
