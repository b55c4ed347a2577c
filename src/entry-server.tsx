import type { Manifest } from '@tanstack/react-router';
import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { site } from './data/site';
import { createRouter } from './router';

// The server entry renders pages, and only that: what else the build reads of the site (the pages to
// prerender, the feed, the policy's origins, the launch report…) is src/server/siteFace.ts.

/**
 * Renders one page to a complete HTML document. Used by `pipeline/site/prerender.mjs` at build time
 * and by the dev server; `manifest` names the client entry, stylesheet and preloads.
 */
export async function render(path: string, manifest: Manifest): Promise<Response> {
  const request = new Request(new URL(path, site.url));
  const handler = createRequestHandler({ request, createRouter, getRouterManifest: async () => manifest });
  return handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
}
