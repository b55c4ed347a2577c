import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyEventObject } from 'xstate';
import { describePath, type ModelStep, modelSteps, planPaths } from '../../scripts/machines/modelHarness';
import { paths } from '../data/navigation';
import { mobileMenuModel } from '../machines/models/mobileMenu.model';
import { renderRoute } from './-renderRoute';

/**
 * The mobile menu's model paths, replayed through the rendered shell: each event becomes what a
 * visitor does, each state what the visitor sees (STYLE.md: model-based tests, issue 8).
 */
const plan = await planPaths(mobileMenuModel);

const nav = () => screen.getByRole('navigation', { name: 'Navigation principale' });
const toggle = () => within(nav()).getByRole('button');

type Page = Awaited<ReturnType<typeof renderRoute>>;

/** What the visitor does for each event the machine receives. */
const visitorDoes: Record<string, (user: UserEvent, page: Page, event: AnyEventObject) => Promise<void>> = {
  'menu.toggle': (user) => user.click(toggle()),
  // A menu link to the page already shown: the menu closes, the route stays.
  'menu.close': (user) =>
    user.click(
      within(nav())
        .getAllByRole('link')
        .find((link) => link.getAttribute('aria-current') === 'page')!,
    ),
  // A navigation that does not come from the menu (a link in the page, the back button).
  'route.changed': async (_user, page) => {
    const to = page.router.state.location.pathname === paths.home ? paths.legalNotice : paths.home;
    await act(() => page.router.navigate({ to }));
  },
  'key.escape': (user) => user.keyboard('{Escape}'),
};

/** What the visitor sees in each state, and the focus each action moves. */
function expectMenu(step: ModelStep) {
  const open = step.snapshot.matches('open');
  expect(toggle()).toHaveAttribute('aria-expanded', String(open));
  expect(toggle()).toHaveAccessibleName(open ? 'Fermer' : 'Menu');
  expect(toggle()).toHaveAttribute('aria-controls', 'menu-principal');
  expect(nav().closest('header')).toHaveAttribute('data-menu-open', String(open));
  if (step.actions.includes('focusToggle')) expect(toggle()).toHaveFocus();
}

describe('mobile menu: model paths through the rendered shell', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn();
  });

  it.each(plan.paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup();
    const page = await renderRoute(paths.home);
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
