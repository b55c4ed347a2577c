import type { SitePicture } from './content/photo';
import photosFile from './content/photos.yml';
import type { Sheet } from './content/schema';

/**
 * Her photo once she adds one (src/data/content/photos.yml, from /admin); this illustration until then.
 * A module of its own, so that a page showing only her portrait (the articles' list) takes only it, not
 * the home page's copy.
 */
export const founderPortrait: SitePicture = (photosFile as Sheet<'photos'>).founder ?? {
  src: '/images/home/portrait.svg',
  width: 420,
  height: 520,
  // The caption below the portrait gives her name (src/data/site.ts).
  alt: 'Portrait illustré de l’accompagnante, souriante, un bouquet de feuillage à la main.',
};
