/** Internal paths of the site, and the labels of the links that lead to them. */
export const paths = {
  home: '/',
  services: '/services',
  contact: '/contact',
  legalNotice: '/mentions-legales',
  privacy: '/confidentialite',
} as const;

export type InternalPath = (typeof paths)[keyof typeof paths];

export const mainNav: ReadonlyArray<{ label: string; to: InternalPath }> = [
  { label: 'Accueil', to: paths.home },
  { label: 'Services', to: paths.services },
  { label: 'Contact', to: paths.contact },
];

/** Anchor of the shop on the services page (DECISIONS.md 3). */
export const SHOP_ANCHOR = 'boutique';

/** Id of the small-screen menu panel (a popover that its button opens without any script). */
export const MENU_PANEL_ID = 'menu-principal';

/**
 * Names a service's detail dialog (`<dialog data-service-dialog="atelier-portage">`): the services
 * page's dialog machine follows the dialogs that carry it.
 */
export const SERVICE_DIALOG_ATTRIBUTE = 'data-service-dialog';
