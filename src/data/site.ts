import type { Env } from './envSchema';

/** Deployment values, checked by `parseEnv` when Vite starts and compiled in (vite.config.ts). */
declare const __SITE_ENV__: Env;

/**
 * The practitioner's identity, contact details and every external address.
 * Everything marked "placeholder" is replaced by the owner (README, "Make it yours").
 */
const env = __SITE_ENV__;

export const site = {
  /** Absolute origin of the deployed site, without trailing slash. */
  url: env.VITE_SITE_URL.replace(/\/+$/, ''),
  name: 'Césarienne Sereine',
  tagline: 'Accompagnement césarienne et post-partum',
  lang: 'fr',
  locale: 'fr_FR',
  themeColor: '#8f4a3e',
} as const;

export const practitioner = {
  /** Placeholder: the practitioner's name as it should appear on the site. */
  name: 'Camille Durand',
  role: 'Accompagnante périnatale',
  /** Placeholder in the French fiction range 06 39 98 xx xx. */
  phone: { display: '06 39 98 12 34', e164: '+33639981234' },
  /** Placeholder. */
  email: 'bonjour@example.com',
  location: 'Biarritz / Pays basque / Visio',
  areaServed: ['Biarritz', 'Pays basque', 'En ligne (visio)'],
  /** When the practitioner answers (docs/product.md §2); the contact page shows the same hours in words. */
  openingHours: { days: ['Monday', 'Tuesday', 'Thursday', 'Friday'], opens: '09:00', closes: '16:00' },
} as const;

export const externalLinks = {
  booking: env.VITE_BOOKING_URL,
  guide: env.VITE_GUIDE_URL,
  /** Placeholders. */
  instagram: 'https://www.instagram.com/example',
  linkedin: 'https://www.linkedin.com/in/example',
} as const;

export const web3forms = {
  endpoint: 'https://api.web3forms.com/submit',
  accessKey: env.VITE_WEB3FORMS_ACCESS_KEY,
  fromName: 'Site Césarienne Sereine – formulaire de contact',
  subjectPrefix: 'Nouveau message de contact de ',
} as const;

export const disclaimer =
  'Mon accompagnement ne remplace pas le suivi par une sage-femme ou un médecin : il le complète, avec douceur.';
