import type { ViteDevServer } from 'vite';
import { prerenderedSite } from './vitePrerenderedSite';

type Middleware = (req: object, res: object, next: (error?: unknown) => void) => Promise<void> | void;

/** The dev middleware, on a stand-in server whose renderer answers every page with its path. */
function devMiddleware() {
  let middleware: Middleware | undefined;
  const server = {
    middlewares: { use: (handler: Middleware) => (middleware = handler) },
    ssrLoadModule: async () => ({
      render: async (path: string) =>
        new Response(`<h1>${path}</h1>`, { status: path === '/nope' ? 404 : 200 }),
    }),
    transformIndexHtml: async (_url: string, html: string) => html,
    ssrFixStacktrace: () => {},
  } as unknown as ViteDevServer;
  const hook = prerenderedSite().configureServer as (server: ViteDevServer) => () => void;
  hook(server)();
  return async (method: string, url: string, accept = '*/*') => {
    const res = { statusCode: 0, body: '', setHeader: () => {}, end: (body: string) => (res.body = body) };
    let passedOn = false;
    await middleware!({ method, url, originalUrl: url, headers: { accept } }, res, () => {
      passedOn = true;
    });
    return passedOn ? 'next' : `${res.statusCode} ${res.body}`;
  };
}

describe('npm run dev', () => {
  it('renders a page for any GET or HEAD, whatever it accepts (curl sends */*)', async () => {
    const request = devMiddleware();
    expect(await request('GET', '/')).toBe('200 <h1>/</h1>');
    expect(await request('GET', '/services', 'text/html')).toBe('200 <h1>/services</h1>');
    expect(await request('HEAD', '/contact')).toBe('200 <h1>/contact</h1>');
    expect(await request('GET', '/nope')).toBe('404 <h1>/nope</h1>');
  });

  it('leaves files, other methods and malformed paths to Vite', async () => {
    const request = devMiddleware();
    expect(await request('GET', '/missing.png')).toBe('next');
    expect(await request('POST', '/contact')).toBe('next');
    expect(await request('GET', '/%')).toBe('next');
  });
});
