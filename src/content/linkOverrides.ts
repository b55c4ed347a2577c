import type { Content } from './schema.ts';

type LinksContent = Content<'links'>;

/**
 * The addresses a developer may set per deployment through `VITE_*` variables, over the practitioner's
 * own (src/content/links.yml, editable at /admin): a variable that is set wins (README "Go live").
 * Checked when Vite starts (pipeline/content/envSchema.ts); this module stays free of the rules, so that the
 * pages, which read it, do not ship them.
 */
export const linkOverrides = {
  VITE_SITE_URL: 'siteUrl',
  VITE_BOOKING_URL: 'bookingUrl',
  VITE_GUIDE_URL: 'guideUrl',
  VITE_WEB3FORMS_ACCESS_KEY: 'formKey',
} as const satisfies Record<string, keyof LinksContent>;

export type OverrideName = keyof typeof linkOverrides;

/** The variables that are set, checked. */
export type Env = Partial<Record<OverrideName, string>>;

/** Her links as the site uses them: each one a deployment variable sets replaced by it. */
export function withOverrides(links: LinksContent, env: Env): LinksContent {
  const overridden = Object.entries(env).map(([name, value]) => [linkOverrides[name as OverrideName], value]);
  return { ...links, ...Object.fromEntries(overridden) };
}

/** The fields of links.yml a deployment variable replaces, as content paths ("links.bookingUrl"). */
export const overriddenFields = (env: Env): string[] =>
  Object.keys(env).map((name) => `links.${linkOverrides[name as OverrideName]}`);
