import * as v from 'valibot';

/**
 * Values an owner sets per deployment, through `VITE_*` variables.
 * Checked when Vite starts (dev, build, preview) so a bad value fails early,
 * naming the variable, instead of shipping a broken link.
 */
const httpsUrl = (name: string) =>
  v.pipe(
    v.string(),
    v.url(`${name} doit être une URL complète (https://…)`),
    v.startsWith('http', `${name} doit commencer par http:// ou https://`),
  );

export const EnvSchema = v.object({
  VITE_SITE_URL: v.optional(httpsUrl('VITE_SITE_URL'), 'https://www.example.com'),
  VITE_WEB3FORMS_ACCESS_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[0-9a-f-]{8,64}$/i,
        'VITE_WEB3FORMS_ACCESS_KEY doit être la clé fournie par Web3Forms (lettres a-f, chiffres, tirets)',
      ),
    ),
    '00000000-0000-4000-8000-000000000000',
  ),
  VITE_BOOKING_URL: v.optional(
    httpsUrl('VITE_BOOKING_URL'),
    'https://booking.example.com/cesarienne-sereine',
  ),
  VITE_GUIDE_URL: v.optional(httpsUrl('VITE_GUIDE_URL'), 'https://newsletter.example.com/guide-5-cles'),
});

export type Env = v.InferOutput<typeof EnvSchema>;

/** Parses the raw environment; throws one readable error naming every bad variable. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.entries)
      .filter((key) => raw[key] !== undefined && raw[key] !== '')
      .map((key) => [key, raw[key]]),
  );
  const result = v.safeParse(EnvSchema, picked);
  if (result.success) return result.output;
  const lines = result.issues.map((issue) => `  - ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
  throw new Error(`Configuration invalide :\n${lines.join('\n')}`);
}
