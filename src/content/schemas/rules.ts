import * as v from 'valibot';
import { quoted } from '../problemWording.ts';
import { type ServiceId, serviceIds } from '../serviceKeys.ts';

/**
 * The rules every content file's schema is made of (src/content/schemas/*.ts): text, numbers,
 * lists, dates, addresses, photos, each with its French label and hint for the editor and its French
 * messages for the practitioner. The build checks her files with them, the editor at /admin is
 * generated from them (admin/config.ts) and the code reads the files' types from them.
 */

/**
 * A service's group is headed by her title (services.yml `title`), which the rules cannot know: they
 * check that very file. Its label names the service, not a text; only her titles (`ServiceTitles`)
 * turn it into words (`labelText`), so a reader that forgets them does not compile.
 */
export type ServiceLabel = { readonly service: ServiceId };

/** A field's label: its French words, or a service's, named by her title. */
export type Label = string | ServiceLabel;

/**
 * Her titles by service, as services.yml holds them: the one lookup every line, heading and checklist
 * line that names a service reads, built once per build (pipeline/serviceTitles.ts) or editor session
 * (pipeline/admin.ts hands it to the editor) with `serviceTitlesIn`.
 */
export type ServiceTitles = Readonly<Record<ServiceId, string>>;

/**
 * Her titles from services.yml as read (not yet checked). A service whose title is missing or not a
 * text is named by its place on the page, « Prestation n° 2 », never by its key in the file.
 */
export function serviceTitlesIn(services: unknown): ServiceTitles {
  const sheet = (typeof services === 'object' && services !== null ? services : {}) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(
    serviceIds.map((id, index) => {
      const entry = sheet[id] as { title?: unknown } | undefined;
      const title = typeof entry?.title === 'string' ? entry.title.trim() : '';
      return [id, title || `Prestation n°\u00a0${index + 1}`];
    }),
  ) as Record<ServiceId, string>;
}

/** A label in words: a service's is her title. */
export const labelText = (label: Label, titles: ServiceTitles): string =>
  typeof label === 'string' ? label : titles[label.service];

/** A field's French label and its hint in the editor (read by admin/config.ts). */
export type FieldMetadata = {
  label: Label;
  hint?: string;
  multiline?: boolean;
  image?: boolean;
  date?: boolean;
  /** A month of a year, 2026-11 in the file (« novembre 2026 » on the site). */
  month?: boolean;
  /** A time of day, 09:00 in the file: the editor also reads « 17h30 » and « 9h » as she means them. */
  time?: boolean;
  /** An amount in euros: typed the French way in the editor (« 12,50 »), cents allowed. */
  money?: boolean;
  /** A choice's values as the editor names them (a service's key → its title). */
  choices?: Readonly<Record<string, Label>>;
  /** A photo's description: required with its photo, so the editor does not label it optional. */
  describesPhoto?: boolean;
};
export const meta = (label: Label, hint?: string, multiline?: boolean): FieldMetadata => ({
  label,
  ...(hint && { hint }),
  ...(multiline && { multiline }),
});

/** Text, required: one line, or a paragraph (`multiline`, a text area in the editor). */
const text = (label: string, hint: string | undefined, maxLength: number, multiline?: boolean) =>
  v.pipe(
    v.string(`du texte (${label})`),
    v.trim(),
    v.nonEmpty(`${quoted(label)} ne peut pas être vide`),
    v.maxLength(maxLength, `${quoted(label)}\u00a0: ${maxLength} caractères au plus`),
    v.metadata(meta(label, hint, multiline)),
  );

/** One line of text, required. */
export const line = (label: string, hint?: string, maxLength = 120) => text(label, hint, maxLength);

/** A paragraph, required. */
export const paragraph = (label: string, hint?: string, maxLength = 1200) =>
  text(label, hint, maxLength, true);

/** A text rule that also asks for `min` characters at least (an article's title and summary). */
export const atLeast = <TSchema extends v.GenericSchema<string, string>>(
  schema: TSchema,
  label: string,
  min: number,
) => v.pipe(schema, v.minLength(min, `${quoted(label)}\u00a0: ${min} caractères au moins`));

/** True when every brace of `text` is one of the placeholders given (any other would show on the site). */
export const onlyPlaceholders =
  (...allowed: readonly RegExp[]) =>
  (text: string) =>
    !/[{}]/.test(allowed.reduce((rest, placeholder) => rest.replace(placeholder, ''), text));

/** A whole number between `min` and `max` (a price in euros, minutes, stars). */
export const wholeNumber = (label: string, min: number, max: number, hint?: string) =>
  v.pipe(
    v.number(`un nombre (${label})`),
    v.integer(`${quoted(label)}\u00a0: un nombre entier`),
    v.minValue(min, `${quoted(label)}\u00a0: ${min} au moins`),
    v.maxValue(max, `${quoted(label)}\u00a0: ${max} au plus`),
    v.metadata(meta(label, hint)),
  );

/**
 * An amount in euros between `min` and `max`, cents allowed (« 34,90 »): a price as she means it.
 * The editor reads « 12,50 », « 12.50 » or « 12 € » as 12.5 and refuses anything it cannot read so.
 */
export const euros = (label: string, min: number, max: number, hint?: string) =>
  v.pipe(
    v.number(`un montant (${label})`),
    v.check(
      (amount) =>
        Number.isInteger(Math.round(amount * 100)) &&
        Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6,
      `${quoted(label)}\u00a0: deux chiffres au plus après la virgule, par exemple 12,50`,
    ),
    v.minValue(min, `${quoted(label)}\u00a0: ${min}\u00a0€ au moins`),
    v.maxValue(max, `${quoted(label)}\u00a0: ${max}\u00a0€ au plus`),
    v.metadata({ ...meta(label, hint), money: true }),
  );

/** A list of at least `min` items (and at most `max`). */
export const list = <TItem extends v.GenericSchema>(
  label: string,
  item: TItem,
  min = 1,
  hint?: string,
  max = 100,
) =>
  v.pipe(
    v.array(item, `une liste (${label})`),
    v.minLength(min, `${quoted(label)}\u00a0: ${min} élément${min > 1 ? 's' : ''} au moins`),
    v.maxLength(max, `${quoted(label)}\u00a0: ${max} élément${max > 1 ? 's' : ''} au plus`),
    v.metadata(meta(label, hint)),
  );

/**
 * One of fixed choices, shown as a list to pick from; `choices` names each value in the editor (a
 * sentence that says what it does, when the value alone would not).
 */
export const choice = <const TOptions extends readonly string[]>(
  label: string,
  options: TOptions,
  hint?: string,
  /** How the editor names each value, when not as written in the file. */
  choices?: FieldMetadata['choices'],
) =>
  v.pipe(
    v.picklist(options, `${quoted(label)}\u00a0: l’une des valeurs ${options.join(', ')}`),
    v.metadata({ ...meta(label, hint), ...(choices && { choices }) }),
  );

/** A group of fields (a service's is headed by her title: its message leaves the label out). */
export const group = <TEntries extends v.ObjectEntries>(label: Label, entries: TEntries, hint?: string) =>
  v.pipe(
    v.strictObject(
      entries,
      typeof label === 'string' ? `un groupe de champs (${label})` : 'un groupe de champs',
    ),
    v.metadata(meta(label, hint)),
  );

export const clockTime = (label: string) =>
  v.pipe(
    v.string(`une heure (${label})`),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${quoted(label)}\u00a0: une heure au format 09:00`),
    v.metadata({ ...meta(label, 'Par exemple 9h, 17h30 ou 17:30'), time: true }),
  );

/** A day, written 2026-12-24 (a calendar in the editor). */
export const calendarDate = (label: string, hint?: string) =>
  v.pipe(
    v.string(`une date (${label})`),
    v.isoDate(
      `${quoted(label)}\u00a0: une date complète, jour, mois et année (dans le fichier\u00a0: 2026-12-24)`,
    ),
    v.metadata({ ...meta(label, hint), date: true }),
  );

/** A month, written 2026-11 (« novembre 2026 » on the site). */
export const calendarMonth = (label: string, hint?: string) =>
  v.pipe(
    v.string(`un mois (${label})`),
    v.trim(),
    v.regex(
      /^\d{4}-(0[1-9]|1[0-2])$/,
      `${quoted(label)}\u00a0: le mois et l’année (dans le fichier\u00a0: 2026-11 pour novembre 2026)`,
    ),
    v.metadata({ ...meta(label, hint), month: true }),
  );

/**
 * A phone number as she may type it: « 06 39 98 12 34 », « 0639981234 », « +33 6 39 98 12 34 », or a
 * number abroad starting with + (a host's). A French number is written back 06 39 98 12 34.
 */
function normalizePhone(typed: string): string {
  const digits = typed.replace(/[\s.\-()]/g, '');
  const national = /^\+33(\d{9})$/.exec(digits)?.[1];
  const french = national ? `0${national}` : digits;
  if (/^0[1-9]\d{8}$/.test(french)) return french.replace(/(\d\d)(?=\d)/g, '$1 ');
  return typed.trim().replace(/\s+/g, ' ');
}

export const phoneNumber = (label: string, hint?: string) =>
  v.pipe(
    v.string('un numéro de téléphone'),
    v.transform(normalizePhone),
    v.regex(
      /^(0[1-9]( \d\d){4}|\+[1-9][\d ]{5,18}\d)$/,
      `${quoted(label)}\u00a0: un numéro à 10 chiffres, 06 12 34 56 78, ou un numéro international qui commence par +`,
    ),
    v.metadata(meta(label, hint ?? 'Par exemple 06 12 34 56 78, ou +33 6 12 34 56 78')),
  );

/** A web address, https. */
export const webAddress = (label: string, hint?: string) =>
  v.pipe(
    v.string(`une adresse web (${label})`),
    v.regex(/^https:\/\/[^\s/]+\.[^\s]+$/, `${quoted(label)}\u00a0: une adresse qui commence par https://`),
    v.metadata(meta(label, hint)),
  );
/** A web address that may stay empty (the site then uses another one, named in `hint`). */
export const optionalWebAddress = (label: string, hint?: string) =>
  v.optional(
    v.pipe(
      v.string(`une adresse web (${label})`),
      v.trim(),
      v.regex(
        /^(https:\/\/[^\s/]+\.[^\s]+)?$/,
        `${quoted(label)}\u00a0: une adresse qui commence par https://, ou rien`,
      ),
      v.metadata(meta(label, hint)),
    ),
    '',
  );

/** The same fields for each service (its key in the file, src/content/serviceKeys.ts), each group headed by her title. */
export const perService = <TSchema extends v.GenericSchema>(fields: (label: ServiceLabel) => TSchema) =>
  Object.fromEntries(serviceIds.map((service) => [service, fields({ service })])) as Record<
    ServiceId,
    TSchema
  >;

/** Where the editor puts uploaded photos, relative to src/content (README "Edit the content"). */
export const PHOTO_FOLDER = 'photos';

// A photo's path as the editor writes it (the folder with a leading slash, or not).
const photoPath = `/?${PHOTO_FOLDER}/[\\w.-]+\\.(jpe?g|png|webp)`;

/** A photo sent from the editor: an article's cover and the pictures of its text. */
export const photoPathPattern = new RegExp(`^${photoPath}$`, 'i');

/** What a photo field that holds something else is told. */
export const photoPathMessage = (label: string) =>
  `${quoted(label)}\u00a0: une photo JPEG, PNG ou WebP envoyée depuis l’éditeur (${PHOTO_FOLDER}/…)`;

/** A photo's description: required with its photo, which the rule over both says. */
export const photoDescription = (label: string) =>
  v.pipe(
    v.string(`du texte (${label})`),
    v.trim(),
    v.maxLength(200, `${quoted(label)}\u00a0: 200 caractères au plus`),
    v.metadata({
      ...meta(label, 'Une phrase qui dit ce que montre la photo, pour qui ne la voit pas'),
      describesPhoto: true,
    }),
  );

/**
 * A photo that replaces an illustration, or none (empty: the illustration stays), and the sentence
 * that describes it to those who cannot see it, required with a photo.
 */
export const photo = (label: Label, hint: string) =>
  // A photo left out of the file is no photo: the editor may write a sheet without its empty photos.
  v.optional(
    v.pipe(
      v.strictObject({
        image: v.pipe(
          v.optional(
            v.pipe(
              v.string('un chemin de photo'),
              v.regex(new RegExp(`^(${photoPath})?$`, 'i'), photoPathMessage('Photo')),
            ),
            '',
          ),
          v.metadata({ label: 'Photo', hint, image: true }),
        ),
        alt: v.optional(photoDescription('Description'), ''),
      }),
      v.forward(
        v.check(
          ({ image, alt }) => !image || alt.length > 0,
          `${quoted('Description')}\u00a0: obligatoire avec une photo`,
        ),
        ['alt'],
      ),
      v.metadata(meta(label)),
    ),
    { image: '', alt: '' },
  );
