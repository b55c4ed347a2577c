/**
 * One picture per service, the same on its home card and on the services page: her photo once she adds
 * one (src/content/photos.yml, from /admin), its illustration until then
 * (public/images/services/<id>.svg, all three drawn in one 4 : 3 frame).
 */

import type { SitePicture } from '../content/photo';
import photosFile from '../content/photos.yml';
import type { Sheet } from '../content/schema';
import { type ServiceId, serviceKeys } from '../content/serviceKeys';

/** Its illustration (public/images/services/<id>.svg, all drawn in one 4 : 3 frame). */
const illustration = (id: ServiceId): SitePicture => ({
  src: `/images/services/${id}.svg`,
  width: 400,
  height: 300,
  alt: serviceKeys[id].illustrationAlt,
});

/** The picture of a service, wherever it is shown. */
export const serviceImage = (id: ServiceId): SitePicture =>
  (photosFile as Sheet<'photos'>)[id] ?? illustration(id);
