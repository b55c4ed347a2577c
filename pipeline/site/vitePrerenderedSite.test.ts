import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PreviewServer, ViteDevServer } from 'vite';
import { prerenderedSite } from './vitePrerenderedSite';

type Middleware = (req: object, res: object, next: (error?: unknown) => void) => Promise<void> | void;

/** The dev middleware, on a stand-in server whose renderer answers every page with its path. */
function devMiddleware() {
  const middlewares: Middleware[] = [];
  const server = {
    middlewares: { use: (handler: Middleware) => middlewares.push(handler) },
    // The server entry renders; the site's face lists the pages (src/server/siteFace.ts).
    ssrLoadModule: async (id: string) =>
      id === '/src/server/siteFace.ts'
        ? { pagesToPrerender: [{ path: '/' }, { path: '/404', status: 404 }] }
        : {
            render: async (path: string) =>
              new Response(`<h1>${path}</h1>`, { status: ['/nope', '/404'].includes(path) ? 404 : 200 }),
          },
    transformIndexHtml: async (_url: string, html: string) => html,
    ssrFixStacktrace: () => {},
  } as unknown as ViteDevServer;
  const hook = prerenderedSite().configureServer as (server: ViteDevServer) => () => void;
  hook(server)();
  /** The page renderer's answer, or 'next' when it leaves the request to Vite; `last`: nothing else answered. */
  return async (method: string, url: string, { accept = '*/*', last = false } = {}) => {
    const res = { statusCode: 0, body: '', setHeader: () => {}, end: (body: string) => (res.body = body) };
    let passedOn = false;
    await middlewares[last ? 1 : 0]!({ method, url, originalUrl: url, headers: { accept } }, res, () => {
      passedOn = true;
    });
    return passedOn ? 'next' : `${res.statusCode} ${res.body}`;
  };
}

describe('npm run dev', () => {
  it('renders a page for any GET or HEAD, whatever it accepts (curl sends */*)', async () => {
    const request = devMiddleware();
    expect(await request('GET', '/')).toBe('200 <h1>/</h1>');
    expect(await request('GET', '/services', { accept: 'text/html' })).toBe('200 <h1>/services</h1>');
    expect(await request('HEAD', '/contact')).toBe('200 <h1>/contact</h1>');
    expect(await request('GET', '/nope')).toBe('404 <h1>/nope</h1>');
  });

  it('leaves files, other methods and malformed paths to Vite', async () => {
    const request = devMiddleware();
    expect(await request('GET', '/missing.png')).toBe('next');
    expect(await request('POST', '/contact')).toBe('next');
    expect(await request('GET', '/%')).toBe('next');
  });

  it('answers what nothing else answered with the site’s not-found page, status 404', async () => {
    const request = devMiddleware();
    for (const [method, url] of [
      ['GET', '//'],
      ['GET', '/%'],
      ['GET', '/missing.png'],
      ['POST', '/contact'],
    ])
      expect(await request(method!, url!, { last: true }), `${method} ${url}`).toBe('404 <h1>/404</h1>');
  });
});

/** The preview middlewares, in order, on a stand-in server serving `root`. */
function previewRequests(root: string) {
  const middlewares: Middleware[] = [];
  const server = {
    config: { build: { outDir: root } },
    middlewares: { use: (handler: Middleware) => middlewares.push(handler) },
  } as unknown as PreviewServer;
  (prerenderedSite().configurePreviewServer as (server: PreviewServer) => unknown)(server);
  return async (method: string, url: string, acceptEncoding: string) => {
    const headers: Record<string, unknown> = {};
    let body: Buffer | undefined;
    const req = { method, url, headers: { 'accept-encoding': acceptEncoding } };
    const res = {
      statusCode: 200,
      setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = value),
      getHeader: (name: string) => headers[name.toLowerCase()],
      end: (sent?: Buffer) => (body = sent),
    };
    for (const middleware of middlewares) {
      let passedOn = false;
      await middleware(req, res, () => (passedOn = true));
      if (!passedOn) return { headers, body: body?.toString() };
    }
    return `next ${req.url}`;
  };
}

describe('npm run preview', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'preview-'));
    mkdirSync(join(root, 'assets'));
    for (const [file, text] of Object.entries({
      'index.html': 'home',
      'index.html.br': 'home, brotli',
      'index.html.gz': 'home, gzip',
      'services.html': 'services',
      'services.html.gz': 'services, gzip',
      '404.html': 'not found',
      'assets/tiny.js': 'tiny',
      // As the build writes it (pipeline/site/security.mjs `headersFile`), cut short.
      _headers: [
        '/*',
        '  X-Frame-Options: DENY',
        '',
        '/',
        "  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'",
        '  Cache-Control: no-cache',
        '',
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '',
        '/articles/feed.xml',
        '  Cache-Control: no-cache',
        '  Content-Type: application/atom+xml',
      ].join('\n'),
    }))
      writeFileSync(join(root, file), text);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('sends the brotli copy the build wrote when the browser takes brotli, else the gzip one', async () => {
    const request = previewRequests(root);
    expect(await request('GET', '/', 'gzip, deflate, br')).toEqual({
      headers: {
        'x-frame-options': 'DENY',
        'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
        'cache-control': 'no-cache',
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'br',
        'content-length': 12,
        vary: 'Accept-Encoding',
      },
      body: 'home, brotli',
    });
    expect(await request('GET', '/', 'gzip')).toMatchObject({
      headers: { 'content-encoding': 'gzip' },
      body: 'home, gzip',
    });
    // No brotli copy of this page: the gzip one.
    expect(await request('GET', '/services', 'br, gzip')).toMatchObject({ body: 'services, gzip' });
    expect(await request('HEAD', '/', 'br')).toMatchObject({
      headers: { 'content-length': 12 },
      body: undefined,
    });
  });

  it('sends each path the headers the build wrote for the hosts (_headers), as Netlify and Cloudflare Pages do', async () => {
    mkdirSync(join(root, 'articles'));
    writeFileSync(join(root, 'articles', 'feed.xml.br'), 'feed, brotli');
    const request = previewRequests(root);
    const headersOf = async (path: string, encoding = 'identity') => {
      const answer = await request('GET', path, encoding);
      return typeof answer === 'string' ? answer : answer.headers;
    };
    expect(await headersOf('/', 'br')).toMatchObject({
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
    });
    expect(await headersOf('/nope')).toEqual({
      'x-frame-options': 'DENY',
      'cache-control': 'public, max-age=0, must-revalidate',
      'content-type': 'text/html; charset=utf-8',
    });
    // The feed's type is the host's (Atom), in its brotli copy too.
    expect(await headersOf('/articles/feed.xml', 'br')).toMatchObject({
      'content-type': 'application/atom+xml',
      'content-encoding': 'br',
    });
  });

  it('leaves the file as it is to Vite when the browser takes neither or the build wrote no copy', async () => {
    const request = previewRequests(root);
    expect(await request('GET', '/', 'identity')).toBe('next /index.html');
    expect(await request('GET', '/assets/tiny.js', 'br, gzip')).toBe('next /assets/tiny.js');
    expect(await request('GET', '/nope', 'br')).toEqual({ headers: expect.anything(), body: 'not found' });
  });

  it.each([
    '/%2F',
    '/%2Fservices',
    '/services%2F..%2Fcontact',
    '/%2e%2e/services',
    '/services%5Ccontact',
    '//services',
    '/services/../contact',
    '/./services',
    '/_headers',
    '/_redirects',
    '/index.html.br',
    '/services.html.gz',
    '/404.html',
  ])('%s: the 404 page, with status 404 (one address per page; no file for servers)', async (path) => {
    writeFileSync(join(root, '_headers'), 'rules');
    const request = previewRequests(root);
    const answer = await request('GET', path, 'br, gzip');
    expect(answer).toEqual({ headers: expect.anything(), body: 'not found' });
  });

  it('keeps an escape in the query: it is no part of the address', async () => {
    expect(await previewRequests(root)('GET', '/services?x=%2F', 'identity')).toBe('next /services.html');
  });
});
