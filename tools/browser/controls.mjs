// Every link and button of a page, and what a tap on each one does: shared by the first-tap browser
// test (e2e/first-tap.spec.ts, scripts held back) and the readiness bench (tools/bench/ready.mjs, a slow
// phone). Plain JavaScript so that the bench, run by Node, imports it as it is.

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Locator} Locator */

/** What a tap on a control should do. @typedef {'button' | 'link' | 'new-tab' | 'mailto-tel' | 'no-href'} ControlKind */

/**
 * A link or button of the page.
 * @typedef {object} Control
 * @property {number} index its rank in `a, button`
 * @property {string} tag
 * @property {ControlKind} kind
 * @property {string} name its accessible name
 * @property {string | null} href
 * @property {number | null} opener Index of the button that shows it (its popover's or dialog's), when it sits in a closed one.
 */

/**
 * What answered a tap: an effect's description and time (`at`, the page's clock; null when not
 * measured) and, for an in-page link, whether the element its hash names exists.
 * @typedef {{ what: string, at: number | null, targetExists?: boolean }} Answer
 */

/** What a tap gave. @typedef {{ hidden: boolean, answer: Answer | null, untappable?: boolean }} Tap */

/** An effect recorded in the page. @typedef {{ what: string, at: number }} Effect */

/**
 * The page's window as recordEffects leaves it (and the Navigation API, which TypeScript's DOM types lack).
 * @typedef {Window & typeof globalThis & {
 *   __effects: { effects: Effect[], opens: number },
 *   navigation?: { addEventListener(type: 'navigate', listener: (event: { destination: { url: string } }) => void): void },
 * }} RecordingWindow
 */

/**
 * Installed before any page script (`page.addInitScript`): records, with their time, the effects a
 * tap can have. A link: the document navigates (the Navigation API's `navigate` event, which also
 * sees a hash change and a client-side route change). A button: a popover or dialog toggles,
 * `aria-expanded` or a dialog's `open` changes, a form asks to be submitted (`submit`, or the
 * browser's own `invalid` check). A new tab is seen from outside the page (`context.on('page')`).
 */
export function recordEffects() {
  /** @type {RecordingWindow['__effects']} */
  const record = { effects: [], opens: 0 };
  /** @type {RecordingWindow} */ (window).__effects = record;
  /** @param {string} what */
  const add = (what) => record.effects.push({ what, at: performance.now() });
  /** @type {RecordingWindow} */ (window).navigation?.addEventListener('navigate', (event) =>
    add(`navigate ${event.destination.url}`),
  );
  window.addEventListener('hashchange', () => add(`hash ${location.hash}`));
  for (const type of ['submit', 'invalid']) document.addEventListener(type, () => add(type), true);
  document.addEventListener(
    'toggle',
    (event) => {
      add(`toggle ${/** @type {Element} */ (event.target).id} ${event.newState}`);
      if (event.newState === 'open') record.opens += 1;
    },
    true,
  );
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      add(`${mutation.attributeName} ${/** @type {Element} */ (mutation.target).id}`);
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-expanded', 'open'] });
}

/**
 * Lists the page's links and buttons in document order (`index` is their rank in `a, button`), each
 * with its accessible name (as screen readers compute it, closely enough to report it), what a tap
 * should do (`kind`) and, for one in a closed popover or dialog, the control that shows it (`opener`).
 * @param {Page} page
 * @returns {Promise<Control[]>}
 */
export function listControls(page) {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll('a, button')];
    /** @param {Element} element */
    const textOf = (element) => {
      const copy = /** @type {Element} */ (element.cloneNode(true));
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"], script, style')) hidden.remove();
      return copy.textContent ?? '';
    };
    /** @param {Element} element */
    const nameOf = (element) => {
      const labelledBy = element.getAttribute('aria-labelledby');
      const name = labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => textOf(document.getElementById(id) ?? document.createElement('span')))
            .join(' ')
        : (element.getAttribute('aria-label') ?? textOf(element));
      return name.replace(/\s+/g, ' ').trim();
    };
    /**
     * @param {Element} element
     * @returns {ControlKind}
     */
    const kindOf = (element) => {
      if (element.localName === 'button') return 'button';
      const href = element.getAttribute('href');
      if (href === null) return 'no-href';
      if (/^(mailto|tel):/i.test(href)) return 'mailto-tel';
      if (/** @type {HTMLAnchorElement} */ (element).target === '_blank') return 'new-tab';
      return 'link';
    };
    /** @param {Element} element */
    const openerOf = (element) => {
      const closed = element.closest('[popover]:not(:popover-open), dialog:not([open])');
      if (!closed?.id) return null;
      const selector =
        closed.localName === 'dialog'
          ? `button[commandfor="${closed.id}"][command="show-modal"]`
          : `button[popovertarget="${closed.id}"]`;
      const opener = document.querySelector(selector);
      return opener ? all.indexOf(opener) : null;
    };
    return all.map((element, index) => ({
      index,
      tag: element.localName,
      kind: kindOf(element),
      name: nameOf(element),
      href: element.getAttribute('href'),
      opener: openerOf(element),
    }));
  });
}

/**
 * The control in the page.
 * @param {Page} page
 * @param {Control} control
 * @returns {Locator}
 */
export const controlLocator = (page, control) => page.locator('a, button').nth(control.index);

/**
 * Clears what was recorded, once the transitions of whatever came before (a dialog that fades out) have
 * ended. The caller has waited for the events it caused (a box's `toggle`): a frame lets the transitions
 * they start begin, so that they are seen here.
 * @param {Page} page
 * @returns {Promise<void>}
 */
export async function clearEffects(page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    // A transition in a block the browser skips (content-visibility: auto, scrolled out of sight) only
    // runs once that block is shown again: not waited for.
    const transitions = document
      .getAnimations()
      .filter(
        (animation) =>
          animation instanceof CSSTransition &&
          animation.effect instanceof KeyframeEffect &&
          animation.effect.target?.checkVisibility({ contentVisibilityAuto: true }) !== false,
      );
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => {})));
    const record = /** @type {RecordingWindow} */ (window).__effects;
    record.effects = [];
    record.opens = 0;
  });
}

/**
 * Taps the control (a click without a touch screen) as a visitor would reach it: focused first (a
 * skip link only shows then), after opening the popover or dialog it sits in. Resolves with what
 * answered: the change a visitor would see for its kind (a link's navigation, its new tab, a button's
 * box, state or form), its description and time (`at`, the page's clock), or `null`.
 * A control the visitor cannot see at this size (a desktop-only link on a phone) is `hidden`.
 * `timeout` is the caller's: a browser test passes its bound on a hang (e2e/bounds.ts `WAIT_MS`), so
 * that only a control that does nothing waits it out and a busy machine never makes one look dead; the
 * readiness bench (tools/bench/ready) passes the time after which it counts a tap as lost, its figure.
 * @param {Page} page
 * @param {Control[]} controls every control of the page (to find the one that opens this one's box)
 * @param {Control} control
 * @param {{ touch: boolean, timeout: number }} options
 * @returns {Promise<Tap>}
 */
export async function tapControl(page, controls, control, { touch, timeout }) {
  // Handed to the phone's mail or phone app: accepted as working, not followed.
  if (control.kind === 'mailto-tel')
    return { hidden: false, answer: { what: 'mail or phone app', at: null } };
  if (control.kind === 'no-href') return { hidden: false, answer: null };
  const locator = controlLocator(page, control);
  /** @param {Locator} target */
  const act = (target) => (touch ? target.tap({ timeout }) : target.click({ timeout }));
  // In a closed popover or dialog (the menu on a desktop is a popover shown as a bar: visible).
  const inClosedBox = await locator.evaluate(
    (element) => element.closest('[popover]:not(:popover-open), dialog:not([open])') !== null,
  );
  if (inClosedBox && control.opener !== null && !(await locator.isVisible())) {
    const opener = controlLocator(page, /** @type {Control} */ (controls[control.opener]));
    if (!(await opener.isVisible())) return { hidden: true, answer: null };
    const box = await locator.evaluate(
      (element) => element.closest('[popover]:not(:popover-open), dialog:not([open])')?.id ?? '',
    );
    await act(opener);
    // Its box shown, as the visitor sees it: not any effect, so that none of the opening's is left over.
    await page.waitForFunction(
      (id) =>
        /** @type {RecordingWindow} */ (window).__effects.effects.some(
          (effect) => effect.what === `toggle ${id} open`,
        ),
      box,
      { timeout },
    );
    await clearEffects(page);
  }
  await locator.focus().catch(() => {});
  if (!(await locator.isVisible())) return { hidden: true, answer: null };
  // A new tab is seen from outside the page; waited for only for a link that opens one, so that no
  // other control's wait catches it.
  const newTab = () =>
    page
      .context()
      .waitForEvent('page', { timeout })
      .then(async (tab) => {
        const at = await page.evaluate(() => performance.now()).catch(() => null);
        await tab.close();
        return { what: `new tab ${tab.url()}`, at };
      })
      .catch(() => null);
  // A link answers by navigating; a button by any effect.
  const inPage = () =>
    page
      .waitForFunction(
        /**
         * @param {boolean} link
         * @returns {Answer | null}
         */
        (link) =>
          /** @type {RecordingWindow} */ (window).__effects.effects.find(
            (effect) => !link || effect.what.startsWith('navigate'),
          ) ?? null,
        control.kind === 'link',
        { timeout, polling: 'raf' },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => null);
  const answered = control.kind === 'new-tab' ? newTab() : inPage();
  const tapped = await act(locator).then(
    () => true,
    () => false,
  );
  if (!tapped) return { hidden: false, answer: null, untappable: true };
  /** @type {Answer | null} */
  const answer = await answered;
  if (answer?.what.startsWith('navigate ')) {
    // An in-page link must lead somewhere: the element its hash names.
    answer.targetExists = await page.evaluate(
      /** @param {string} to */ (to) => {
        const url = new URL(to);
        if (url.pathname !== location.pathname || !url.hash) return true;
        return document.getElementById(decodeURIComponent(url.hash.slice(1))) !== null;
      },
      answer.what.slice('navigate '.length),
    );
  }
  return { hidden: false, answer };
}

/**
 * From now on a navigation the page starts is seen by it (its `navigate` event), then answered "no
 * content": the page stays as it is, for the next control (e2e/first-tap.spec.ts) or for the bench to
 * read what happened (tools/bench/ready).
 * @param {Page} page
 */
export const holdNavigations = (page) =>
  page.route('**/*', (route) =>
    route.request().isNavigationRequest() && route.request().frame() === page.mainFrame()
      ? route.fulfill({ status: 204 })
      : route.fallback(),
  );

/**
 * Why the control did not do what it promises; `null` when it did.
 * @param {Control} control
 * @param {Tap} tap
 * @returns {string | null}
 */
export function faultOf(control, tap) {
  if (control.kind === 'no-href') return 'a link without href';
  if (tap.untappable) return 'could not be tapped';
  if (!tap.answer) return 'nothing happened';
  if (tap.answer.targetExists === false) return `leads nowhere (${tap.answer.what})`;
  return null;
}
