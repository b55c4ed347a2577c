/**
 * The services as the code knows them: the keys of her files (services.yml, serviceTexts.yml and
 * photos.yml), in page order, and for each what she does not edit. The one TypeScript file that writes a
 * service's id: the content rules (content/schemas/rules.ts `perService`), the facts (serviceOffers.ts,
 * which reads her names and prices), the pictures, the pages and the articles' « Prestation liée » all
 * map over `serviceIds`. Its title is hers (services.yml `title`): every label that names a
 * service is given her titles (schemas/rules.ts `ServiceTitles`). It imports nothing, so the content rules, which check her files, can read it.
 * A new service: its entry here, its entries in the three YAML files, its illustration
 * (public/images/services/<id>.svg).
 */

/** The palette family a service is drawn in (rose, sage, lavender tokens). */
export type ServiceTone = 'rose' | 'sage' | 'lavender';

type ServiceKey = {
  /** The palette family it is drawn in: design, not content. */
  tone: ServiceTone;
  /** Its illustration's description, until she adds a photo (serviceImages.ts). */
  illustrationAlt: string;
  /** Its line in the services page's opening list (services.ts `servicesIntro`). */
  offerLine: string;
  /** Its card's sentence on the home page (home.ts `homeServices`). */
  homeDescription: string;
};

export const serviceKeys = {
  'cesarienne-confiance': {
    tone: 'rose',
    illustrationAlt: 'Illustration\u00a0: un cœur posé dans deux mains ouvertes.',
    offerLine: 'Un accompagnement personnalisé avant et après votre césarienne',
    homeDescription:
      'Une séance par téléphone pour comprendre votre césarienne, écrire vos souhaits de naissance et préparer l’après, suivie d’un mois d’échanges sur WhatsApp.',
  },
  'atelier-portage': {
    tone: 'sage',
    illustrationAlt: 'Illustration\u00a0: un bébé blotti dans une écharpe de portage, contre sa mère.',
    offerLine: 'Des ateliers de portage en toute sécurité',
    homeDescription:
      'Porter votre bébé en écharpe ou en porte-\u2060bébé, en toute sécurité et sans peser sur votre ventre. En visio, en petit groupe à Biarritz ou chez vous.',
  },
  'bain-enveloppe': {
    tone: 'lavender',
    illustrationAlt:
      'Illustration\u00a0: un bébé enveloppé dans un lange flotte dans une bassine d’eau tiède, parmi des pétales.',
    offerLine: 'Des rituels de bien-être pour bébé',
    homeDescription:
      'Un bain tout en lenteur, chez vous, bébé enveloppé dans un lange, pour l’apaiser, vous retrouver tous les deux et partager un moment hors du temps.',
  },
} as const satisfies Record<string, ServiceKey>;

export type ServiceId = keyof typeof serviceKeys;

/** The services' keys, in page order. */
export const serviceIds = Object.keys(serviceKeys) as readonly ServiceId[];
