// @vitest-environment node
// The real dev server (`npm run dev`), asked as another page on this computer would ask it.
import { serveContentCopy } from '../content/contentCopy';

let copy: Awaited<ReturnType<typeof serveContentCopy>>;

beforeAll(async () => {
  copy = await serveContentCopy(5351, () => {});
}, 30_000);

afterAll(() => copy?.close());

describe('npm run dev answers this computer’s pages only', () => {
  it('gives a page of another origin no CORS answer: it cannot read the sources', async () => {
    for (const path of ['/src/main.tsx', '/@vite/client', '/']) {
      const response = await fetch(`${copy.origin}${path}`, { headers: { Origin: 'http://127.0.0.1:8080' } });
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    const preflight = await fetch(`${copy.origin}/src/main.tsx`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses to open a file in an editor, whoever asks', async () => {
    const response = await fetch(`${copy.origin}/__open-in-editor?file=package.json`);
    expect(response.status).toBe(403);
  });

  it('refuses another host name (a page that rebinds its name to this computer)', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const asked = request(`${copy.origin}/`, { headers: { Host: 'evil.example' } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      asked.on('error', reject);
      asked.end();
    });
    expect(status).toBe(403);
  });
});

/** A GET of `path` exactly as written (fetch would merge `.` and `..` first). */
async function rawGet(path: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const asked = request(`${copy.origin}${path}`, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      asked.path = path;
      asked.on('error', reject);
      asked.end();
    },
  );
}

describe('npm run dev answers as a host would', () => {
  it('never answers a stack page: a folder asked as a photo is no photo', async () => {
    for (const path of ['/images/photos/.', '/images/photos/..', '/images/photos/.cache']) {
      const { status, body } = await rawGet(path);
      expect(status, path).toBeLessThan(500);
      expect(body, path).not.toMatch(/EISDIR|"stack"|^\s+at\s/m);
    }
  });

  it('answers an address no page has, that no router reads, in French: « Page introuvable », never « Cannot GET »', async () => {
    for (const path of ['//', '/%', '/x%zz', '/introuvable.png']) {
      const { status, body } = await rawGet(path);
      expect(status, path).toBe(404);
      expect(body, path).toContain('Page introuvable');
      expect(body, path).not.toMatch(/Cannot GET|<title>Error/);
    }
    const posted = await fetch(`${copy.origin}/contact`, { method: 'POST' });
    expect(posted.status).toBe(404);
    expect(await posted.text()).toContain('Page introuvable');
  });

  it('redirects /services/ to /services, saying where', async () => {
    const { status, headers } = await rawGet('/services/');
    expect([301, 302, 307, 308]).toContain(status);
    expect(headers.location).toBe('/services');
  });
});
