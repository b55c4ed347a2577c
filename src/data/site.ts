import cabinet from './content/cabinet.yml';
import type { Env } from './envSchema';

/** Deployment values, checked by `parseEnv` when Vite starts and compiled in (vite.config.ts). */
declare const __SITE_ENV__: Env;

/**
 * The practitioner's identity, contact details and every external address.
 * Everything marked "placeholder" is replaced by the owner (README, "Make it yours").
 */
export const env = __SITE_ENV__;

export const site = {
  /** Absolute origin of the deployed site, without trailing slash. */
  url: env.VITE_SITE_URL.replace(/\/+$/, ''),
  name: 'Césarienne Sereine',
  tagline: 'Accompagnement césarienne et post-partum',
  lang: 'fr',
  locale: 'fr_FR',
  themeColor: '#8f4a3e',
} as const;

/** "06 39 98 12 34" → "+33639981234"; a number abroad, "+353 1 234 5678", loses its spaces. */
const internationalPhone = (display: string) =>
  display.startsWith('+') ? display.replace(/\s/g, '') : `+33${display.replace(/\s/g, '').slice(1)}`;

/**
 * Who the practitioner is and when she answers, from her content file (src/data/content/cabinet.yml,
 * editable at /admin). The contact page shows the hours in words, the structured data as schema.org.
 */
export const practitioner = {
  name: cabinet.name,
  role: cabinet.role,
  phone: { display: cabinet.phone, e164: internationalPhone(cabinet.phone) },
  email: cabinet.email,
  location: cabinet.location,
  areaServed: cabinet.areaServed,
  /** Days in the file's order: whoever shows them sorts them (`availabilityRows`). */
  openingHours: cabinet.hours,
  /** Her coming closures, the ended ones left out by the build. */
  closures: cabinet.closures,
} as const;

export const externalLinks = {
  booking: env.VITE_BOOKING_URL,
  guide: env.VITE_GUIDE_URL,
  /** Placeholders. */
  instagram: 'https://www.instagram.com/example',
  linkedin: 'https://www.linkedin.com/in/example',
} as const;

export const disclaimer =
  'Mon accompagnement ne remplace pas le suivi par une sage-femme ou un médecin : il le complète, avec douceur.';
