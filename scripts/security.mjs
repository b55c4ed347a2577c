// Content-Security-Policy and security headers for the prerendered site (issue "security hardening").
import { createHash } from 'node:crypto';

/** sha256 source expressions of every inline <script> (no src) of an HTML page. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim() === '' && !/type="application\/ld\+json"/.test(match[0])) continue;
    if (/type="application\/ld\+json"/.test(match[0])) continue; // data, never executed
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/**
 * The policy: the site's own files, the exact inline scripts the prerender emitted, the feed widget's
 * host, and Web3Forms for the contact form. `frame-ancestors` only works as a header, so the <meta>
 * variant leaves it out (browsers warn about it there).
 */
export function contentSecurityPolicy({ scriptHashes, feedOrigin, formOrigin, asHeader }) {
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, feedOrigin],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', feedOrigin],
    ['font-src', "'self'"],
    ['connect-src', "'self'", formOrigin, feedOrigin],
    ['frame-src', feedOrigin],
    ['form-action', "'self'", formOrigin],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ...(asHeader ? [['frame-ancestors', "'none'"]] : []),
    ...(asHeader ? [['upgrade-insecure-requests']] : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Inserts the policy as a <meta> right after the charset, before anything it governs. */
export function withPolicyMeta(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const charset = /<meta charSet="utf-8"\/>/i;
  if (!charset.test(html)) throw new Error('prerendered page has no <meta charSet> to anchor the policy');
  return html.replace(charset, (found) => `${found}${meta}`);
}

/** The headers every response carries, the policy first: one list for every host's format below. */
export function securityHeaders(policy) {
  return [
    ['Content-Security-Policy', policy],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    ],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** The port of the editor's local backend (decap-server), started by `npm run admin`. */
export const LOCAL_BACKEND_PORT = 8081;

/**
 * Where the editor reaches it: on loopback only (decap-server binds there, BIND_HOST), since whoever
 * reaches it can write any file of the repository, the build's scripts included.
 */
export const LOCAL_BACKEND_HOST = '127.0.0.1';
export const LOCAL_BACKEND_URL = `http://${LOCAL_BACKEND_HOST}:${LOCAL_BACKEND_PORT}/api/v1`;

/**
 * The editor's policy (/admin, Decap CMS, scripts/admin.ts): its own files, Decap's inline styles,
 * the local backend and the Git host. Visitor pages never get it: theirs stays the one above.
 */
export function adminContentSecurityPolicy({ asHeader }) {
  return [
    "default-src 'self'",
    // Decap compiles the validation of its configuration with `new Function` (ajv).
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src 'self' blob: http://${LOCAL_BACKEND_HOST}:${LOCAL_BACKEND_PORT} https://api.github.com`,
    "base-uri 'self'",
    "object-src 'none'",
    ...(asHeader ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}

/** The editor's headers: its policy, out of search engines, and the other security headers. */
function adminHeaders(policy) {
  return [
    ['Content-Security-Policy', adminContentSecurityPolicy({ asHeader: true })],
    ['X-Robots-Tag', 'noindex, nofollow'],
    ...securityHeaders(policy).filter(
      ([name]) => name !== 'Content-Security-Policy' && name !== 'Cross-Origin-Opener-Policy',
    ),
    // The Git host's sign-in opens in a pop-up that reports back to this page.
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  ];
}

/** Hashed file names never change: the scripts, styles and fonts under /assets/ are cached for a year. */
const ASSETS_CACHE = ['Cache-Control', 'public, max-age=31536000, immutable'];

/** `_headers` (Netlify, Cloudflare Pages and compatible hosts): the policy and the other security headers. */
export function headersFile(policy) {
  const lines = (headers) => headers.map(([name, value]) => `  ${name}: ${value}`).join('\n');
  // `! Content-Security-Policy` (Cloudflare Pages) drops the site's policy before the editor's own.
  const admin = `  ! Content-Security-Policy\n${lines(adminHeaders(policy))}`;
  return `/*\n${lines(securityHeaders(policy))}\n\n/assets/*\n${lines([ASSETS_CACHE])}\n\n/admin\n${admin}\n\n/admin/*\n${admin}\n`;
}

/**
 * An nginx `server` block serving the built site as `vite preview` does (`/services` answers
 * services.html, unknown paths 404.html with status 404) with every header. nginx drops a block's
 * `add_header` lines in a location that has its own, so /assets/ repeats them. Pages and scripts go
 * out as the brotli or gzip copies the build wrote beside them (scripts/precompress.mjs); `brotli_static`
 * needs the ngx_brotli module (Debian, Ubuntu: `apt-get install libnginx-mod-http-brotli-static`).
 */
export function nginxServerBlock(policy, { root = '/var/www/cesarienne-sereine', listen = '80' } = {}) {
  const headers = (extra = [], list = securityHeaders(policy)) =>
    [...list, ...extra].map(([name, value]) => `    add_header ${name} "${value}" always;`).join('\n');
  const nested = (text) => text.replace(/^ {4}/gm, '        ');
  return `# Generated by npm run build (scripts/security.mjs): the site's headers for nginx.
server {
    listen ${listen};
    root ${root};
    index index.html;
    charset utf-8;
    error_page 404 /404.html;
    brotli_static on;
    gzip_static on;
    gzip_vary on;

${headers()}

    location / {
        try_files $uri $uri.html $uri/ =404;
    }

    location /assets/ {
${nested(headers([ASSETS_CACHE]))}
        try_files $uri =404;
    }

    # The editor (Decap CMS): its own policy, out of search engines.
    location = /admin {
${nested(headers([], adminHeaders(policy)))}
        try_files /admin.html =404;
    }

    location /admin/ {
${nested(headers([], adminHeaders(policy)))}
        try_files $uri =404;
    }
}
`;
}

/** `vercel.json` for a Vercel deployment of the built site: clean URLs and every header. */
export function vercelConfig(policy) {
  const headers = (list) => list.map(([key, value]) => ({ key, value }));
  return `${JSON.stringify(
    {
      cleanUrls: true,
      headers: [
        { source: '/(.*)', headers: headers(securityHeaders(policy)) },
        { source: '/assets/(.*)', headers: headers([ASSETS_CACHE]) },
        // Later rules win for the same header: the editor gets its own policy.
        { source: '/admin', headers: headers(adminHeaders(policy)) },
        { source: '/admin/(.*)', headers: headers(adminHeaders(policy)) },
      ],
    },
    null,
    2,
  )}\n`;
}
