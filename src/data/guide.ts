/**
 * The free guide as every page offers it (the band before the footer, the home's section): its title,
 * its cover and how to get it. Apart from the home's copy, so that every page's first script carries
 * these few lines, not the home page's.
 */

import photosFile from '../content/photos.yml';
import type { Sheet } from '../content/schema';

/** The free-guide section's anchor: the scroll buttons and any `/#guide-gratuit` link land there. */
export const GUIDE_ANCHOR = 'guide-gratuit';

export const guideOffer = {
  id: GUIDE_ANCHOR,
  eyebrow: 'Guide gratuit',
  title: 'Les 5 clés pour une césarienne sereine',
  cta: 'Recevoir le guide gratuit',
  note: 'Une courte inscription par e-\u2060mail, dans un nouvel onglet\u00a0: le guide arrive aussitôt dans votre boîte. Désinscription possible à tout moment.',
  cover: (photosFile as Sheet<'photos'>).guide ?? {
    src: '/images/home/guide.svg',
    width: 360,
    height: 440,
    alt: 'Couverture du guide «\u00a0Les 5 clés pour une césarienne sereine\u00a0», ornée d’une feuille.',
  },
} as const;
