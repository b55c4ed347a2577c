import { hostFiles, hostPath } from './hostFiles.mjs';
import { hostRules } from './security.mjs';

const input = (pagePaths: string[]) => ({
  rules: hostRules({ policy: "default-src 'self'", pagePaths, publicEntries: [] }),
  siteUrl: 'https://www.example.com',
  sitemapPages: pagePaths.map((path) => ({ path, sitemapPriority: 0.5 })),
});

describe('the host files (nginx.conf, _headers, _redirects, vercel.json, sitemap.xml)', () => {
  it('are written for the site’s own addresses', () => {
    const files = hostFiles(input(['/', '/services', '/articles/porter-bebe']));
    expect(Object.keys(files)).toEqual([
      'client/sitemap.xml',
      'client/_headers',
      'client/_redirects',
      'nginx.conf',
      'vercel.json',
    ]);
    expect(files['nginx.conf']).toContain('location = /articles/porter-bebe {');
    expect(files['client/sitemap.xml']).toContain('<loc>https://www.example.com/articles/porter-bebe</loc>');
  });

  it.each([
    '/articles/x;y',
    '/articles/porter bebe',
    '/articles/x"y',
    '/articles/x{y}',
    '/articles/bébé',
    '/articles/../admin',
    '//services',
    'services',
  ])('refuse %s, in French, before any file is made', (path) => {
    expect(() => hostFiles(input(['/', path]))).toThrow(
      /ne peut pas être écrite dans les fichiers de l’hébergeur/,
    );
    expect(() => hostPath(path)).toThrow(JSON.stringify(path));
  });
});
