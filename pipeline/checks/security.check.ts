import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headersFileHost } from '../site/hostHeaders';
import { assetFiles, clientDir, parsePage, readText, siteFace } from './buildOutput';
import { aliases, nginxHost, vercelHost } from './hostRules';

const { feedFrameScript, notFoundPage, sitePages } = siteFace;
const pageFiles = [...sitePages, notFoundPage].map((page) => page.file);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security of the static site', () => {
  it.each(pageFiles)(
    '%s: a CSP meta that allows exactly its own inline scripts and the feed frame’s',
    (file) => {
      const { document } = parsePage(file);
      const policy =
        document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';
      const directive = (name: string) =>
        policy
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .find(([key]) => key === name)
          ?.slice(1) ?? [];
      const inline = [...document.querySelectorAll('script:not([src])')].filter(
        (script) =>
          script.getAttribute('type') !== 'application/ld+json' && (script.textContent ?? '').trim() !== '',
      );
      expect(inline.length).toBeGreaterThan(0);
      const hashes = directive('script-src').filter((source) => source.startsWith("'sha256-"));
      // The feed frame runs its script under the policy of the page that made it (src/machines/browser/feedFrame.ts).
      expect(hashes.sort()).toEqual(
        [
          ...new Set([...inline.map((script) => sha256(script.textContent ?? '')), sha256(feedFrameScript)]),
        ].sort(),
      );
      expect(directive('script-src')).not.toContain("'unsafe-inline'");
      // Its inline CSS (pipeline/site/criticalCss.mjs) and style attributes: allowed as inline styles, so no
      // hash or nonce, which would switch 'unsafe-inline' off. No inline event handler needs allowing.
      expect(document.querySelectorAll('style').length).toBeGreaterThan(0);
      expect(directive('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(document.querySelector('[onload], [onerror], [onclick]')).toBeNull();
      expect(directive('object-src')).toEqual(["'none'"]);
      expect(directive('base-uri')).toEqual(["'self'"]);
      expect(directive('connect-src')).toContain('https://api.web3forms.com');
      expect(directive('form-action')).toEqual(["'self'", 'https://api.web3forms.com']);
    },
  );

  it('the three host files give each kind of path the same headers and redirects, none twice', () => {
    const hosts = {
      'Netlify, Cloudflare Pages': headersFileHost(readText('_headers'), readText('_redirects')),
      nginx: nginxHost(readFileSync(join(clientDir, '..', 'nginx.conf'), 'utf8')),
      Vercel: vercelHost(JSON.parse(readFileSync(join(clientDir, '..', 'vercel.json'), 'utf8'))),
    };
    const asset = `/assets/${assetFiles().find((file) => file.endsWith('.js'))}`;
    const paths = ['/', '/services', '/nope', '/admin', '/admin/editor.js', asset, '/site.webmanifest'];
    const answers = (path: string) =>
      Object.fromEntries(Object.entries(hosts).map(([host, answer]) => [host, answer(path)]));
    for (const path of paths) {
      const [first, ...others] = Object.values(answers(path));
      for (const other of others) expect(other, path).toEqual(first);
    }
    for (const [alias] of aliases) {
      const [first, ...others] = Object.values(answers(alias)).map((answer) => answer.redirect);
      for (const other of others) expect(other, alias).toEqual(first);
    }
    const headers = (path: string) => hosts.nginx(path).headers;
    const sitePolicy = headers('/services')['content-security-policy'];
    expect(sitePolicy).toMatch(/script-src 'self' 'sha256-.*frame-ancestors 'none'/);
    for (const path of ['/', '/services']) {
      expect(headers(path)['content-security-policy']).toBe(sitePolicy);
      expect(headers(path)['cache-control'], path).toBe('no-cache');
      expect(headers(path)['cross-origin-opener-policy']).toBe('same-origin');
    }
    expect(headers('/admin')['content-security-policy']).toContain('https://api.github.com');
    expect(headers('/admin')['content-security-policy']).not.toContain("'unsafe-eval'");
    expect(headers('/admin')['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers('/admin')['cache-control']).toBe('no-cache');
    expect(headers(asset)['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers('/site.webmanifest')['content-type']).toBe('application/manifest+json');
    for (const path of paths) {
      expect(headers(path)['x-frame-options'], path).toBe('DENY');
      expect(headers(path)['strict-transport-security'], path).toMatch(/^max-age=\d+/);
      expect(headers(path)['permissions-policy'], path).toMatch(/^camera=\(\)/);
      expect(headers(path)['permissions-policy'], path).not.toContain('interest-cohort');
    }
  });

  it('every alias of a page (its .html file, a trailing slash) redirects for good to its one address', () => {
    const hosts = [
      headersFileHost(readText('_headers'), readText('_redirects')),
      nginxHost(readFileSync(join(clientDir, '..', 'nginx.conf'), 'utf8')),
      vercelHost(JSON.parse(readFileSync(join(clientDir, '..', 'vercel.json'), 'utf8'))),
    ];
    for (const answer of hosts) {
      for (const [alias, target] of aliases) {
        expect(answer(alias).redirect, alias).toEqual({ status: expect.any(Number), to: target });
        expect([301, 308], alias).toContain(answer(alias).redirect?.status);
        // No loop, no chain: the address itself answers, it is no alias.
        expect(answer(target).redirect, target).toBeUndefined();
      }
    }
  });

  it('the editor (/admin) is its own page: own policy, noindex, in no visitor page, sitemap or script', () => {
    const { document } = parsePage('admin.html');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    const adminPolicy =
      document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';
    expect(adminPolicy).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(document.querySelector('script[src]')?.getAttribute('src')).toBe('/admin/editor.js');
    // The editor's script carries Sveltia CMS (no CDN) and its configuration; Decap is gone from /admin.
    expect(readText('admin/editor.js')).toContain('editor-settings');
    // (Sveltia itself names Decap only to read an old sign-in and to link its migration guide.)
    const adminFiles = readdirSync(join(clientDir, 'admin'), { recursive: true }).map(String);
    expect(adminFiles.filter((file) => /decap/i.test(file))).toEqual([]);
    for (const file of adminFiles.filter((name) => /\.(js|html)$/.test(name)))
      expect(readText(`admin/${file}`), file).not.toMatch(
        /decap-cms\.js|decap-server|CMS_MANUAL_INIT\s*=\s*!0.*decap/i,
      );
    expect(readText('admin.html')).not.toMatch(/decap/i);
    // Visitor pages: their policy allows no eval and no local backend, and nothing points at the editor.
    for (const file of pageFiles) {
      const page = readText(file);
      const policy = parsePage(file)
        .document.querySelector('meta[http-equiv="Content-Security-Policy"]')
        ?.getAttribute('content');
      expect(policy, file).not.toMatch(/unsafe-eval|localhost/);
      expect(page, file).not.toMatch(/\/admin|decap/i);
    }
    expect(readText('sitemap.xml')).not.toContain('/admin');
    for (const file of assetFiles())
      expect(readText(`assets/${file}`), file).not.toMatch(/decap-cms|\/admin\//);
  });
});
