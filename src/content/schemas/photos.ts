import * as v from 'valibot';
import { perService, photo } from './rules.ts';

/** Photos that replace the illustrations (src/content/photos.yml). */
export const photosSchema = v.strictObject({
  founder: photo(
    'Votre portrait',
    'Page d’accueil, «\u00a0Mon histoire\u00a0», et page Contact. Une vraie photo de vous, souriante et lumineuse, rassure les mamans\u00a0: elles savent à qui elles vont parler. Verticale de préférence.',
  ),
  guide: photo('Couverture du guide', 'Page d’accueil, le guide gratuit. Verticale de préférence.'),
  ...perService((name) =>
    photo(name, 'Page Services et sa carte sur la page d’accueil. Horizontale de préférence.'),
  ),
});
