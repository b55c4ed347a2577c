import * as v from 'valibot';
import { type Env, linkOverrides, type OverrideName } from '../../src/content/linkOverrides.ts';
import { type Content, linksSchema } from '../../src/content/schema.ts';

/**
 * Checks the deployment variables that override her links (src/content/linkOverrides.ts), each by the rule
 * of the field it replaces, when Vite starts (dev, build, preview): a bad value fails early, naming the
 * variable, instead of shipping a broken link. Throws one readable error naming every bad variable.
 */
export function parseEnv(raw: Record<string, unknown>): Env {
  const env: Env = {};
  const problems: string[] = [];
  for (const [name, field] of Object.entries(linkOverrides) as Array<
    [OverrideName, keyof Content<'links'>]
  >) {
    if (raw[name] === undefined || raw[name] === '') continue;
    const result = v.safeParse(linksSchema.entries[field], raw[name]);
    if (result.success) env[name] = result.output as string;
    else problems.push(...result.issues.map((issue) => `  - ${name}\u00a0: ${issue.message}`));
  }
  if (problems.length > 0) throw new Error(`Configuration invalide\u00a0:\n${problems.join('\n')}`);
  return env;
}
