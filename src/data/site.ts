import cabinetFile from '../content/cabinet.yml';
import { type Env, overriddenFields, withOverrides } from '../content/linkOverrides';
import herLinksFile from '../content/links.yml';
import type { Sheet } from '../content/schema';

const cabinet = cabinetFile as Sheet<'cabinet'>;

/** The deployment variables that are set, checked by `parseEnv` when Vite starts and compiled in (vite.config.ts). */
declare const __SITE_ENV__: Env;

/**
 * Her site's address and the services it sends visitors to, from her content file
 * (src/content/links.yml, editable at /admin), each one a deployment variable sets replaced by it.
 */
export const links = withOverrides(herLinksFile as Sheet<'links'>, __SITE_ENV__);

/** Her fields that a deployment variable replaces ("links.bookingUrl"): the site does not show hers. */
export const overriddenLinks = overriddenFields(__SITE_ENV__);

/** The practitioner's identity, contact details and every external address. */
export const site = {
  /** Absolute origin of the deployed site, without trailing slash. */
  url: links.siteUrl.replace(/\/+$/, ''),
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
 * Who the practitioner is and when she answers, from her content file (src/content/cabinet.yml,
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
  booking: links.bookingUrl,
  guide: links.guideUrl,
  instagram: links.instagram,
  linkedin: links.linkedin,
} as const;

/** Where a service's « Réserver ma séance » leads: its own page in her agenda, or the general booking page. */
export const serviceBookingUrl = (service: { bookingUrl: string }): string =>
  service.bookingUrl || externalLinks.booking;

export const disclaimer =
  'Mon accompagnement ne remplace pas le suivi par une sage-\u2060femme ou un médecin : il le complète, avec douceur.';
