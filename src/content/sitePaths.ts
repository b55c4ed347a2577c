/** The site's pages by name: her legal texts may link to them, the site's navigation names them (src/data/navigation.ts). */
export const paths = {
  home: '/',
  services: '/services',
  articles: '/articles',
  contact: '/contact',
  legalNotice: '/mentions-legales',
  privacy: '/confidentialite',
  terms: '/conditions-de-vente',
} as const;

export type InternalPath = (typeof paths)[keyof typeof paths];
