/**
 * jsdom knows neither popovers, modal dialogs nor invoker commands. The pages lean on them before
 * any script runs (docs/first-tap.md), so route tests get the smallest stand-in that behaves like
 * Chromium for what the pages use: `popovertarget` and `commandfor`/`command` buttons, `showModal()`,
 * `close()`, `showPopover()`, `hidePopover()`, Escape, `:popover-open`, and the `toggle`, `cancel`
 * and `close` events. Real behaviour is checked in Chromium by the browser tests.
 */
const openPopovers = new WeakSet<Element>();

function toggleEvent(target: Element, newState: 'open' | 'closed') {
  const oldState = newState === 'open' ? 'closed' : 'open';
  target.dispatchEvent(Object.assign(new Event('toggle'), { newState, oldState }));
}

function setPopover(element: HTMLElement, open: boolean) {
  if (openPopovers.has(element) === open) return;
  if (open) openPopovers.add(element);
  else openPopovers.delete(element);
  toggleEvent(element, open ? 'open' : 'closed');
}

function setDialog(dialog: HTMLDialogElement, open: boolean) {
  if (dialog.open === open) return;
  dialog.toggleAttribute('open', open);
  toggleEvent(dialog, open ? 'open' : 'closed');
  if (!open) dialog.dispatchEvent(new Event('close'));
}

export function installPlatform() {
  // The route tests that render on the server run in Node, without a DOM.
  if (typeof Element === 'undefined') return;
  const matches = Element.prototype.matches;
  Element.prototype.matches = function matchesWithPopovers(this: Element, selectors: string) {
    if (selectors === ':popover-open') return openPopovers.has(this);
    return matches.call(this, selectors);
  };
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      setPopover(this, true);
    },
    hidePopover(this: HTMLElement) {
      setPopover(this, false);
    },
    togglePopover(this: HTMLElement) {
      setPopover(this, !openPopovers.has(this));
    },
  });
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      setDialog(this, true);
    },
    close(this: HTMLDialogElement) {
      setDialog(this, false);
    },
  });

  // jsdom's own stylesheet hides every popover, since it never matches `:popover-open`. The menu's
  // links are in the bar on a desktop, so tests see popovers displayed (browser tests check phones).
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudo?: string | null) => {
    const style = computedStyle(element, pseudo);
    if (!element.hasAttribute('popover') || style.display !== 'none') return style;
    return new Proxy(style, {
      get: (target, key) => {
        if (key === 'display') return 'block';
        if (key === 'getPropertyValue')
          return (name: string) => (name === 'display' ? 'block' : target.getPropertyValue(name));
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };

  // What a button with `popovertarget` or `commandfor` does when it is activated.
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || event.defaultPrevented) return;
    const popover = button.getAttribute('popovertarget');
    if (popover) document.getElementById(popover)?.togglePopover();
    const commanded = document.getElementById(button.getAttribute('commandfor') ?? '');
    if (commanded instanceof HTMLDialogElement) {
      const command = button.getAttribute('command');
      if (command === 'show-modal') commanded.showModal();
      if (command === 'close') commanded.close();
    }
  });
  // Escape: the open modal dialog is cancelled, else the open popovers are hidden.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
    if (dialog) {
      if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
      return;
    }
    for (const element of document.querySelectorAll<HTMLElement>('[popover]')) element.hidePopover();
  });
}
