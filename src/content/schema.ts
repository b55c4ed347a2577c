import type * as v from 'valibot';
import type { SitePicture } from './photo.ts';
import { bookingSchema } from './schemas/booking.ts';
import { cabinetSchema } from './schemas/cabinet.ts';
import { faqSchema } from './schemas/faq.ts';
import { homeSchema } from './schemas/home.ts';
import { legalSchema } from './schemas/legal.ts';
import { legalTextsSchema } from './schemas/legalTexts.ts';
import { linksSchema } from './schemas/links.ts';
import { photosSchema } from './schemas/photos.ts';
import { productsSchema } from './schemas/products.ts';
import { servicesSchema } from './schemas/services.ts';
import { serviceTextsSchema } from './schemas/serviceTexts.ts';
import { testimonialsSchema } from './schemas/testimonials.ts';

/**
 * The content files the practitioner edits (src/content/*.yml, README "Edit the content"), each
 * with its rules (one module per file in schemas/, made of the shared rules in schemas/rules.ts). One
 * table for three readers: the build validates each file against its rules (a wrong value stops `dev`
 * and `build`, naming the file and the field), the web editor at /admin makes one sheet per entry
 * (French labels, hints, required fields, ranges, patterns), and the code reads each file's type from
 * it (`Sheet`). Adding a content file: its YAML, its schema module, one entry here.
 */
export const contentFiles = {
  cabinet: { file: 'cabinet.yml', label: 'Coordonnées et disponibilités', schema: cabinetSchema },
  links: { file: 'links.yml', label: 'Adresses du site et services en ligne', schema: linksSchema },
  services: { file: 'services.yml', label: 'Prestations\u00a0: durées et tarifs', schema: servicesSchema },
  serviceTexts: { file: 'serviceTexts.yml', label: 'Prestations\u00a0: textes', schema: serviceTextsSchema },
  booking: { file: 'booking.yml', label: 'Réservation\u00a0: sous les boutons', schema: bookingSchema },
  testimonials: { file: 'testimonials.yml', label: 'Témoignages', schema: testimonialsSchema },
  faq: { file: 'faq.yml', label: 'Questions fréquentes', schema: faqSchema },
  home: { file: 'home.yml', label: 'Accueil\u00a0: haut de page, histoire et guide', schema: homeSchema },
  photos: { file: 'photos.yml', label: 'Vos photos', schema: photosSchema },
  products: { file: 'products.yml', label: 'Boutique\u00a0: vos produits', schema: productsSchema },
  legal: { file: 'legal.yml', label: 'Mentions légales', schema: legalSchema },
  legalTexts: {
    file: 'legalTexts.yml',
    label: 'Pages légales\u00a0: textes',
    schema: legalTextsSchema,
    // Typeset as written where it has a no-break space before ; (pipeline/content/sheetReader.ts).
    keepNoBreakSpaces: true,
  },
} as const;

type ContentFiles = typeof contentFiles;

/** A content file's value as its rules read it: `Content<'cabinet'>`. */
export type Content<TName extends keyof ContentFiles> = v.InferOutput<ContentFiles[TName]['schema']>;

/** A value as the build hands it to the pages: each photo field processed, null where none was given. */
type Built<T> = T extends { image: string; alt: string }
  ? SitePicture | null
  : T extends readonly (infer TItem)[]
    ? Built<TItem>[]
    : T extends object
      ? { [TKey in keyof T]: Built<T[TKey]> }
      : T;

/**
 * What `import … from './content/cabinet.yml'` gives (pipeline/content/sheetReader.ts): the checked, typeset
 * content, photos processed. The import itself is `unknown` (files.d.ts); its reader names the sheet:
 * `cabinetFile as Sheet<'cabinet'>`.
 */
export type Sheet<TName extends keyof ContentFiles> = Built<Content<TName>>;

export type { FieldMetadata } from './schemas/rules.ts';
export { euros, PHOTO_FOLDER } from './schemas/rules.ts';
export { cabinetSchema, linksSchema, productsSchema };
