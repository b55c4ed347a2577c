/**
 * One picture per service, the same on its home card and on the services page: her photo once she adds
 * one (src/data/content/photos.yml, from /admin), its illustration until then
 * (public/images/services/<id>.svg, all three drawn in one 4 : 3 frame).
 */

import type { SitePicture } from './content/photo';
import photosFile from './content/photos.yml';
import type { Sheet } from './content/schema';
import type { ServiceId } from './serviceOffers';

const illustration = (id: ServiceId, alt: string): SitePicture => ({
  src: `/images/services/${id}.svg`,
  width: 400,
  height: 300,
  alt,
});

const illustrations: Record<ServiceId, SitePicture> = {
  'cesarienne-confiance': illustration(
    'cesarienne-confiance',
    'Illustration\u00a0: un cœur posé dans deux mains ouvertes.',
  ),
  'atelier-portage': illustration(
    'atelier-portage',
    'Illustration\u00a0: un bébé blotti dans une écharpe de portage, contre sa mère.',
  ),
  'bain-enveloppe': illustration(
    'bain-enveloppe',
    'Illustration\u00a0: un bébé enveloppé dans un lange flotte dans une bassine d’eau tiède, parmi des pétales.',
  ),
};

/** The picture of a service, wherever it is shown. */
export const serviceImage = (id: ServiceId): SitePicture =>
  (photosFile as Sheet<'photos'>)[id] ?? illustrations[id];
