import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { HASH_HIGHLIGHT_DURATION_MS } from '../src/data/constants';
import { feedWidget } from '../src/data/feed';
import { HASH_WATCHED_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '../src/data/navigation';

/**
 * Every browser test fails on a console error or an uncaught exception (hydration mismatches
 * included). A test that expects one (a blocked script, say) lists it in `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    const report = (entry: string) => {
      if (!allowConsoleErrors.some((pattern) => pattern.test(entry))) errors.push(entry);
    };
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const text = message.text();
      if (message.type() === 'warning' && !/hydrat|did not match|React/i.test(text)) return;
      if (text.startsWith('Failed to load resource')) return; // reported with its URL below
      report(`${message.type()}: ${text}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) report(`http ${response.status()}: ${response.url()}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    // Tests never reach the feed provider (src/data/feed.ts): its script is answered empty.
    // A spec about the feed registers its own route, which takes precedence.
    await page.route(feedWidget.scriptUrl, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

/**
 * Axe on the current page: no serious or critical violation (`when` names the moment in the report).
 * With WCAG 2.5.3 (label in name), which axe still files as experimental and leaves out by default:
 * a control whose name does not start with the words it shows fails speech users.
 */
export async function expectAccessible(page: Page, when = '') {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `serious or critical axe violations${when && ` ${when}`}`,
  ).toEqual([]);
}

/**
 * A gate a stand-in waits at until the test opens it: a route handler awaits `passed` (a script, an answer
 * held back as a slow connection would hold it), the test calls `open()` once it has seen what comes
 * meanwhile. Never a sleep: the test, not the machine's speed, says when.
 */
export function gate() {
  let open = () => {};
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}

/**
 * A visitor faster than the scripts (docs/first-tap.md): the page's scripts are held back until
 * `release()`, so every interaction below happens in the gap between the first paint and
 * hydration, deterministically; then the scripts arrive and the machines take over.
 */
export async function holdScripts(page: Page) {
  const scripts = gate();
  let fail = false;
  const held: string[] = [];
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    held.push(route.request().url());
    await scripts.passed;
    await (fail ? route.abort() : route.continue());
  });
  return {
    release: scripts.open,
    /** The scripts never arrive: every held request fails (the connection dropped). */
    fail: () => {
      fail = true;
      scripts.open();
    },
    /** Scripts asked for so far (the page asks once it has painted). */
    held: () => held.length,
  };
}

/** Opens `path` with the scripts held, once the page has painted and asked for its scripts. */
export async function openHeld(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(scripts.held).toBeGreaterThan(0);
  return scripts;
}

/**
 * The hash highlight's two clocks, in the test's hands: the page's timers (Playwright's clock,
 * installed paused: nothing the page schedules runs until `advanceUntil` or `page.clock.runFor`), and
 * the arrival's CSS animation on the `:target` block, held at `shownForMs` as soon as it starts, as
 * if the page had shown it that long when the scripts come. The machine reads that time
 * (`arrivalShownFor`) and keeps the highlight for what is left, on the paused clock: how long it
 * lasts is then counted, never raced.
 */
export async function holdHighlightClocks(page: Page, shownForMs: number) {
  // Today's date, as the page rendered it (a year, an article's date): only time's flow is held.
  const today = Date.now();
  await page.clock.install({ time: today });
  await page.clock.pauseAt(today + 1000);
  await page.addInitScript((heldAt) => {
    document.addEventListener(
      'animationstart',
      (event) => {
        const element = event.target as Element;
        if (!element.closest(':target')) return;
        for (const animation of element.getAnimations()) {
          animation.pause();
          animation.currentTime = heldAt;
        }
      },
      true,
    );
  }, shownForMs);
}

/**
 * Moves the paused clock on, a frame at a time, until `done` holds: the page's own steps that wait on
 * a frame or a timer (its scripts load after the first paint) run as they would, in order.
 */
export async function advanceUntil(page: Page, done: () => Promise<boolean> | boolean) {
  await expect
    .poll(async () => {
      if (await done()) return true;
      await page.clock.runFor(16);
      return done();
    })
    .toBe(true);
}

/**
 * Resolves once the page has drawn `frames` more frames and run the task after them: whatever an input it
 * has just had set going (a scroll, a redraw, a dialog shown again) has begun by then. Counted in the
 * page's frames, never in time; on a page whose clock the test holds, run the clock instead.
 */
export const afterFrames = (page: Page, frames = 3) =>
  page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const next = (left: number) =>
          left === 0 ? setTimeout(resolve) : requestAnimationFrame(() => next(left - 1));
        next(count);
      }),
    frames,
  );

/**
 * A jump to `control` (as the End key, a dragged scrollbar, or Playwright before a click makes), then its
 * place on screen for ten frames: ten equal numbers when the page holds still. Counted in frames, not time.
 */
export const topsAfterJump = (control: Locator) =>
  control.evaluate(async (element) => {
    element.scrollIntoView({ block: 'center' });
    const tops: number[] = [];
    for (let frame = 0; frame < 10; frame += 1) {
      await new Promise(requestAnimationFrame);
      tops.push(Math.round(element.getBoundingClientRect().top));
    }
    return tops;
  });

/**
 * Brings `target` on screen as a jump does, then waits until it has held still for five frames: she taps
 * what she sees at rest. (On a touch screen blocks near it may still take their real height after a jump,
 * src/machines/browser/idleLayout.ts; a finger's scroll would have laid them out on the way.)
 */
export const scrolledToRest = (target: Locator) =>
  target.evaluate(async (element) => {
    element.scrollIntoView({ block: 'center' });
    let top = Number.NaN;
    for (let still = 0; still < 5; ) {
      await new Promise(requestAnimationFrame);
      const now = Math.round(element.getBoundingClientRect().top);
      still = now === top ? still + 1 : 0;
      top = now;
    }
  });

/** Runs in the page: whether the client has hydrated it (`name`: the attribute src/routes/-useShellMachines.ts sets). */
const hydrated = (name: string) => document.documentElement.getAttribute(name) === 'true';

/** Whether the client has hydrated the prerendered page (links live; machines start right after). */
export const isHydrated = (page: Page) => page.evaluate(hydrated, HYDRATED_ATTRIBUTE);

/** Whether the hash highlight's machine listens to hash changes (it loads after hydration). */
export const highlightListens = (page: Page) =>
  page.evaluate((name) => document.documentElement.hasAttribute(name), HASH_WATCHED_ATTRIBUTE);

/** Waits until the client has hydrated the prerendered page. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(hydrated, HYDRATED_ATTRIBUTE);
}

/**
 * Records every Content-Security-Policy violation the page reports, across navigations; the array
 * it returns fills as they come (expect it empty at the end).
 */
export async function recordPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (entry: string) => violations.push(entry));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportPolicyViolation: (entry: string) => void }).reportPolicyViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

/** A stand-in for the feed provider's script: it fills the widget with one picture, the way a real one would. */
export const feedPictureScript = `
  window.ExampleFeed = { init(container) {
    const img = document.createElement('img');
    img.alt = 'Publication Instagram';
    img.width = 300; img.height = 300;
    img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    container.appendChild(img);
  } };`;

/**
 * The highlight of `block`, begun as `holdHighlightClocks(page, shownForMs)` set it, ends when its 3 s
 * do: still on 100 ms before, off 100 ms after, on the page's clock. Its CSS arrival (held with the
 * clocks) then runs to its end, and the block reads as before: no outline, no « Votre sélection ».
 */
export async function highlightEnds(page: Page, block: Locator, shownForMs: number) {
  await page.clock.runFor(HASH_HIGHLIGHT_DURATION_MS - shownForMs - 100);
  await expect(block).toHaveAttribute('data-highlighted', 'true');
  await page.clock.runFor(200);
  await expect(block).not.toHaveAttribute('data-highlighted');
  await block.evaluate((el) => {
    for (const animation of el.getAnimations({ subtree: true })) animation.finish();
  });
  await expect.poll(() => block.evaluate((el) => getComputedStyle(el).outlineWidth)).toBe('0px');
  await expect(block.getByText('Votre sélection')).toBeHidden();
}
