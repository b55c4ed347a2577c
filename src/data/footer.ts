/** The footer's words, on every page (ui/SiteFooter); its links come from pages.ts and navigation.ts. */
export const footerCopy = {
  blurb:
    'J’accompagne les femmes avant et après une césarienne, pour qu’elles vivent cette naissance en confiance et retrouvent leur corps avec douceur.',
  socialLabel: 'Réseaux et e-mail',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  email: 'E-mail',
  quickLinks: 'Liens rapides',
  shop: 'Boutique',
  questionTitle: 'Une question\u202f?',
  questionText: 'Écrivez-\u2060moi, je vous réponds avec plaisir.',
  contactCta: 'Me contacter',
  /** After « © 2026 Césarienne Sereine. » */
  rights: 'Tous droits réservés.',
} as const;

export type FooterCopy = typeof footerCopy;

/** The page shown for an unknown address (docs/product.md D14), inside the site's header and footer. */
export const notFoundCopy = {
  code: '404',
  title: 'Page introuvable',
  text: 'Cette page n’existe pas, ou plus. Pas d’inquiétude\u00a0: tout le reste est là, à portée de clic.',
  homeCta: 'Revenir à l’accueil',
} as const;
