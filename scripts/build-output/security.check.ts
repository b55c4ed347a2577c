import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { notFoundPage, sitePages } from '../../src/data/pages';
import { assetFiles, clientDir, parsePage, readText } from './buildOutput';

const pageFiles = [...sitePages, notFoundPage].map((page) => page.file);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security of the static site', () => {
  it.each(pageFiles)('%s: a CSP meta that allows exactly its own inline scripts', (file) => {
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
    expect(hashes.sort()).toEqual(
      [...new Set(inline.map((script) => sha256(script.textContent ?? '')))].sort(),
    );
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'self'"]);
    expect(directive('connect-src')).toContain('https://api.web3forms.com');
    expect(directive('form-action')).toEqual(["'self'", 'https://api.web3forms.com']);
  });

  it('_headers sends the policy and the other security headers to every path', () => {
    const headers = readText('_headers');
    expect(headers).toMatch(/^\/\*$/m);
    expect(headers).toMatch(/Content-Security-Policy: default-src 'self';.*frame-ancestors 'none'/);
    expect(headers).toMatch(/X-Content-Type-Options: nosniff/);
    expect(headers).toMatch(/Referrer-Policy: strict-origin-when-cross-origin/);
    expect(headers).toMatch(/Permissions-Policy: camera=\(\)/);
    expect(headers).toMatch(/Strict-Transport-Security: max-age=\d+/);
  });

  it('writes the same headers for nginx and Vercel, beside the served folder', () => {
    const policy = readText('_headers').match(/Content-Security-Policy: (.+)/)?.[1];
    expect(policy).toContain("frame-ancestors 'none'");
    const nginx = readFileSync(join(clientDir, '..', 'nginx.conf'), 'utf8');
    expect(nginx).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    // Repeated in /assets/, where nginx would otherwise drop the server's headers.
    expect(
      nginx.match(new RegExp(`add_header Content-Security-Policy "${escapeRegExp(policy!)}"`, 'g')),
    ).toHaveLength(2);
    const vercel = JSON.parse(readFileSync(join(clientDir, '..', 'vercel.json'), 'utf8'));
    expect(vercel.headers[0].headers).toContainEqual({ key: 'Content-Security-Policy', value: policy });
    expect(vercel.headers[1]).toEqual({
      source: '/assets/(.*)',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    });
  });

  it('the editor (/admin) is its own page: own policy, noindex, in no visitor page, sitemap or script', () => {
    const { document } = parsePage('admin.html');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    const adminPolicy =
      document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';
    expect(adminPolicy).toContain("script-src 'self' 'unsafe-eval'");
    expect(document.querySelector('script[src]')?.getAttribute('src')).toBe('/admin/editor.js');
    // The editor's script loads Decap and makes its configuration from the content rules.
    expect(readText('admin/editor.js')).toContain('/admin/decap-cms.js');
    expect(readText('admin/editor.js')).toContain('services.yml');
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
    // Each host gets the editor's headers for /admin.
    expect(readText('_headers')).toMatch(
      /^\/admin\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: .*'unsafe-eval'/m,
    );
    expect(readFileSync(join(clientDir, '..', 'nginx.conf'), 'utf8')).toMatch(
      /location = \/admin \{[^}]*X-Robots-Tag "noindex, nofollow"/,
    );
    const vercel = JSON.parse(readFileSync(join(clientDir, '..', 'vercel.json'), 'utf8'));
    expect(vercel.headers.map((rule: { source: string }) => rule.source)).toEqual([
      '/(.*)',
      '/assets/(.*)',
      '/admin',
      '/admin/(.*)',
    ]);
  });
});
