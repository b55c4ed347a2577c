import * as v from 'valibot';
import { type LinksContent, linksSchema } from './content/schema.ts';

/**
 * The addresses a developer may set per deployment through `VITE_*` variables, over the practitioner's
 * own (src/data/content/links.yml, editable at /admin): a variable that is set wins (README "Go live").
 * Each is checked by the rule of the field it replaces, when Vite starts (dev, build, preview), so a
 * bad value fails early, naming the variable, instead of shipping a broken link.
 */
export const linkOverrides = {
  VITE_SITE_URL: 'siteUrl',
  VITE_BOOKING_URL: 'bookingUrl',
  VITE_GUIDE_URL: 'guideUrl',
  VITE_WEB3FORMS_ACCESS_KEY: 'formKey',
} as const satisfies Record<string, keyof LinksContent>;

type OverrideName = keyof typeof linkOverrides;

/** The variables that are set, checked. */
export type Env = Partial<Record<OverrideName, string>>;

/** Parses the raw environment; throws one readable error naming every bad variable. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const env: Env = {};
  const problems: string[] = [];
  for (const [name, field] of Object.entries(linkOverrides) as Array<[OverrideName, keyof LinksContent]>) {
    if (raw[name] === undefined || raw[name] === '') continue;
    const result = v.safeParse(linksSchema.entries[field], raw[name]);
    if (result.success) env[name] = result.output as string;
    else problems.push(...result.issues.map((issue) => `  - ${name}\u00a0: ${issue.message}`));
  }
  if (problems.length > 0) throw new Error(`Configuration invalide\u00a0:\n${problems.join('\n')}`);
  return env;
}

/** Her links as the site uses them: each one a deployment variable sets replaced by it. */
export function withOverrides(links: LinksContent, env: Env): LinksContent {
  const overridden = Object.entries(env).map(([name, value]) => [linkOverrides[name as OverrideName], value]);
  return { ...links, ...Object.fromEntries(overridden) };
}

/** The fields of links.yml a deployment variable replaces, as content paths ("links.bookingUrl"). */
export const overriddenFields = (env: Env): string[] =>
  Object.keys(env).map((name) => `links.${linkOverrides[name as OverrideName]}`);
