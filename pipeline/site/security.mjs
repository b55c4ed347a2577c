// Content-Security-Policy and security headers for the prerendered site (issue "security hardening").
import { createHash } from 'node:crypto';
import { adminContentSecurityPolicy } from '../editor/adminSecurity.mjs';

/**
 * @typedef {[name: string, value: string]} Header
 * @typedef {{ path: string, prefix?: boolean, file?: string, orHtml?: boolean, headers: Header[], contentType?: string }} HostRule
 * @typedef {{ everyPath: Header[], rules: HostRule[], redirects: { from: string, to: string, status: number }[] }} HostRules
 */

/** sha256 source expressions of every inline <script> (no src) of an HTML page. @param {string} html */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [tag, body = ''] of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    // JSON-LD is data, never executed; an empty script runs nothing.
    if (body.trim() === '' || /type="application\/ld\+json"/.test(tag)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/**
 * The policy: the site's own files, the exact inline scripts the prerender emitted, the feed widget's
 * host, and Web3Forms for the contact form. `frame-ancestors` only works as a header, so the <meta>
 * variant leaves it out (browsers warn about it there).
 * @param {{ scriptHashes: string[], feedOrigin: string, formOrigin: string, asHeader: boolean }} options
 */
export function contentSecurityPolicy({ scriptHashes, feedOrigin, formOrigin, asHeader }) {
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, feedOrigin],
    // Inline styles stay allowed as a whole, never by hash: each page carries its critical CSS in a
    // <style> (pipeline/site/criticalCss.mjs) and `style="--…"` attributes React writes, and the feed widget
    // runs under this policy in its frame and styles itself inline. A hash here would switch
    // 'unsafe-inline' off (CSP 2 and later), refusing the attributes and the widget's styles. What runs
    // stays exact: the stylesheet's loader is an inline script allowed by its hash, with no `onload`.
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

/**
 * Inserts the policy as a <meta> right after the charset, before anything it governs.
 * @param {string} html @param {string} policy
 */
export function withPolicyMeta(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const charset = /<meta charSet="utf-8"\/>/i;
  if (!charset.test(html)) throw new Error('prerendered page has no <meta charSet> to anchor the policy');
  return html.replace(charset, (found) => `${found}${meta}`);
}

/**
 * The headers every response carries, whatever its path: the same value everywhere, so each host sets
 * them in one rule and no other rule repeats them.
 * @returns {Header[]}
 */
export function everyPathHeaders() {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Frame-Options', 'DENY'],
  ];
}

/** How long a browser may keep a response without asking again, by kind of file. */
export const CACHE = {
  /** Pages and the editor's files: always revalidated, so a deploy never leaves a page pointing at deleted assets. */
  revalidate: 'no-cache',
  /** Hashed names under /assets/ never change. */
  hashed: 'public, max-age=31536000, immutable',
  /** Images and icons keep their names when replaced: a day, then the browser asks again. */
  day: 'public, max-age=86400',
  /**
   * A path no rule names (the 404 page): what Netlify, Cloudflare Pages and Vercel send by themselves;
   * nginx, which sends none, is told to send the same.
   */
  hostDefault: 'public, max-age=0, must-revalidate',
};

/**
 * The editor's headers (its page and its files): its policy, out of search engines, revalidated.
 * @returns {Header[]}
 */
function adminHeaders() {
  return [
    ['Content-Security-Policy', adminContentSecurityPolicy({ asHeader: true })],
    ['X-Robots-Tag', 'noindex, nofollow'],
    // The Git host's sign-in opens in a pop-up that reports back to this page.
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['Cache-Control', CACHE.revalidate],
  ];
}

/**
 * Files at the root that browsers and crawlers ask for by name and check for updates.
 * @type {Record<string, string | null>}
 */
const REVALIDATED_FILES = {
  'site.webmanifest': 'application/manifest+json',
  'sitemap.xml': null,
  'robots.txt': null,
};

/**
 * Every host's rules, from one list: besides the headers every path gets, each rule names a path
 * (`/services`) or a folder (`prefix`: `/assets/`, every path under it) and no two rules match the same path, so
 * no host has to merge, replace or detach a header (they do not agree on how). A path no rule names (an
 * unknown one, answered by the 404 page) gets the every-path headers and its page's <meta> policy.
 *
 * - pagePaths: the pages' addresses, each served from its file (`/services` from services.html) (`/`, `/services`…); the editor is `/admin`.
 * - feedPaths: the feeds (`/articles/feed.xml`): Atom, revalidated like the sitemap.
 * - publicEntries: what the build put at the root of the served folder ({ name, isDirectory }).
 * @param {{ policy: string, pagePaths: string[], feedPaths?: string[], publicEntries: { name: string, isDirectory: boolean }[] }} options
 */
export function hostRules({ policy, pagePaths, feedPaths = [], publicEntries }) {
  /** @type {Header[]} */
  const page = [
    ['Content-Security-Policy', policy],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cache-Control', CACHE.revalidate],
  ];
  /** @type {HostRule[]} */
  const rules = [
    ...pagePaths.map((path) => ({
      path,
      file: path === '/' ? '/index.html' : `${path}.html`,
      headers: page,
    })),
    { path: '/admin', file: '/admin.html', headers: adminHeaders() },
    // Her guides (/admin/aide/<name>, pipeline/editor/adminGuide.ts) answer from their .html file, as pages do.
    { path: '/admin/', prefix: true, orHtml: true, headers: adminHeaders() },
    { path: '/assets/', prefix: true, headers: [['Cache-Control', CACHE.hashed]] },
    ...feedPaths.map((path) => ({
      path,
      /** @type {Header[]} */
      headers: [['Cache-Control', CACHE.revalidate]],
      contentType: 'application/atom+xml',
    })),
  ];
  // A folder of pages (articles/: each article, the feed) has a rule per file, none for the folder.
  const holdsPages = (/** @type {string} */ name) =>
    [...pagePaths, ...feedPaths].some((path) => path.startsWith(`/${name}/`));
  for (const { name, isDirectory } of publicEntries) {
    // Pages, hidden files and precompressed copies (a build run again finds them) get no rule of their own.
    if (['assets', 'admin'].includes(name) || /\.html$|\.(br|gz)$|^[_.]/.test(name)) continue;
    if (isDirectory && holdsPages(name)) continue;
    if (name in REVALIDATED_FILES) {
      const type = REVALIDATED_FILES[name];
      rules.push({
        path: `/${name}`,
        headers: [['Cache-Control', CACHE.revalidate]],
        ...(type ? { contentType: type } : {}),
      });
    } else {
      const path = isDirectory ? `/${name}/` : `/${name}`;
      rules.push({ path, prefix: isDirectory, headers: [['Cache-Control', CACHE.day]] });
    }
  }
  // Each page's other addresses, and the editor's: its file (`/services.html`, `/index.html`) and, but for
  // the home page, a trailing slash. The router knows one address per page (« Page introuvable » otherwise).
  const redirects = /** @type {[from: string, to: string][]} */ ([
    ...pagePaths.flatMap((path) =>
      path === '/'
        ? [['/index.html', '/']]
        : [
            [`${path}.html`, path],
            [`${path}/`, path],
          ],
    ),
    ['/admin.html', '/admin'],
    ['/admin/', '/admin'],
  ]).map(([from, to]) => ({ from, to, status: 301 }));
  return { everyPath: everyPathHeaders(), rules, redirects };
}

/** @param {HostRule} rule @returns {Header[]} */
const withType = (rule) => [
  ...rule.headers,
  ...(rule.contentType ? [/** @type {Header} */ (['Content-Type', rule.contentType])] : []),
];

/** `_headers` (Netlify, Cloudflare Pages and compatible hosts). @param {HostRules} hostRules */
export function headersFile({ everyPath, rules }) {
  /** @param {string} pattern @param {Header[]} headers */
  const block = (pattern, headers) =>
    `${pattern}\n${headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}`;
  return `${[
    `# Generated by npm run build (pipeline/site/security.mjs). Both hosts apply every rule that matches a path and
# join a header two rules give (Cloudflare Pages with a comma), so no two rules below match one path.`,
    block('/*', everyPath),
    ...rules.map((rule) => block(rule.prefix ? `${rule.path}*` : rule.path, withType(rule))),
  ].join('\n\n')}\n`;
}

/**
 * `_redirects` (Netlify, Cloudflare Pages): each page's other addresses, for good, to its one address.
 * @param {HostRules} hostRules
 */
export function redirectsFile({ redirects }) {
  return `# Generated by npm run build (pipeline/site/security.mjs): the first line matching a path applies.
# Cloudflare Pages already sends /x.html to /x and /x/ to /x by itself: these lines say it again, and no
# line's target is another line's source, so nothing loops. Netlify matches a line with or without its
# trailing slash and skips it where a file answers the path (no "!" here), so the /x/ lines cannot send
# /x to itself there.
${redirects.map(({ from, to, status }) => `${from} ${to} ${status}`).join('\n')}
`;
}

/**
 * An nginx `server` block serving the built site (`/services` answers services.html, unknown paths
 * 404.html with status 404) with the same rules. nginx drops the server's `add_header` lines in a
 * location that has its own, so each location repeats the every-path headers. Pages and scripts go
 * out as the brotli or gzip copies the build wrote beside them (pipeline/site/precompress.mjs); `brotli_static`
 * needs the ngx_brotli module (Debian, Ubuntu: `apt-get install libnginx-mod-http-brotli-static`).
 * @param {HostRules} hostRules @param {{ root?: string, listen?: string }} [options]
 */
export function nginxServerBlock(
  { everyPath, rules, redirects },
  { root = '/var/www/cesarienne-sereine', listen = '80' } = {},
) {
  /** @param {Header[]} list */
  const headers = (list) =>
    [...everyPath, ...list]
      .map(([name, value]) => `        add_header ${name} "${value}" always;`)
      .join('\n');
  /** @param {HostRule} rule */
  const location = (rule) => {
    const type = rule.contentType ? `        types { }\n        default_type ${rule.contentType};\n` : '';
    return `    location ${rule.prefix ? '' : '= '}${rule.path} {
${headers(rule.headers)}
${type}        try_files ${rule.file ?? (rule.orHtml ? '$uri $uri.html' : '$uri')} =404;
    }`;
  };
  return `# Generated by npm run build (pipeline/site/security.mjs): the site's headers and redirects for nginx.
server {
    listen ${listen};
    root ${root};
    charset utf-8;
    server_tokens off;
    # Redirects name the path only, so they hold behind a proxy that ends TLS.
    absolute_redirect off;
    error_page 404 /404.html;
    # What nginx refuses before any file is looked for (an address it cannot read, /% or /%00, or too long
    # for its buffers; headers too large; a method, body, encoding or protocol a static site does not take)
    # gets the same French page, with its own status, never nginx's English one.
    error_page 400 405 411 413 414 416 494 501 505 /404.html;
    brotli_static on;
    gzip_static on;
    gzip_vary on;

${everyPath.map(([name, value]) => `    add_header ${name} "${value}" always;`).join('\n')}

    # One address per page: nginx decodes and merges a path before it picks a file, so /%2Fservices,
    # //services or /x/../services would answer the services page at an address the router does not
    # know (it would hydrate into « Page introuvable »). No address of the site holds an escaped slash,
    # backslash or dot, a double slash or a dot segment: those are not found. (Other escapes, /%73ervices,
    # decode to the same page in nginx and in the router alike.) The 404 page itself, served for them, passes.
    set $other_address "";
    if ($request_uri ~ "^[^?]*(%2[fFeE]|%5[cC]|//|/\\.\\.?(/|\\?|$))") { set $other_address 1; }
    if ($uri = /404.html) { set $other_address ""; }
    if ($other_address) { return 404; }

    # A path no rule names (an unknown one, answered by the 404 page).
    location / {
${headers([['Cache-Control', CACHE.hostDefault]])}
        try_files $uri =404;
    }

    # The 404 page is what a missing path gets, with status 404; asked for by name, it is missing too.
    location = /404.html {
        internal;
${headers([['Cache-Control', CACHE.hostDefault]])}
    }

    # The hosts' own files and the precompressed copies are for servers, not visitors: brotli_static and
    # gzip_static send a copy in place of its page or script, never at its own address.
    location ~ ^/_(headers|redirects)$ { return 404; }
    location ~ \\.(br|gz)$ { return 404; }

${rules.map(location).join('\n\n')}

${redirects.map(({ from, to, status }) => `    location = ${from} { return ${status} ${to}; }`).join('\n')}
}
`;
}

/**
 * `vercel.json` for a Vercel deployment of the built site: the same rules and redirects.
 * @param {HostRules} hostRules
 */
export function vercelConfig({ everyPath, rules, redirects }) {
  /** @param {Header[]} list */
  const headers = (list) => list.map(([key, value]) => ({ key, value }));
  return `${JSON.stringify(
    {
      cleanUrls: true,
      trailingSlash: false,
      redirects: redirects.map(({ from, to, status }) => ({
        source: from,
        destination: to,
        statusCode: status,
      })),
      headers: [
        { source: '/(.*)', headers: headers(everyPath) },
        ...rules.map((rule) => ({
          source: rule.prefix ? `${rule.path}(.*)` : rule.path,
          headers: headers(withType(rule)),
        })),
      ],
    },
    null,
    2,
  )}\n`;
}
