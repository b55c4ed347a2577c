import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminGuides } from '../../src/content/adminGuides';
import { headersFileHost } from '../site/hostHeaders';
import { clientDir, parsePage, readText } from './buildOutput';
import { nginxHost, vercelHost } from './hostRules';

const guides = Object.values(adminGuides);

describe('her guides in the build (/admin/aide/)', () => {
  it.each(guides)(
    '$path: written beside the editor, with its title and the guides’ stylesheet',
    ({ path, title }) => {
      const { document } = parsePage(`${path.slice(1)}.html`);
      expect(document.querySelector('h1')?.textContent).toBe(title);
      expect(document.querySelectorAll('script')).toHaveLength(0);
      const stylesheet = document.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? '';
      expect(existsSync(join(clientDir, stylesheet))).toBe(true);
    },
  );

  it('each host answers a guide’s address from its file, with the editor’s headers', () => {
    const nginxConf = readFileSync(join(clientDir, '..', 'nginx.conf'), 'utf8');
    const vercel = JSON.parse(readFileSync(join(clientDir, '..', 'vercel.json'), 'utf8'));
    const hosts = [
      headersFileHost(readText('_headers'), readText('_redirects')),
      nginxHost(nginxConf),
      vercelHost(vercel),
    ];
    for (const { path } of guides) {
      for (const answer of hosts) {
        expect(answer(path).redirect, path).toBeUndefined();
        expect(answer(path).headers, path).toEqual(answer('/admin').headers);
      }
    }
    // Netlify and Cloudflare Pages serve /x from x.html by themselves; Vercel with cleanUrls; nginx tries it.
    expect(vercel.cleanUrls).toBe(true);
    expect(nginxConf).toMatch(/location \/admin\/ \{[^}]*try_files \$uri \$uri\.html =404;/);
  });
});
