// `_headers` and `_redirects` (the files the build writes for Netlify and Cloudflare Pages) read as both hosts
// apply them: by the build's checks (checks/hostRules.ts, beside nginx and Vercel) and by `npm run preview`,
// which sends a path the headers those hosts send (pipeline/site/vitePrerenderedSite.ts).

export type Headers = Record<string, string>;
/** A host's answer for a path: its headers, and for a redirect its status and target. */
export type Answer = { headers: Headers; redirect?: { status: number; to: string } };

/**
 * What Netlify, Cloudflare Pages and Vercel send by themselves on a static file no rule gives a
 * Cache-Control (https://developers.cloudflare.com/workers/static-assets/headers/): revalidate first.
 */
export const HOST_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';

export type Rule = { matches: (path: string) => boolean; headers: [string, string][]; pattern: string };

/** Adds a rule's headers; a header two matching rules both give is a fault on every host. */
export function merge(rules: Rule[], path: string): Headers {
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
