import { EARLY_ERROR_ATTRIBUTE, EARLY_ERROR_ID_MARK, EARLY_SUBMIT_ATTRIBUTE } from '../data/formContracts';
import { INVISIBLE_CHARACTERS, UNCLEAN_TEXT } from '../data/text';

/**
 * The page before its scripts arrive (docs/first-tap.md). The platform answers most taps by
 * itself: the menu is a popover, the service dialogs open from their buttons, `:target` highlights a
 * service block. This inline script, in every page's head and hashed in the CSP, covers the rest
 * until React has hydrated the page, and hands over to the machines:
 *
 * - the contact form: a submit is checked with the spec's French messages under the fields (the
 *   browser's own bubbles would speak the browser's language); a valid one is kept, with "Envoi en
 *   cours..." on the button at once, and the form's machine sends it once it runs;
 * - `aria-expanded` of a popover's button follows the popover (always: see there);
 * - a block the URL's hash highlights is centred as soon as it is laid out, and when a link names it;
 * - a link tapped before the whole page is React's is left to the browser, never to the router;
 * - the feed's "Afficher le fil Instagram", tapped, is kept for the feed's machine;
 * - invoker commands and the dialogs' light dismiss, in browsers that lack them.
 *
 * It runs as the page is parsed, so it only listens (on `window`, which sees every event last, after
 * React's handlers on the document: an event React handled is default-prevented and left alone).
 * It is `toString()`ed into the page: self-contained, no imports, no closure over module values;
 * what it shares with the form's schema comes in as arguments. The attribute names it shares with
 * the page are written out rather than passed in, which keeps every page's head short; its test
 * checks them against data/navigation.ts and data/formContracts.ts.
 */
function beforeHydration(invisible: RegExp, unclean: RegExp) {
  const root = document.documentElement;
  const hydrated = () => 'hydrated' in root.dataset;

  // The contact form (`data-checked-early`): a submit button clicked turns the browser's own checks
  // off, so the submit event always comes, and the fields are checked here, trimmed, as the machine
  // will check them.
  window.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button[type="submit"]');
      const form = (button as HTMLButtonElement | null)?.form;
      if (form?.hasAttribute('data-checked-early')) form.noValidate = true;
    },
    true,
  );

  // A link tapped while React hydrates the page is the browser's to follow, as before the scripts
  // (every page is prerendered). Handed to the router then, its navigation changed the routes under
  // a page React had not finished taking over: TanStack Router rendered the page it left with no
  // route to match, and React rendered the whole page again, with errors. React listens on the
  // document: stopped here, on the way down from `window`, the tap never reaches it.
  window.addEventListener(
    'click',
    (event) => {
      if (!hydrated() && (event.target as Element | null)?.closest?.('a[href]')) event.stopPropagation();
    },
    true,
  );

  /**
   * Shows the early message of the rule each field breaks; returns the first invalid field. A
   * one-line field breaks its `pattern` (which refuses bidi and control characters too); a message,
   * which cannot have one, breaks it by holding them (`unclean`), so the plain post never carries them.
   */
  const check = (form: HTMLFormElement, only?: Element) => {
    let firstInvalid: HTMLInputElement | HTMLTextAreaElement | null = null;
    const controls = form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[name]:not([type="hidden"]):not([type="checkbox"]), textarea[name]',
    );
    for (const control of controls) {
      if (only && control !== only) continue;
      const value = control.value.replace(invisible, '').trim();
      const pattern = control.getAttribute('pattern');
      const rule = !value
        ? control.required
          ? 'valueMissing'
          : ''
        : pattern
          ? new RegExp(`^(?:${pattern})$`, 'u').test(value)
            ? ''
            : 'patternMismatch'
          : control.tagName === 'TEXTAREA' && unclean.test(control.value)
            ? 'patternMismatch'
            : '';
      let shown = '';
      for (const message of control.parentElement?.querySelectorAll<HTMLElement>('[data-early-error]') ??
        []) {
        message.hidden = message.dataset.earlyError !== rule;
        if (!message.hidden) shown = message.id;
      }
      if (shown) {
        control.setAttribute('aria-invalid', 'true');
        control.setAttribute('aria-describedby', shown);
        firstInvalid ??= control;
      } else if (control.getAttribute('aria-describedby')?.includes('-erreur-')) {
        control.removeAttribute('aria-invalid');
        control.removeAttribute('aria-describedby');
      }
    }
    return firstInvalid;
  };

  // The page's scripts could not load (connection lost): no machine will send a held message, so
  // the browser posts it, and the form service brings the visitor back to the confirmation.
  let scriptsFailed = false;
  document.addEventListener('scripts:failed', () => {
    scriptsFailed = true;
    for (const form of document.querySelectorAll<HTMLFormElement>('form[data-early-submit="pending"]')) {
      form.submit();
    }
  });

  window.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (event.defaultPrevented || !form.hasAttribute('data-checked-early')) return;
    // Never posted off the site while a script can run: kept here, sent by the machine.
    event.preventDefault();
    if (form.dataset.earlySubmit === 'pending') return;
    const firstInvalid = check(form);
    form.dataset.earlySubmit = firstInvalid ? 'invalid' : 'pending';
    firstInvalid?.focus();
    if (!firstInvalid && scriptsFailed) form.submit();
  });

  // After a first submit the fields are checked again as the visitor types (as the machine does).
  window.addEventListener(
    'input',
    (event) => {
      const form = (event.target as HTMLInputElement).form;
      if (!hydrated() && form?.dataset.earlySubmit === 'invalid') check(form, event.target as Element);
    },
    true,
  );

  // A popover's button tells assistive technologies whether it is open, on every toggle, for the
  // page's whole life. Stopping at hydration left a gap: the menu's machine starts later, and an
  // Escape in between changed no state React knew of, so the attribute this script had set to
  // "true" stayed. The machine's rendering writes the same value, from the same events.
  document.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target as HTMLElement;
      if (!popover.id || !popover.hasAttribute('popover')) return;
      const open = String((event as ToggleEvent).newState === 'open');
      for (const button of document.querySelectorAll(`[popovertarget="${popover.id}"]`)) {
        button.setAttribute('aria-expanded', open);
      }
    },
    true,
  );

  // The element an address's hash names is brought into view once laid out, and again as images
  // settle, until the visitor moves the page herself. The browser's own scroll to it does not
  // hold on a long page: with the sections above laid out only near the screen (`laid-out-when-near`,
  // `content-visibility: auto`), Chromium left /services#boutique at the top in most loads on a
  // phone. A block the hash highlights is centred, not pinned under the header.
  let moved = false;
  for (const type of ['pointerdown', 'wheel', 'touchstart', 'keydown']) {
    window.addEventListener(type, () => (moved = true), { passive: true, capture: true });
  }
  // As machines/browser/centreScroll.ts: a block taller than the view keeps its top in sight.
  const bring = (target: Element) => {
    const padding = Number.parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
    const tall = target.getBoundingClientRect().height > innerHeight - padding;
    const centred = target.hasAttribute('data-hash-highlight') && !tall;
    target.scrollIntoView({ block: centred ? 'center' : 'start' });
  };
  const land = () => {
    const target = document.querySelector(':target');
    if (target && !moved) bring(target);
  };
  if (location.hash) {
    document.addEventListener('DOMContentLoaded', land, { once: true });
    window.addEventListener('load', land, { once: true });
  }
  // A highlighted block she asks for later (an offer link tapped before the highlight's machine
  // listens: it loads after hydration) is centred too, over the browser's own jump to it; the
  // machine, once it runs, takes the highlight over as it stands and answers hash changes itself.
  // Other hashes are the shell's (its routeScroll machine).
  window.addEventListener('hashchange', () => {
    const named = document.querySelector('[data-hash-highlight]:target');
    if (named && !root.hasAttribute('data-hash-watched')) bring(named);
  });

  // The feed's "Afficher le fil Instagram" (`data-feed-consent`): a tap before the scripts is kept as
  // the button's `aria-expanded`, which the feed's machine reads once it runs (routes/-SocialFeed.tsx).
  window.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button[data-feed-consent]');
    if (button && !hydrated() && !event.defaultPrevented) button.setAttribute('aria-expanded', 'true');
  });

  // Invoker commands (`commandfor`/`command`) where the browser does not know them.
  if (!('command' in HTMLButtonElement.prototype)) {
    document.addEventListener('click', (event) => {
      const button = (event.target as Element | null)?.closest?.('button[commandfor]');
      if (!button) return;
      const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
      if (!(dialog instanceof HTMLDialogElement)) return;
      const command = button.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      if (command === 'close') dialog.close();
    });
  }
  // A dialog's light dismiss (`closedby="any"`) where the browser does not know it.
  if (!('closedBy' in HTMLDialogElement.prototype)) {
    document.addEventListener('click', (event) => {
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || dialog.getAttribute('closedby') !== 'any') return;
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) dialog.close();
    });
  }
}

/**
 * The inline script itself, rendered by the server only: the browser runs the prerendered copy,
 * and React leaves a script's text alone when it hydrates (the client bundle does not carry it).
 */
export const beforeHydrationScript = () =>
  `(${beforeHydration.toString()})(${INVISIBLE_CHARACTERS},${UNCLEAN_TEXT});`;

/**
 * Takes over what the visitor did to the contact form before the page hydrated: clears the early
 * messages and marks (the machine shows its own from now on) and tells whether a submit was asked
 * for, which the machine must then replay, once.
 */
export function takeEarlySubmit(form: HTMLFormElement): boolean {
  const asked = form.hasAttribute(EARLY_SUBMIT_ATTRIBUTE);
  form.removeAttribute(EARLY_SUBMIT_ATTRIBUTE);
  for (const message of form.querySelectorAll<HTMLElement>(`[${EARLY_ERROR_ATTRIBUTE}]`))
    message.hidden = true;
  for (const control of form.querySelectorAll(`[aria-describedby*="${EARLY_ERROR_ID_MARK}"]`)) {
    control.removeAttribute('aria-invalid');
    control.removeAttribute('aria-describedby');
  }
  return asked;
}
