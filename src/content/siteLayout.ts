// What the site's layout fixes that the build must obey too, written once: the build reads it here
// (pipeline/: the stylesheets' breakpoint, the ids her headings may not take, the articles a service
// lists), the site's copy re-exports it (src/data/constants.ts, src/data/navigation.ts).

/** Below this viewport width (px) the site uses its small-screen layout. */
export const MOBILE_BREAKPOINT_PX = 768;

/** The services page names, under each service, its newest articles, at most this many. */
export const ARTICLES_PER_SERVICE = 3;

/** Id of the small-screen menu panel (a popover that its button opens without any script). */
export const MENU_PANEL_ID = 'menu-principal';

/** Id of every page's `<main>`, where the skip link leads. */
export const MAIN_ID = 'contenu';

/** The ids every page's layout gives: an article's headings take others (pipeline/articles/markdownToHtml.ts). */
export const LAYOUT_IDS = [MAIN_ID, MENU_PANEL_ID] as const;
