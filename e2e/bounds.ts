// How long a browser test waits before it calls something hung. Every test waits for what the person
// sees (a role, a text, the commit a stand-in received), never for a time: these numbers only bound a
// hang. They are generous and the same everywhere, so a slow machine makes a test slower, never wrong.
// src/browserTestWaits.test.ts refuses a number given as a timeout anywhere else in e2e/.

/** One wait for what the page shows or a stand-in receives: playwright.config.ts's expect, toPass and action timeouts. */
export const WAIT_MS = 60_000;

/** A whole test, and a hook: playwright.config.ts's `timeout`. */
export const TEST_MS = 180_000;

/** A server to answer, or her own project (`npm run admin`, which builds her editor) to start. */
export const START_MS = 180_000;

/** A test that works in her own project's editor, or builds the site, from start to end. */
export const HER_PROJECT_TEST_MS = 600_000;

/**
 * A step she takes again when nothing happened, as a person does (a key Sveltia ignored a moment, a
 * button still behind a sheet): how long she looks before trying again. The step is retried within
 * `WAIT_MS`, so this paces a retry and decides no outcome.
 */
export const TRY_AGAIN_MS = 2_000;
