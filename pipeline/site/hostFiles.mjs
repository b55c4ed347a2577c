// Every file a host reads, written through one function (writeHostFiles): _headers and _redirects
// (Netlify, Cloudflare Pages), nginx.conf, vercel.json and sitemap.xml. A path goes into none of them
// unless it is made of the characters an address of ours has: an article's file name once put
// `location = /articles/x;y {` into nginx.conf, which nginx then refused to start on (issue 36, point 5).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { headersFile, nginxServerBlock, redirectsFile, vercelConfig } from './security.mjs';

/** An address of the site: segments of letters, digits, `.`, `_` and `-`, no `//`, no `.` or `..` segment. */
const SITE_PATH = /^\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/?)*$/;

/**
 * The path itself, when a host file may hold it as it is; otherwise the build stops, in French, naming
 * it (the content checks refuse such a name earlier: this is the last door before the host files).
 * @param {string} path
 */
export function hostPath(path) {
  if (SITE_PATH.test(path) && !/\/\.\.?(\/|$)/.test(path)) return path;
  throw new Error(
    `L’adresse ${JSON.stringify(path)} ne peut pas être écrite dans les fichiers de l’hébergeur (nginx.conf, _headers, _redirects, vercel.json, sitemap.xml)\u202f: une adresse ne contient que des lettres sans accent, des chiffres, des tirets, des points et des barres obliques. Renommez le fichier qui la donne.`,
  );
}

/** Text as XML character data. @param {string} text */
const xmlText = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The sitemap: every public page, with the day it last changed when known.
 * @param {string} siteUrl @param {{ path: string, lastmod?: string, sitemapPriority: number }[]} pages
 */
export function sitemapXml(siteUrl, pages) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${pages
  .map(
    (page) =>
      `  <url><loc>${xmlText(`${siteUrl}${hostPath(page.path)}`)}</loc>${page.lastmod ? `<lastmod>${xmlText(page.lastmod)}</lastmod>` : ''}<priority>${page.sitemapPriority.toFixed(1)}</priority></url>`,
  )
  .join('\n')}
</urlset>
`;
}

/** @param {import('./security.mjs').HostRules} rules */
const checkedRules = ({ everyPath, rules, redirects }) => ({
  everyPath,
  rules: rules.map((rule) => ({
    ...rule,
    path: hostPath(rule.path),
    ...(rule.file ? { file: hostPath(rule.file) } : {}),
  })),
  redirects: redirects.map((redirect) => ({
    ...redirect,
    from: hostPath(redirect.from),
    to: hostPath(redirect.to),
  })),
});

/**
 * The host files, by where they go (relative to the build folder): every path checked before any file is
 * written, so a refused one leaves none half-written.
 * @param {{ rules: import('./security.mjs').HostRules, siteUrl: string, sitemapPages: { path: string, lastmod?: string, sitemapPriority: number }[] }} input
 * @returns {Record<string, string>}
 */
export function hostFiles({ rules, siteUrl, sitemapPages }) {
  const checked = checkedRules(rules);
  return {
    'client/sitemap.xml': sitemapXml(siteUrl, sitemapPages),
    'client/_headers': headersFile(checked),
    'client/_redirects': redirectsFile(checked),
    'nginx.conf': nginxServerBlock(checked),
    'vercel.json': vercelConfig(checked),
  };
}

/**
 * Writes them into the build folder.
 * @param {string} distDir @param {Parameters<typeof hostFiles>[0]} input
 */
export function writeHostFiles(distDir, input) {
  const files = hostFiles(input);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(distDir, name), text);
  return Object.keys(files);
}
