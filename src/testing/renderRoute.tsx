import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { createRouter } from '../router';
import { deferredActorsStarted } from '../routes/-useDeferredActor';

/**
 * Test helper: renders the real route tree at `path` with memory history. The root route renders
 * the whole document (`<html>`), so React takes over `document` itself, as it does in the browser.
 * It resolves once the page's machines run, as they do shortly after hydration in the browser;
 * `beforeMachines` acts on the page before they start (a visitor faster than the scripts).
 */
export async function renderRoute(path: string, beforeMachines?: () => void) {
  const router = createRouter();
  router.update({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const result = withoutScriptTagWarning(() =>
    render(<RouterProvider router={router} />, { container: document as unknown as HTMLElement }),
  );
  beforeMachines?.();
  await act(deferredActorsStarted);
  return { ...result, router };
}

/**
 * React warns when a client render creates a `<script>` (it will not run). Here the root's inline
 * script (src/routes/-beforeHydration.ts) is created by the test's client render; browsers hydrate the
 * prerendered one instead, and React says nothing there. Only that warning is left out.
 */
function withoutScriptTagWarning<T>(run: () => T): T {
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('Encountered a script tag')) error(...args);
  };
  try {
    return run();
  } finally {
    console.error = error;
  }
}
