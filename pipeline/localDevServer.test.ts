// @vitest-environment node
// The real dev server (`npm run dev`), asked as another page on this computer would ask it.
import { serveContentCopy } from './contentCopy';

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
