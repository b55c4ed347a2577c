/** Every timing and threshold of the product (docs/product.md §9). Machines and views read them from here only. */

import { MOBILE_BREAKPOINT_PX } from '../content/siteLayout.ts';

// The breakpoint and the articles a service lists are the build's facts too: written in src/content.
export { ARTICLES_PER_SERVICE, MOBILE_BREAKPOINT_PX } from '../content/siteLayout.ts';

/** Scroll position (px) past which the header turns compact. */
export const HEADER_COMPACT_THRESHOLD_PX = 20;

/** The small-screen layout, below the breakpoint. */
export const SMALL_SCREEN_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Delay (ms) before scrolling to a URL hash once the route has rendered. */
export const HASH_SCROLL_DELAY_MS = 100;
/** How long (ms) a service block stays highlighted after arriving by its hash. */
export const HASH_HIGHLIGHT_DURATION_MS = 3000;

/** Share of a section that must be visible before it fades in. */
export const REVEAL_THRESHOLD = 0.1;

/** Social feed widget (docs/product.md D10). */
export const FEED_LOAD_DELAY_SMALL_MS = 1000;
export const FEED_LOAD_DELAY_LARGE_MS = 100;
export const FEED_INIT_DELAY_MS = 500;
export const FEED_HEIGHT_SMALL_PX = 500;
export const FEED_HEIGHT_LARGE_PX = 600;

/** Contact form send timeout (ms), docs/product.md D6. */
export const CONTACT_SEND_TIMEOUT_MS = 15_000;

/** Rating shown for testimonials and products. */
export const RATING_MAX = 5;
