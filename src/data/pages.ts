import { firstExchangeLine } from './firstExchange';
import { type InternalPath, paths } from './navigation';

/** A page's tab title: its own name, then the site's (« Contact | Accompagnement Césarienne »). */
export const pageTitle = (name: string) => `${name} | Accompagnement Césarienne`;

/** Tab title and description of every page (descriptions 50–160 characters, for search results). */
export const pageMeta = {
  [paths.home]: {
    title: 'Accompagnement Césarienne | Préparation et post-partum',
    description:
      'Se préparer sereinement à une césarienne et vivre un post-partum apaisé : séances, atelier de portage et rituel de bain à Biarritz, par téléphone ou en visio.',
  },
  [paths.services]: {
    title: pageTitle('Nos Services'),
    description:
      'Préparation à la césarienne, atelier de portage, rituel de bain enveloppé et boutique bien-être : tarifs, durées et réservation en ligne.',
  },
  [paths.articles]: {
    title: pageTitle('Articles'),
    description:
      'Des repères doux et concrets pour préparer sa césarienne, porter bébé et vivre les premières semaines\u00a0: les articles de votre accompagnante.',
  },
  [paths.contact]: {
    title: pageTitle('Contact'),
    description: `Écrivez-moi ou appelez-moi\u00a0: Biarritz, Pays basque ou en visio. ${firstExchangeLine}.`,
  },
  [paths.legalNotice]: {
    title: pageTitle('Mentions légales'),
    description:
      'Mentions légales du site : éditrice, directrice de la publication, hébergeur, médiation de la consommation et propriété intellectuelle.',
  },
  [paths.privacy]: {
    title: pageTitle('Politique de confidentialité'),
    description:
      'Quelles données le site recueille, pourquoi, combien de temps elles sont gardées, qui les reçoit et comment exercer vos droits (RGPD).',
  },
  [paths.terms]: {
    title: pageTitle('Conditions de vente'),
    description:
      'Réserver une séance, un atelier ou un rituel\u00a0: prix et paiement, déroulement, droit de rétractation de 14 jours, annulation, report et médiation.',
  },
  notFound: {
    title: pageTitle('Page introuvable'),
    description:
      'Cette page n’existe pas ou plus. Retrouvez l’accompagnement césarienne et post-partum depuis l’accueil.',
  },
} as const;

export type PageKey = keyof typeof pageMeta;

export type SitePage = {
  path: InternalPath;
  /** The file the prerender writes, under dist/client. */
  file: string;
  /** The words of every link to it. */
  linkLabel: string;
  /** Listed in the header's menu (and the footer's quick links), or in the footer's legal row. */
  inMenu: boolean;
  /** Its weight in the sitemap, from 0 to 1. */
  sitemapPriority: number;
};

/**
 * Every page of the site, once: the router has a route file for each (a test checks both lists
 * agree), and the menu, the prerender, the sitemap, the build checks, the benchmarks and the browser
 * tests all read this list. Adding a page is one route file, one entry here and its `pageMeta`.
 */
export const sitePages: readonly SitePage[] = [
  { path: paths.home, file: 'index.html', linkLabel: 'Accueil', inMenu: true, sitemapPriority: 1 },
  { path: paths.services, file: 'services.html', linkLabel: 'Services', inMenu: true, sitemapPriority: 0.9 },
  { path: paths.articles, file: 'articles.html', linkLabel: 'Articles', inMenu: true, sitemapPriority: 0.8 },
  { path: paths.contact, file: 'contact.html', linkLabel: 'Contact', inMenu: true, sitemapPriority: 0.8 },
  {
    path: paths.legalNotice,
    file: 'mentions-legales.html',
    linkLabel: 'Mentions légales',
    inMenu: false,
    sitemapPriority: 0.2,
  },
  {
    path: paths.privacy,
    file: 'confidentialite.html',
    linkLabel: 'Politique de confidentialité',
    inMenu: false,
    sitemapPriority: 0.2,
  },
  {
    path: paths.terms,
    file: 'conditions-de-vente.html',
    linkLabel: 'Conditions de vente',
    inMenu: false,
    sitemapPriority: 0.3,
  },
];

/** The not-found page: prerendered for hosts that serve it on unknown paths (status 404). */
export const notFoundPage = { path: '/404', file: '404.html', status: 404 } as const;

const linkTo = (page: SitePage) => ({ label: page.linkLabel, to: page.path });

/** The header's menu and the footer's quick links, in the order of the pages. */
export const mainNav = sitePages.filter((page) => page.inMenu).map(linkTo);

/** The footer's legal row. */
export const legalNav = sitePages.filter((page) => !page.inMenu).map(linkTo);

/** Social sharing picture, served by the site (1200 × 630). */
export const ogImage = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Césarienne Sereine, accompagnement césarienne et post-partum',
} as const;
