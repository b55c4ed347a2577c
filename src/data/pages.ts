import { paths } from './navigation';

/** Tab title and description of every page (descriptions 50–160 characters, for search results). */
export const pageMeta = {
  [paths.home]: {
    title: 'Accompagnement Césarienne | Préparation et post-partum',
    description:
      'Se préparer sereinement à une césarienne et vivre un post-partum apaisé : séances, atelier de portage et rituel de bain à Biarritz ou en visio.',
  },
  [paths.services]: {
    title: 'Nos Services | Accompagnement Césarienne',
    description:
      'Préparation à la césarienne, atelier de portage, rituel de bain enveloppé et boutique bien-être : tarifs, durées et réservation en ligne.',
  },
  [paths.contact]: {
    title: 'Contact | Accompagnement Césarienne',
    description:
      'Une question, un projet de séance ? Écrivez-moi ou appelez-moi : Biarritz, Pays basque ou en visio. Premier échange gratuit et sans engagement.',
  },
  [paths.legalNotice]: {
    title: 'Mentions légales | Accompagnement Césarienne',
    description:
      'Mentions légales du site : éditrice, directrice de la publication, hébergeur, médiation de la consommation et propriété intellectuelle.',
  },
  [paths.privacy]: {
    title: 'Politique de confidentialité | Accompagnement Césarienne',
    description:
      'Quelles données le site recueille, pourquoi, combien de temps elles sont gardées, qui les reçoit et comment exercer vos droits (RGPD).',
  },
  notFound: {
    title: 'Page introuvable | Accompagnement Césarienne',
    description:
      'Cette page n’existe pas ou plus. Retrouvez l’accompagnement césarienne et post-partum depuis l’accueil.',
  },
} as const;

export type PageKey = keyof typeof pageMeta;

/** Social sharing picture, served by the site (1200 × 630). */
export const ogImage = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Césarienne Sereine, accompagnement césarienne et post-partum',
} as const;
