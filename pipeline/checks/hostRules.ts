// Reads the three host files the build writes (_headers + _redirects, nginx.conf, vercel.json) the way
// each host applies them, so a check can compare what a visitor gets for one path on each host.

import { sitePages } from '../../src/data/pages';

/**
 * Each page's other addresses and the one it answers at, and the editor's (the expectation the host
 * files and nginx are held to: e2e/real-server.spec.ts, security.check.ts).
 */
export const aliases: [string, string][] = [
  ...sitePages.flatMap(({ path, file }): [string, string][] =>
    path === '/'
      ? [[`/${file}`, '/']]
      : [
          [`/${file}`, path],
          [`${path}/`, path],
        ],
  ),
  ['/admin.html', '/admin'],
  ['/admin/', '/admin'],
];

export type Headers = Record<string, string>;
/** A host's answer for a path: its headers, and for a redirect its status and target. */
export type Answer = { headers: Headers; redirect?: { status: number; to: string } };

/**
 * What Netlify, Cloudflare Pages and Vercel send by themselves on a static file no rule gives a
 * Cache-Control (https://developers.cloudflare.com/workers/static-assets/headers/): revalidate first.
 */
export const HOST_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';

type Rule = { matches: (path: string) => boolean; headers: [string, string][]; pattern: string };

/** Adds a rule's headers; a header two matching rules both give is a fault on every host. */
function merge(rules: Rule[], path: string): Headers {
  const headers: Headers = {};
  const from: Record<string, string> = {};
  for (const rule of rules.filter((candidate) => candidate.matches(path))) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      if (key in headers) {
        throw new Error(`${path}: ${name} is given by two matching rules (${from[key]}, ${rule.pattern})`);
      }
      headers[key] = value;
      from[key] = rule.pattern;
    }
  }
  return headers;
}

/** `_headers` patterns: an exact path, or a prefix ending in `*` (a splat, which may match nothing). */
const splat = (pattern: string) => (path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;

/** `_headers` (Netlify, Cloudflare Pages) and `_redirects`, read as both document them. */
export function headersFileHost(headersText: string, redirectsText: string) {
  const rules: Rule[] = [];
  for (const line of headersText.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), matches: splat(line.trim()), headers: [] });
      continue;
    }
    // Detaching (`! Name`) is Cloudflare's alone: Netlify would keep the header, so it must not be needed.
    if (line.trim().startsWith('!')) throw new Error(`_headers detaches a header: ${line.trim()}`);
    const [, name, value] = line.match(/^\s+([^:]+):\s*(.*)$/) ?? [];
    rules.at(-1)?.headers.push([name!, value!]);
  }
  const redirects = redirectsText
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/));
  return (path: string): Answer => {
    // The first matching line wins (both hosts document it).
    const redirect = redirects.find(([from]) => splat(from!)(path));
    const headers = merge(rules, path);
    headers['cache-control'] ??= HOST_DEFAULT_CACHE;
    return redirect
      ? { headers, redirect: { status: Number(redirect[2] ?? 301), to: redirect[1]! } }
      : { headers };
  };
}

/** vercel.json: `source` patterns (path-to-regexp, here exact paths and `(.*)` groups) and redirects. */
export function vercelHost(config: {
  headers: { source: string; headers: { key: string; value: string }[] }[];
  redirects: { source: string; destination: string; permanent?: boolean; statusCode?: number }[];
}) {
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const regexp = (source: string) => new RegExp(`^${source.split('(.*)').map(escapeRegExp).join('.*')}$`);
  const rules: Rule[] = config.headers.map(({ source, headers }) => ({
    pattern: source,
    matches: (path) => regexp(source).test(path),
    headers: headers.map(({ key, value }) => [key, value]),
  }));
  return (path: string): Answer => {
    const redirect = config.redirects.find(({ source }) => regexp(source).test(path));
    const headers = merge(rules, path);
    headers['cache-control'] ??= HOST_DEFAULT_CACHE;
    if (!redirect) return { headers };
    const status = redirect.statusCode ?? (redirect.permanent === false ? 307 : 308);
    return { headers, redirect: { status, to: redirect.destination } };
  };
}

/**
 * The nginx server block: an exact `location =` first, else the longest prefix `location`; a location
 * with `add_header` lines sends those only (nginx drops the server's), one with none the server's.
 */
export function nginxHost(conf: string) {
  type Location = { exact: boolean; path: string; body: string };
  const locations: Location[] = [...conf.matchAll(/location\s+(=\s+)?(\S+)\s*\{((?:[^{}]|\{\s*\})*)\}/g)].map(
    ([, exact, path, body]) => ({ exact: Boolean(exact), path: path!, body: body! }),
  );
  const server = conf.replace(/location\s+[^{]+\{(?:[^{}]|\{\s*\})*\}/g, '');
  const addHeaders = (text: string) =>
    [...text.matchAll(/add_header\s+(\S+)\s+"([^"]*)"\s+always;/g)].map(
      ([, n, v]) => [n!, v!] as [string, string],
    );
  return (path: string): Answer => {
    const location =
      locations.find((candidate) => candidate.exact && candidate.path === path) ??
      locations
        .filter((candidate) => !candidate.exact && path.startsWith(candidate.path))
        .sort((a, b) => b.path.length - a.path.length)[0];
    const own = addHeaders(location?.body ?? '');
    const list = own.length > 0 ? own : addHeaders(server);
    const headers = merge(
      [{ pattern: location?.path ?? 'server', matches: () => true, headers: list }],
      path,
    );
    const type = location?.body.match(/default_type\s+([^;]+);/)?.[1];
    if (type && /types\s*\{\s*\}/.test(location!.body)) headers['content-type'] = type;
    const redirect = location?.body.match(/return\s+(30\d)\s+(\S+);/);
    return redirect ? { headers, redirect: { status: Number(redirect[1]), to: redirect[2]! } } : { headers };
  };
}
