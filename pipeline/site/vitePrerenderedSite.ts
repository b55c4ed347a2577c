import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { headersFileHost } from './hostHeaders.ts';
import { TEXT_CONTENT_TYPES } from './precompress.mjs';

/**
 * Serves the site the way it is deployed: every page is rendered by the server entry.
 * - `vite dev`: every GET or HEAD of a page (a path without a file extension) that Vite itself does not
 *   serve is rendered on the fly by `src/entry-server.tsx`, whatever its `Accept` header (curl too).
 * - `vite preview`: `/services` answers `dist/client/services.html`, unknown paths `404.html`,
 *   as a typical static host does, with the headers the build wrote for the hosts (`_headers`: the policy,
 *   frame-ancestors, COOP, caching…), and each file goes out as the brotli or gzip copy the build wrote
 *   beside it (pipeline/site/precompress.mjs), as nginx sends them: the bench measures what a visitor gets.
 */
/** The request's decoded path; null when its escapes are malformed (`/%`), which no page has. */
function pathOf(url: string | undefined): string | null {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return null;
  }
}

/**
 * Whether a request's path is no address of the site, as the nginx block says (pipeline/site/security.mjs):
 * an escaped slash, backslash or dot, a double slash or a dot segment (`/%2Fservices` would answer a page at an address the
 * router does not know, and hydrate into « Page introuvable »), or a file for servers only (the host
 * files, the precompressed copies, the 404 page by its name).
 */
export function isOtherAddress(url: string | undefined): boolean {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return (
    /%2[fe]|%5c|\/\/|\/\.\.?(\/|$)/i.test(path) ||
    /^\/_(headers|redirects)$|\.(br|gz)$|^\/404\.html$/.test(path)
  );
}

/** Sends `root + path`'s `.br` (or `.gz`) copy when the browser accepts it and the build wrote one. */
const precompressedFiles =
  (root: string): Connect.NextHandleFunction =>
  (req, res, next) => {
    const path = pathOf(req.url);
    const type = TEXT_CONTENT_TYPES[path?.split('.').pop() ?? ''];
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const copy = [
      { suffix: '.br', encoding: 'br', accept: /\bbr\b/ },
      { suffix: '.gz', encoding: 'gzip', accept: /\bgzip\b/ },
    ].find(({ suffix, accept }) => accept.test(accepted) && existsSync(join(root, `${path}${suffix}`)));
    if (!path || !type || !copy || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const body = readFileSync(join(root, `${path}${copy.suffix}`));
    // The host's own type wins (the feed is Atom: `_headers`, as nginx says it).
    res.setHeader('Content-Type', res.getHeader('Content-Type') ?? type);
    res.setHeader('Content-Encoding', copy.encoding);
    res.setHeader('Content-Length', body.length);
    res.setHeader('Vary', 'Accept-Encoding');
    res.end(req.method === 'HEAD' ? undefined : body);
  };

export function prerenderedSite(): Plugin {
  return {
    name: 'prerendered-site',
    configureServer(server) {
      /** The page the server entry renders at `url`, as the dev server sends it. */
      const send = async (url: string, res: ServerResponse, head: boolean) => {
        const { render } = await server.ssrLoadModule('/src/entry-server.tsx');
        const response: Response = await render(url, {
          routes: { __root__: { scripts: [{ attrs: { type: 'module', src: '/src/main.tsx' } }] } },
        });
        const html = await server.transformIndexHtml(url, await response.text());
        res.statusCode = response.status;
        // A redirect (the router's, from /services/ to /services) says where to.
        const location = response.headers.get('Location');
        if (location) res.setHeader('Location', location);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(head ? undefined : html);
      };
      const orError =
        (answer: Connect.NextHandleFunction): Connect.NextHandleFunction =>
        async (req, res, next) => {
          try {
            await answer(req, res, next);
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        };
      return () => {
        server.middlewares.use(
          orError(async (req, res, next) => {
            if (req.method !== 'GET' && req.method !== 'HEAD') return next();
            if (pathOf(req.url)?.includes('.') ?? true) return next();
            await send(req.originalUrl ?? '/', res, false);
          }),
        );
        // What nothing above answered (`//` or `/%`, which no router reads; a missing file; a POST): the
        // site's « Page introuvable », as a host answers it, never connect's English « Cannot GET // ».
        server.middlewares.use(
          orError(async (req, res, next) => {
            const { pagesToPrerender } = await server.ssrLoadModule('/src/server/siteFace.ts');
            const notFound = (pagesToPrerender as { path: string; status?: number }[]).find(
              (page) => page.status === 404,
            );
            if (!notFound) return next();
            await send(notFound.path, res, req.method === 'HEAD');
          }),
        );
      };
    },
    configurePreviewServer(server) {
      const root = server.config.build.outDir;
      // Each path's headers as Netlify and Cloudflare Pages send them from the build's `_headers`: without
      // them another local page could frame /admin, and a policy fault would show only once online.
      const readHost = (file: string) =>
        existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '';
      const hostAnswer = headersFileHost(readHost('_headers'), readHost('_redirects'));
      const hostHeaders: Connect.NextHandleFunction = (req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        for (const [name, value] of Object.entries(hostAnswer(path).headers)) res.setHeader(name, value);
        next();
      };
      const notFound = (res: ServerResponse) => {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(readFileSync(join(root, '404.html')));
      };
      const staticPages: Connect.NextHandleFunction = (req, res, next) => {
        if (isOtherAddress(req.url)) return notFound(res);
        const pathname = pathOf(req.url);
        if (pathname === null || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        const page = pathname === '/' ? '/index.html' : `${pathname.replace(/\/$/, '')}.html`;
        if (existsSync(join(root, page))) {
          req.url = page;
          return next();
        }
        if (pathname.includes('.')) return next();
        notFound(res);
      };
      server.middlewares.use(hostHeaders);
      server.middlewares.use(staticPages);
      server.middlewares.use(precompressedFiles(root));
      return () => {
        server.middlewares.use((req, res, next) => {
          if (req.method !== 'GET') return next();
          notFound(res);
        });
      };
    },
  };
}
