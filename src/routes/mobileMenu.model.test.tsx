import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyEventObject } from 'xstate';
import { SMALL_SCREEN_QUERY } from '../data/constants';
import { MENU_PANEL_ID, paths } from '../data/navigation';
import { mobileMenuModel } from '../machines/mobileMenuMachine.model.test';
import { describePath, type ModelStep, modelSteps, planPaths } from '../testing/modelHarness';
import { renderRoute } from '../testing/renderRoute';

/**
 * The mobile menu's model paths, replayed through the rendered shell: each event becomes what a
 * visitor does, each state what the visitor sees (docs/headless.md, "Model-based tests").
 */
const plan = planPaths(mobileMenuModel);

const nav = () => screen.getByRole('navigation', { name: 'Navigation principale' });
const toggle = () => within(nav()).getByRole('button');

type Page = Awaited<ReturnType<typeof renderRoute>>;

/** The screen's width as the page asks it (`matchMedia`): small until the visitor widens the window. */
const screenWidth = {
  small: true,
  listeners: new Set<() => void>(),
  media: {
    get matches() {
      return screenWidth.small;
    },
    addEventListener: (_type: string, listener: () => void) => screenWidth.listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => screenWidth.listeners.delete(listener),
  },
};

/** What the visitor does for each event the machine receives. */
const visitorDoes: Record<string, (user: UserEvent, page: Page, event: AnyEventObject) => Promise<void>> = {
  // The popover's own behaviour: its button opens it, Escape closes it.
  'panel.opened': (user) => user.click(toggle()),
  'panel.closed': (user) => user.keyboard('{Escape}'),
  // A menu link to the page already shown: the menu closes, the route stays. (jsdom's own
  // stylesheet always hides a popover, open or not: `hidden: true` finds its links anyway.)
  'menu.close': (user) =>
    user.click(
      within(nav())
        .getAllByRole('link', { hidden: true })
        .find((link) => link.getAttribute('aria-current') === 'page')!,
    ),
  // A navigation that does not come from the menu (a link in the page, the back button).
  'route.changed': async (_user, page) => {
    const to = page.router.state.location.pathname === paths.home ? paths.legalNotice : paths.home;
    await act(() => page.router.navigate({ to }));
  },
  // The window widened past the breakpoint (or a tablet turned): the links are in the bar now.
  'screen.wide': async () => {
    screenWidth.small = false;
    await act(() => {
      for (const listener of screenWidth.listeners) listener();
    });
  },
};

/** What the visitor sees in each state, and the focus each action moves. */
function expectMenu(step: ModelStep) {
  const open = step.snapshot.matches('open');
  expect(toggle()).toHaveAttribute('aria-expanded', String(open));
  expect(toggle()).toHaveAttribute('popovertarget', MENU_PANEL_ID);
  expect(toggle()).toHaveAttribute('aria-controls', MENU_PANEL_ID);
  expect(document.getElementById(MENU_PANEL_ID)!.matches(':popover-open')).toBe(open);
}

describe('mobile menu: model paths through the rendered shell', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn();
    screenWidth.small = true;
    screenWidth.listeners.clear();
    // Any other query (reduced motion…) matches nothing, as when jsdom has no matchMedia.
    const none = { matches: false, addEventListener: () => {}, removeEventListener: () => {} };
    vi.stubGlobal('matchMedia', (query: string) => (query === SMALL_SCREEN_QUERY ? screenWidth.media : none));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(plan.paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup();
    // The menu the visitor opened before the scripts arrived.
    const openedEarly = () => document.getElementById(MENU_PANEL_ID)!.showPopover();
    const page = await renderRoute(paths.home, path.variant.input?.open ? openedEarly : undefined);
    for (const step of modelSteps(mobileMenuModel, path)) {
      if (step.index > 0) await visitorDoes[step.event.type]!(user, page, step.event);
      await waitFor(() => expectMenu(step));
    }
  });

  it('replays every path the model generates', () => {
    expect(plan.paths.length).toBeGreaterThan(0);
    const events = new Set(plan.paths.flatMap((path) => path.events.map((event) => event.type)));
    expect([...events].sort()).toEqual(Object.keys(visitorDoes).sort());
  });
});
