import { createActor, fromCallback } from 'xstate';
import { MENU_PANEL_ID } from '../data/navigation';
import { mobileMenuMachine } from './mobileMenuMachine';

/** The machine with a stand-in panel: `panel.open()` / `panel.close()` play the popover's toggle events. */
function startMenu(open = false) {
  const hidePanel = vi.fn();
  const panel = { open: () => {}, close: () => {}, widen: () => {} };
  const actor = createActor(
    mobileMenuMachine.provide({
      actions: { hidePanel },
      actors: {
        menuPanelListener: fromCallback(({ sendBack }) => {
          panel.open = () => sendBack({ type: 'panel.opened' });
          panel.close = () => sendBack({ type: 'panel.closed' });
        }),
        wideScreenListener: fromCallback(({ sendBack }) => {
          panel.widen = () => sendBack({ type: 'screen.wide' });
        }),
      },
    }),
    { input: { open } },
  ).start();
  return { actor, hidePanel, panel };
}

/** The machine with a stand-in panel's events but the real focus hold (the page behind made inert). */
function startMenuWithFocusHold() {
  const panel = { open: () => {}, close: () => {}, widen: () => {} };
  const actor = createActor(
    mobileMenuMachine.provide({
      actions: { hidePanel: () => {} },
      actors: {
        menuPanelListener: fromCallback(({ sendBack }) => {
          panel.open = () => sendBack({ type: 'panel.opened' });
          panel.close = () => sendBack({ type: 'panel.closed' });
        }),
        wideScreenListener: fromCallback(({ sendBack }) => {
          panel.widen = () => sendBack({ type: 'screen.wide' });
        }),
      },
    }),
    { input: { open: false } },
  ).start();
  return { actor, panel };
}

describe('mobileMenuMachine', () => {
  it('starts closed when the panel is closed, and ignores closing events then', () => {
    const { actor, hidePanel } = startMenu();
    expect(actor.getSnapshot().value).toBe('closed');
    for (const type of ['panel.closed', 'menu.close', 'route.changed', 'screen.wide'] as const) {
      actor.send({ type });
      expect(actor.getSnapshot().value).toBe('closed');
    }
    expect(hidePanel).not.toHaveBeenCalled();
  });

  it('starts open when the visitor opened the panel before the scripts arrived', () => {
    const { actor } = startMenu(true);
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('follows the panel as the platform opens and closes it (toggle, Escape, a tap outside)', () => {
    const { actor, hidePanel, panel } = startMenu();
    panel.open();
    expect(actor.getSnapshot().value).toBe('open');
    panel.open();
    expect(actor.getSnapshot().value).toBe('open');
    panel.close();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(hidePanel).not.toHaveBeenCalled();
  });

  it.each(['menu.close', 'route.changed', 'screen.wide'] as const)('hides the panel on %s', (type) => {
    const { actor, hidePanel } = startMenu(true);
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(hidePanel).toHaveBeenCalledOnce();
  });

  it('while open, the page behind the menu is inert (what it was before is kept), and reachable again once closed', () => {
    document.body.innerHTML = `<a href="#contenu">Aller au contenu</a><header><a href="/">Accueil</a>
      <nav><button>Menu</button><ul id="${MENU_PANEL_ID}"><li><a href="/services">Services</a></li></ul></nav></header>
      <main></main><footer inert></footer>`;
    const behind = () => [...document.querySelectorAll('body > a, header > a, main')];
    const { actor, panel } = startMenuWithFocusHold();
    panel.open();
    expect(behind().map((element) => element.hasAttribute('inert'))).toEqual([true, true, true]);
    expect(document.querySelector('nav')!.hasAttribute('inert')).toBe(false);
    expect(document.querySelector('header')!.hasAttribute('inert')).toBe(false);
    panel.close();
    expect(behind().map((element) => element.hasAttribute('inert'))).toEqual([false, false, false]);
    // Inert before the menu opened: left as it was.
    expect(document.querySelector('footer')!.hasAttribute('inert')).toBe(true);
    actor.stop();
    document.body.innerHTML = '';
  });

  it('a screen grown as wide as the desktop layout closes the menu: nothing of the page is left inert', () => {
    document.body.innerHTML = `<a href="#contenu">Aller au contenu</a><header><a href="/">Accueil</a>
      <nav><button>Menu</button><ul id="${MENU_PANEL_ID}"><li><a href="/services">Services</a></li></ul></nav></header>
      <main><a href="/contact">Contact</a></main><footer></footer>`;
    const { actor, panel } = startMenuWithFocusHold();
    panel.open();
    expect(document.querySelectorAll('[inert]')).not.toHaveLength(0);
    panel.widen();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    actor.stop();
    document.body.innerHTML = '';
  });

  it('the default screen listener closes a menu open on a wide screen, at once or when the screen widens', () => {
    const listeners = new Set<() => void>();
    const screen = { matches: false };
    const media = {
      get matches() {
        return screen.matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
    vi.stubGlobal('matchMedia', () => media);
    const start = () =>
      createActor(mobileMenuMachine.provide({ actions: { hidePanel: () => {} } }), {
        input: { open: true },
      }).start();
    // Opened before the scripts, on a screen widened since: closed as soon as the machine runs.
    const widened = start();
    expect(widened.getSnapshot().value).toBe('closed');
    expect(listeners.size).toBe(0);
    widened.stop();
    // Opened on a small screen, then the screen widens.
    screen.matches = true;
    const actor = start();
    expect(actor.getSnapshot().value).toBe('open');
    expect(listeners.size).toBe(1);
    screen.matches = false;
    for (const listener of listeners) listener();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(listeners.size).toBe(0);
    actor.stop();
    vi.unstubAllGlobals();
  });

  it('the default listener hears the panel’s toggle events, and the default action hides it', () => {
    const panel = document.createElement('ul');
    panel.id = MENU_PANEL_ID;
    document.body.append(panel);
    const toggle = (newState: string) =>
      panel.dispatchEvent(Object.assign(new Event('toggle'), { newState, oldState: '' }));
    const actor = createActor(mobileMenuMachine, { input: { open: false } }).start();
    toggle('open');
    expect(actor.getSnapshot().value).toBe('open');
    toggle('closed');
    expect(actor.getSnapshot().value).toBe('closed');
    // Another element's toggle (a <details>) is not the menu's.
    const details = document.createElement('details');
    document.body.append(details);
    details.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }));
    expect(actor.getSnapshot().value).toBe('closed');
    actor.stop();
    panel.remove();
    details.remove();
  });
});
