import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/** One factory for the browser, the prerenderer and the tests. */
export function createRouter() {
  return createTanStackRouter({
    routeTree,
    // The routeScroll machine (src/machines) owns scrolling after navigation: smooth, 100 ms hash delay.
    scrollRestoration: () => false,
    defaultPreload: 'intent',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}
