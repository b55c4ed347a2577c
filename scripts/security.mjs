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

/** `_headers` (Netlify, Cloudflare Pages and compatible hosts): the policy and the other security headers. */
export function headersFile(policy) {
  return `/*
  Content-Security-Policy: ${policy}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()
  Strict-Transport-Security: max-age=63072000; includeSubDomains
  X-Frame-Options: DENY
  Cross-Origin-Opener-Policy: same-origin

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;
}
