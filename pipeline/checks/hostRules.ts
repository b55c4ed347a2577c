// Reads the three host files the build writes (_headers + _redirects, nginx.conf, vercel.json) the way
// each host applies them, so a check can compare what a visitor gets for one path on each host.

import { type Answer, HOST_DEFAULT_CACHE, merge, type Rule } from '../site/hostHeaders';
import { siteFace } from './buildOutput';

/**
 * Each page's other addresses and the one it answers at, and the editor's (the expectation the host
 * files and nginx are held to: e2e/real-server.spec.ts, security.check.ts).
 */
export const aliases: [string, string][] = [
  ...siteFace.sitePages.flatMap(({ path, file }): [string, string][] =>
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
