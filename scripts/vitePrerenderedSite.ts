import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';

/**
 * Serves the site the way it is deployed: every page is rendered by the server entry.
 * - `vite dev`: every GET or HEAD of a page (a path without a file extension) that Vite itself does not
 *   serve is rendered on the fly by `src/entry-server.tsx`, whatever its `Accept` header (curl too).
 * - `vite preview`: `/services` answers `dist/client/services.html`, unknown paths `404.html`,
 *   as a typical static host does.
 */
/** The request's decoded path; null when its escapes are malformed (`/%`), which no page has. */
function pathOf(url: string | undefined): string | null {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return null;
  }
}

export function prerenderedSite(): Plugin {
  return {
    name: 'prerendered-site',
    configureServer(server) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (req.method !== 'GET' && req.method !== 'HEAD') return next();
          if (pathOf(req.url)?.includes('.') ?? true) return next();
          try {
            const { render } = await server.ssrLoadModule('/src/entry-server.tsx');
            const response: Response = await render(req.originalUrl ?? '/', {
              routes: { __root__: { scripts: [{ attrs: { type: 'module', src: '/src/main.tsx' } }] } },
            });
            const html = await server.transformIndexHtml(req.originalUrl ?? '/', await response.text());
            res.statusCode = response.status;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(html);
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        });
      };
    },
    configurePreviewServer(server) {
      const root = server.config.build.outDir;
      const staticPages: Connect.NextHandleFunction = (req, res, next) => {
        const pathname = pathOf(req.url);
        if (pathname === null || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        const page = pathname === '/' ? '/index.html' : `${pathname.replace(/\/$/, '')}.html`;
        if (existsSync(join(root, page))) {
          req.url = page;
          return next();
        }
        if (pathname.includes('.')) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(readFileSync(join(root, '404.html')));
      };
      server.middlewares.use(staticPages);
      return () => {
        server.middlewares.use((req, res, next) => {
          if (req.method !== 'GET') return next();
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(readFileSync(join(root, '404.html')));
        });
      };
    },
  };
}
