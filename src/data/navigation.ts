/**
 * Internal paths of the site and the labels of the links that lead to them; then the names that two
 * parts of the page must agree on (ids and attributes one part sets and another reads, often across
 * rooms: ui draws them, a machine's actor or the page's inline script looks for them).
 */
export { type InternalPath, paths } from '../content/sitePaths.ts';

/**
 * The two calls every screen offers, in the header, the mobile menu and the footer. The free first
 * exchange has its own wording everywhere ("premier échange gratuit"); a paid session is booked with
 * "Réserver ma séance" on the services page. Both open a third-party page in a new tab.
 */
export const shellCalls = {
  firstExchange: {
    /** On screens narrower than a desktop the bar shows the first word; the rest is read, not shown. */
    label: 'Réserver mon premier échange gratuit',
  },
  guide: {
    label: 'Le guide gratuit',
    /** Says where the link leads before the visitor follows it. */
    note: 'Inscription par e-\u2060mail, dans un nouvel onglet.',
    /** The same, where there is room for a few words only (footer). */
    shortNote: '(inscription, nouvel onglet)',
  },
} as const;

/** The articles' Atom feed (written by pipeline/site/prerender.mjs), named in the list's head. */
export const articlesFeed = {
  path: '/articles/feed.xml',
  title: 'Les articles de Césarienne Sereine',
} as const;

/** Anchor of her story on the home page: each article's byline links to it. */
export const STORY_ANCHOR = 'mon-histoire';

/** Anchor of the shop on the services page (docs/product.md D3). */
export const SHOP_ANCHOR = 'boutique';

/** The layout's own ids (the menu panel, `<main>`), which her headings may not take: written in src/content. */
export { LAYOUT_IDS, MAIN_ID, MENU_PANEL_ID } from '../content/siteLayout.ts';

// DOM contracts. The inline script before hydration (routes/-beforeHydration.ts) is serialized into
// the page and cannot import them: it writes them out, and its test checks it against these. Kept
// in this module rather than one of their own, which would be one more script for every page to
// preload. The contact form's own are in formContracts.ts.

/**
 * Marks a block that the URL's hash highlights (a service block): the shell's hash scroll leaves it
 * to its page, which centres it.
 */
export const HASH_HIGHLIGHT_ATTRIBUTE = 'data-hash-highlight';

/**
 * Set on `<html>` while the services page's hash-highlight machine listens to hash changes: until
 * then, the page's early script centres a block whose link is tapped (its machine loads after
 * hydration, and takes the highlight over as it stands).
 */
export const HASH_WATCHED_ATTRIBUTE = 'data-hash-watched';

/**
 * Names a service's detail dialog (`<dialog data-service-dialog="atelier-portage">`): the services
 * page's dialog machine follows the dialogs that carry it.
 */
export const SERVICE_DIALOG_ATTRIBUTE = 'data-service-dialog';

/**
 * Marks the feed's "Afficher le fil Instagram" button: tapped before the scripts run, the page's early
 * script sets its `aria-expanded`, and the feed's machine, once it runs, loads the feed she asked for.
 */
export const FEED_CONSENT_ATTRIBUTE = 'data-feed-consent';

/**
 * Set on `<html>` once React has hydrated the whole page, its content included
 * (routes/-usePageHydrated.ts): the inline script stands down, CSS animates.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Set, while a scroll the machines make is under way, on the blocks laid out only near the screen that
 * lie just above its target (src/machines/browser/landingBlocks.ts): they are laid out at once.
 */
export const SCROLL_LANDING_ATTRIBUTE = 'data-scroll-landing';

/**
 * Set, one block a frame while the page is idle, on the blocks laid out only near the screen that the
 * visitor has not come near (src/machines/browser/idleLayout.ts): laid out for good, so a jump lands still.
 */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';
