import * as v from 'valibot';
import { FIRST_EXCHANGE_PLACEHOLDER, PRICES_PLACEHOLDER } from './placeholders.ts';
import { weekDays } from './weekDays.ts';

/**
 * The rules of the content files the practitioner edits (src/data/content/*.yml, README "Edit the
 * content"). One source for three readers: the build validates each file against them (a wrong value
 * stops `dev` and `build`, naming the file and the field), the web editor at /admin is generated from
 * them (French labels, hints, required fields, ranges, patterns), and the code reads the files'
 * types from them. Messages are in French: the practitioner reads them.
 */

/** A field's French label and its hint in the editor (read by src/admin/config.ts). */
export type FieldMetadata = {
  label: string;
  hint?: string;
  multiline?: boolean;
  image?: boolean;
  date?: boolean;
  /** An amount in euros: typed the French way in the editor (« 12,50 »), cents allowed. */
  money?: boolean;
};
const meta = (label: string, hint?: string, multiline?: boolean): FieldMetadata => ({
  label,
  ...(hint && { hint }),
  ...(multiline && { multiline }),
});

/** Text, required: one line, or a paragraph (`multiline`, a text area in the editor). */
const text = (label: string, hint: string | undefined, maxLength: number, multiline?: boolean) =>
  v.pipe(
    v.string(`du texte (${label})`),
    v.trim(),
    v.nonEmpty(`«\u00a0${label}\u00a0» ne peut pas être vide`),
    v.maxLength(maxLength, `«\u00a0${label}\u00a0»\u00a0: ${maxLength} caractères au plus`),
    v.metadata(meta(label, hint, multiline)),
  );

/** One line of text, required. */
export const line = (label: string, hint?: string, maxLength = 120) => text(label, hint, maxLength);

/** A paragraph, required. */
export const paragraph = (label: string, hint?: string, maxLength = 1200) =>
  text(label, hint, maxLength, true);

/** True when every brace of `text` is one of the placeholders given (any other would show on the site). */
const onlyPlaceholders =
  (...allowed: readonly RegExp[]) =>
  (text: string) =>
    !/[{}]/.test(allowed.reduce((rest, placeholder) => rest.replace(placeholder, ''), text));

/** A whole number between `min` and `max` (a price in euros, minutes, stars). */
export const wholeNumber = (label: string, min: number, max: number, hint?: string) =>
  v.pipe(
    v.number(`un nombre (${label})`),
    v.integer(`«\u00a0${label}\u00a0»\u00a0: un nombre entier`),
    v.minValue(min, `«\u00a0${label}\u00a0»\u00a0: ${min} au moins`),
    v.maxValue(max, `«\u00a0${label}\u00a0»\u00a0: ${max} au plus`),
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
      `«\u00a0${label}\u00a0»\u00a0: deux chiffres au plus après la virgule, par exemple 12,50`,
    ),
    v.minValue(min, `«\u00a0${label}\u00a0»\u00a0: ${min}\u00a0€ au moins`),
    v.maxValue(max, `«\u00a0${label}\u00a0»\u00a0: ${max}\u00a0€ au plus`),
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
    v.minLength(min, `«\u00a0${label}\u00a0»\u00a0: ${min} élément${min > 1 ? 's' : ''} au moins`),
    v.maxLength(max, `«\u00a0${label}\u00a0»\u00a0: ${max} élément${max > 1 ? 's' : ''} au plus`),
    v.metadata(meta(label, hint)),
  );

/** One of fixed choices, shown as a list to pick from. */
export const choice = <const TOptions extends readonly string[]>(label: string, options: TOptions) =>
  v.pipe(
    v.picklist(options, `«\u00a0${label}\u00a0»\u00a0: l’une des valeurs ${options.join(', ')}`),
    v.metadata(meta(label)),
  );

/** A group of fields. */
export const group = <TEntries extends v.ObjectEntries>(label: string, entries: TEntries, hint?: string) =>
  v.pipe(v.strictObject(entries, `un groupe de champs (${label})`), v.metadata(meta(label, hint)));

const clockTime = (label: string) =>
  v.pipe(
    v.string(`une heure (${label})`),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, `«\u00a0${label}\u00a0»\u00a0: une heure au format 09:00`),
    v.metadata(meta(label, 'Au format 09:00')),
  );

/** A day, written 2026-12-24 (a calendar in the editor). */
const calendarDate = (label: string) =>
  v.pipe(
    v.string(`une date (${label})`),
    v.isoDate(
      `«\u00a0${label}\u00a0»\u00a0: une date complète, jour, mois et année (dans le fichier\u00a0: 2026-12-24)`,
    ),
    v.metadata({ ...meta(label), date: true }),
  );

/** A time she is away (holidays, training): from one day to another, both included. */
const closure = v.pipe(
  v.strictObject({
    from: calendarDate('Du'),
    to: calendarDate('Au (inclus)'),
    note: v.pipe(
      v.optional(v.pipe(v.string('du texte (Précision)'), v.trim()), ''),
      v.maxLength(160, '«\u00a0Précision\u00a0»\u00a0: 160 caractères au plus'),
      v.metadata(
        meta('Précision', 'Facultatif. Par exemple\u00a0: Je lis vos messages à mon retour, le 4 janvier.'),
      ),
    ),
  }),
  v.forward(
    v.check(
      ({ from, to }) => to >= from,
      '«\u00a0Au (inclus)\u00a0»\u00a0: le même jour que «\u00a0Du\u00a0» ou après',
    ),
    ['to'],
  ),
  v.metadata(meta('Fermeture')),
);

/**
 * A phone number as she may type it: « 06 39 98 12 34 », « 0639981234 », « +33 6 39 98 12 34 », or a
 * number abroad starting with + (a host's). A French number is written back 06 39 98 12 34.
 */
export function normalizePhone(typed: string): string {
  const digits = typed.replace(/[\s.\-()]/g, '');
  const national = /^\+33(\d{9})$/.exec(digits)?.[1];
  const french = national ? `0${national}` : digits;
  if (/^0[1-9]\d{8}$/.test(french)) return french.replace(/(\d\d)(?=\d)/g, '$1 ');
  return typed.trim().replace(/\s+/g, ' ');
}

const phoneNumber = (label: string, hint?: string) =>
  v.pipe(
    v.string('un numéro de téléphone'),
    v.transform(normalizePhone),
    v.regex(
      /^(0[1-9]( \d\d){4}|\+[1-9][\d ]{5,18}\d)$/,
      `«\u00a0${label}\u00a0»\u00a0: un numéro à 10 chiffres, 06 12 34 56 78, ou un numéro international qui commence par +`,
    ),
    v.metadata(meta(label, hint ?? 'Par exemple 06 12 34 56 78, ou +33 6 12 34 56 78')),
  );

/** A web address, https. */
const webAddress = (label: string, hint?: string) =>
  v.pipe(
    v.string(`une adresse web (${label})`),
    v.regex(
      /^https:\/\/[^\s/]+\.[^\s]+$/,
      `«\u00a0${label}\u00a0»\u00a0: une adresse qui commence par https://`,
    ),
    v.metadata(meta(label, hint)),
  );

/** Coordinates and opening hours (src/data/content/cabinet.yml). */
export const cabinetSchema = v.strictObject({
  name: line('Votre nom', 'Tel qu’il apparaît sur le site'),
  role: line('Votre métier', 'Par exemple\u00a0: Accompagnante périnatale'),
  phone: phoneNumber('Téléphone'),
  email: v.pipe(
    v.string('une adresse e-mail'),
    v.email('«\u00a0E-mail\u00a0»\u00a0: une adresse comme bonjour@exemple.fr'),
    v.metadata(meta('E-mail')),
  ),
  location: line('Lieu', 'Tel qu’il apparaît sur la page Contact'),
  areaServed: list('Zones desservies', line('Zone'), 1, 'Pour les moteurs de recherche'),
  firstExchange: group(
    'Premier échange gratuit',
    {
      durationMinutes: wholeNumber('Durée, en minutes', 5, 60, 'Par exemple 20'),
      channel: line(
        'Comment',
        'Lu après la durée\u00a0: «\u00a0par téléphone\u00a0», «\u00a0en visio\u00a0», «\u00a0par téléphone ou en visio\u00a0»',
        30,
      ),
    },
    'Toujours gratuit et sans engagement. Le haut de la page d’accueil, la réservation, les fenêtres des prestations et la page Contact le disent\u00a0: «\u00a0Premier échange gratuit de 20 minutes, par téléphone, sans engagement\u00a0»',
  ),
  hours: group('Disponibilités', {
    days: list('Jours où vous répondez', choice('Jour', weekDays)),
    opens: clockTime('De'),
    closes: clockTime('À'),
  }),
  closures: v.optional(
    list(
      'Fermetures',
      closure,
      0,
      'Vos congés, pour la page Contact et les moteurs de recherche. Une fermeture passée disparaît du site à la publication suivante.',
    ),
    [],
  ),
});

/** A Web3Forms access key: 36 characters, hex digits in five groups (the shape Web3Forms gives). */
export const FORM_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A profile's address, or the handle she knows it by: « @camille.naissance » is written
 * https://www.instagram.com/camille.naissance/ for the site.
 */
const profileAddress = (label: string, host: string, path: string, example: string) =>
  v.pipe(
    v.string(`une adresse web (${label})`),
    v.trim(),
    v.transform((typed) =>
      /^@?[\w.-]+$/.test(typed) ? `https://www.${host}/${path}${typed.replace(/^@/, '')}/` : typed,
    ),
    v.regex(
      new RegExp(`^https://(www\\.)?${host.replace('.', '\\.')}/${path}[\\w.-]+/?$`),
      `«\u00a0${label}\u00a0»\u00a0: l’adresse de votre profil, ${example}`,
    ),
    v.metadata(meta(label, `Son adresse, ${example}, ou seulement votre nom de compte`)),
  );

/**
 * Her site's own address and the services it sends visitors to (src/data/content/links.yml): what
 * she gives once before going live. A developer may override the first four per deployment
 * (src/data/envSchema.ts, README "Go live").
 */
export const linksSchema = v.strictObject({
  siteUrl: v.pipe(
    v.string('une adresse web (Adresse du site)'),
    v.trim(),
    v.regex(
      /^https:\/\/[^\s/]+\.[^\s/]+\/?$/,
      '«\u00a0Adresse du site\u00a0»\u00a0: l’adresse seule, sans page, par exemple https://www.cesarienne-sereine.fr',
    ),
    v.metadata(
      meta(
        'Adresse du site',
        'Celle où le site est en ligne, par exemple https://www.cesarienne-sereine.fr\u00a0: les moteurs de recherche et les partages la reprennent',
      ),
    ),
  ),
  bookingUrl: webAddress(
    'Page de prise de rendez-vous',
    'Votre agenda en ligne (Calendly, Cal.com, Doctolib…)\u00a0: tous les boutons «\u00a0Réserver\u00a0» et «\u00a0Prendre rendez-vous\u00a0» y mènent',
  ),
  guideUrl: webAddress(
    'Inscription au guide gratuit',
    'La page de votre outil d’e-mailing où une maman laisse son adresse pour recevoir le guide',
  ),
  formKey: v.pipe(
    v.string('une clé (Clé du formulaire de contact)'),
    v.trim(),
    v.regex(
      FORM_KEY_PATTERN,
      '«\u00a0Clé du formulaire de contact\u00a0»\u00a0: la clé reçue de Web3Forms, 36 caractères, par exemple 3f2a9c1e-8b4d-4e6f-a1b2-c3d4e5f6a7b8',
    ),
    v.metadata(
      meta(
        'Clé du formulaire de contact',
        'Sur web3forms.com, écrivez l’adresse e-mail où recevoir les messages dans «\u00a0Create your Access Key\u00a0»\u00a0: la clé arrive par e-mail. Copiez-la ici. Elle n’est pas secrète, elle dit seulement à qui envoyer vos messages.',
      ),
    ),
  ),
  instagram: profileAddress(
    'Votre compte Instagram',
    'instagram.com',
    '',
    'https://www.instagram.com/votre.compte',
  ),
  linkedin: profileAddress(
    'Votre profil LinkedIn',
    'linkedin.com',
    'in/',
    'https://www.linkedin.com/in/votre-nom',
  ),
  feed: group(
    'Fil Instagram de la page Services',
    {
      scriptUrl: webAddress(
        'Adresse du script du widget',
        'Donnée par le service qui affiche votre fil (son «\u00a0code d’intégration\u00a0»), l’adresse qui se termine souvent par .js',
      ),
      widgetId: line('Identifiant du widget', 'Donné par ce service avec le script', 80),
    },
    'Le service qui affiche vos dernières publications Instagram (nommez-le aussi dans «\u00a0Mentions légales\u00a0»)',
  ),
});

const serviceOffer = (label: string) =>
  group(label, {
    title: line('Nom de la prestation'),
    durationMinutes: wholeNumber('Durée, en minutes', 15, 600),
    formats: list(
      'Formats et tarifs',
      group('Format', {
        label: line('Format', 'Par exemple\u00a0: En ligne, Chez vous'),
        price: euros('Tarif, en euros', 0, 2000, 'Par exemple 60 ou 12,50'),
      }),
    ),
    priceUnit: line(
      'Ce que le tarif comprend',
      'Lu après le prix\u00a0: «\u00a0la séance\u00a0», «\u00a0l’atelier\u00a0»\u202f; et dans la fenêtre «\u00a0En savoir plus\u00a0»\u00a0: «\u00a0Ce que comprend l’atelier\u00a0»',
    ),
    option: line('En plus', 'Ce qui est inclus ou proposé en option\u202f; dites si c’est payant', 200),
  });

/** The same fields for each service, each group named as the editor shows it. */
const perService = <TSchema extends v.GenericSchema>(fields: (name: string) => TSchema) => ({
  'cesarienne-confiance': fields('Ma Césarienne en Confiance'),
  'atelier-portage': fields('Atelier de portage'),
  'bain-enveloppe': fields('Rituel de Bain Enveloppé'),
});

/** Services: what each one costs and lasts (src/data/content/services.yml). */
export const servicesSchema = v.strictObject(perService(serviceOffer));

const serviceText = (label: string) =>
  group(label, {
    kicker: line('Accroche', 'Quelques mots au-dessus du nom\u00a0: pour qui, ou quand', 60),
    shortDescription: line('En une phrase', 'Sous le nom, mise en valeur', 160),
    description: paragraph('Description', undefined, 800),
    details: list(
      'Ce que comprend la prestation',
      line('Point', undefined, 120),
      1,
      'Un point par ligne. Titré dans la fenêtre «\u00a0En savoir plus\u00a0» d’après «\u00a0Ce que le tarif comprend\u00a0» (durées et tarifs)\u00a0: «\u00a0Ce que comprend l’atelier\u00a0»',
      6,
    ),
    forWhom: paragraph('Pour qui\u202f?', 'Dans la fenêtre «\u00a0En savoir plus\u00a0»', 600),
    steps: list(
      'Comment se passe l’accompagnement\u202f?',
      v.pipe(
        line(
          'Étape',
          'Écrivez {premier échange} pour «\u00a020 minutes par téléphone\u00a0», tel que vos coordonnées le disent',
          200,
        ),
        v.check(
          onlyPlaceholders(FIRST_EXCHANGE_PLACEHOLDER),
          '«\u00a0Étape\u00a0»\u00a0: seul {premier échange} est remplacé sur le site\u00a0; retirez les autres accolades',
        ),
      ),
      1,
      'Dans la fenêtre «\u00a0En savoir plus\u00a0», dans l’ordre',
      8,
    ),
  });

/**
 * Services: what the page and its dialogs say about each one (src/data/content/serviceTexts.yml).
 * Apart from the facts (services.yml): the home page loads the facts, not these texts.
 */
export const serviceTextsSchema = v.strictObject(perService(serviceText));

/** Testimonials on the home page (src/data/content/testimonials.yml). */
export const testimonialsSchema = v.strictObject({
  items: list(
    'Témoignages',
    group('Témoignage', {
      name: line('Prénom', 'Le prénom seul', 40),
      relativeTime: line('Quand', 'Par exemple\u00a0: il y a 2 mois', 40),
      text: paragraph('Témoignage', undefined, 600),
      rating: wholeNumber('Étoiles', 1, 5),
    }),
  ),
});

/** The services page's questions (src/data/content/faq.yml). */
export const faqSchema = v.strictObject({
  entries: list(
    'Questions',
    group('Question', {
      question: line('Question', undefined, 200),
      answer: v.pipe(
        paragraph(
          'Réponse',
          'Écrivez {tarifs} pour insérer les tarifs à jour, {premier échange} pour la durée et le moyen du premier échange («\u00a020 minutes par téléphone\u00a0»)',
        ),
        v.check(
          onlyPlaceholders(PRICES_PLACEHOLDER, FIRST_EXCHANGE_PLACEHOLDER),
          '«\u00a0Réponse\u00a0»\u00a0: seuls {tarifs} et {premier échange} sont remplacés sur le site\u00a0; retirez les autres accolades',
        ),
      ),
    }),
  ),
});

/**
 * The home page's words that are hers: her story, her trainings and the number of mothers she has
 * accompanied, and the guide's five keys (src/data/content/home.yml).
 */
export const homeSchema = v.strictObject({
  heroHighlights: list(
    'En haut de la page',
    line('Point fort', undefined, 40),
    1,
    'Trois courtes phrases sous le bouton de rendez-vous\u00a0: où vous recevez, pour qui, ce qui vous distingue',
    3,
  ),
  story: group('Mon histoire', {
    paragraphs: list('Paragraphes', paragraph('Paragraphe', undefined, 600)),
    quote: line('Citation', 'Mise en valeur sous votre histoire', 200),
  }),
  credentials: group(
    'Mes formations',
    {
      // Both may stay empty (an empty list, no number): the page then shows nothing of them.
      trainings: v.optional(
        list(
          'Formations',
          group('Formation', {
            title: line('Intitulé', 'Par exemple\u00a0: Accompagnement périnatal', 100),
            organisation: line('Organisme', 'L’école ou l’organisme qui vous a formée', 100),
            year: wholeNumber('Année', 1970, 2100, 'L’année où vous l’avez terminée, par exemple 2021'),
          }),
          0,
          'Les formations qui vous ont préparée à accompagner les mamans, la plus importante d’abord',
          6,
        ),
        [],
      ),
      mothersAccompanied: v.optional(
        wholeNumber(
          'Mamans accompagnées',
          0,
          100000,
          'Combien de mamans vous avez accompagnées jusqu’ici\u00a0; vide ou 0 pour ne pas l’afficher',
        ),
        0,
      ),
    },
    'Sous votre histoire, sur la page d’accueil. Ce qui est vide n’est pas affiché.',
  ),
  guideKeys: list(
    'Clés du guide',
    group('Clé', {
      title: line('Titre', undefined, 60),
      text: paragraph('Texte', undefined, 300),
    }),
    5,
    'Le titre du guide annonce cinq clés\u00a0: gardez-en cinq',
    5,
  ),
});

/**
 * What the law asks the legal pages to name (src/data/content/legal.yml): her business, the host,
 * the consumer mediator, the services that receive visitors' data. The pages' text is the code's.
 */
export const legalSchema = v.strictObject({
  lastUpdated: calendarDate('Date de dernière mise à jour'),
  address: line(
    'Adresse de l’entreprise',
    'Domicile ou domiciliation, telle qu’inscrite au Registre national des entreprises',
    200,
  ),
  siret: v.pipe(
    v.string('un numéro SIRET'),
    v.regex(/^\d{3} \d{3} \d{3} \d{5}$/, '«\u00a0SIRET\u00a0»\u00a0: 14 chiffres écrits 123 456 789 00012'),
    v.metadata(meta('SIRET', '14 chiffres, sur l’avis de situation Insee, écrits 123 456 789 00012')),
  ),
  vatLine: line(
    'Mention de TVA',
    'À garder tant que l’activité relève de la franchise en base\u202f; sinon, votre numéro de TVA intracommunautaire',
    200,
  ),
  hostName: line('Hébergeur', 'Nom ou raison sociale de celui qui sert les pages du site'),
  hostAddress: line(
    'Adresse de l’hébergeur',
    'Son siège, tel qu’il l’indique dans ses propres mentions légales',
    200,
  ),
  hostPhone: phoneNumber('Téléphone de l’hébergeur'),
  mediatorName: line(
    'Médiateur de la consommation',
    'Celui auquel vous avez adhéré (liste officielle\u00a0: economie.gouv.fr/mediation-conso)',
  ),
  mediatorWebsite: webAddress('Site du médiateur', 'Où une cliente peut le saisir en ligne'),
  transferSafeguards: line(
    'Garantie des envois hors Union européenne',
    'Ce qui encadre l’envoi des messages à Web3Forms (clauses contractuelles types, ou Data Privacy Framework)\u00a0: à vérifier dans ses conditions',
    300,
  ),
  feedProvider: line('Fournisseur du fil Instagram', 'Le widget qui affiche le fil sur la page Services'),
  feedProviderPrivacyUrl: webAddress('Politique de confidentialité du fil Instagram'),
  bookingPlatform: line('Plateforme de rendez-vous', 'Celle où mène «\u00a0Prendre rendez-vous\u00a0»'),
  bookingPlatformPrivacyUrl: webAddress('Politique de confidentialité de la plateforme'),
  newsletterTool: line('Outil d’e-mailing', 'Celui qui recueille les inscriptions au guide gratuit'),
  newsletterToolPrivacyUrl: webAddress('Politique de confidentialité de l’outil d’e-mailing'),
});

/** Where the editor puts uploaded photos, relative to src/data/content (README "Edit the content"). */
export const PHOTO_FOLDER = 'photos';

/**
 * A photo that replaces an illustration, or none (empty: the illustration stays), and the sentence
 * that describes it to those who cannot see it, required with a photo.
 */
const photo = (label: string, hint: string) =>
  v.pipe(
    v.strictObject({
      image: v.pipe(
        v.optional(
          v.pipe(
            v.string('un chemin de photo'),
            v.regex(
              // The editor writes the folder with a leading slash.
              new RegExp(`^(/?${PHOTO_FOLDER}/[\\w.-]+\\.(jpe?g|png|webp))?$`, 'i'),
              `«\u00a0Photo\u00a0»\u00a0: une photo JPEG, PNG ou WebP envoyée depuis l’éditeur (${PHOTO_FOLDER}/…)`,
            ),
          ),
          '',
        ),
        v.metadata({ label: 'Photo', hint, image: true }),
      ),
      alt: v.pipe(
        v.optional(v.pipe(v.string('du texte (Description)'), v.trim()), ''),
        v.maxLength(200, '«\u00a0Description\u00a0»\u00a0: 200 caractères au plus'),
        v.metadata(meta('Description', 'Une phrase qui dit ce que montre la photo, pour qui ne la voit pas')),
      ),
    }),
    v.forward(
      v.check(
        ({ image, alt }) => !image || alt.length > 0,
        '«\u00a0Description\u00a0»\u00a0: obligatoire avec une photo',
      ),
      ['alt'],
    ),
    v.metadata(meta(label)),
  );

/** Photos that replace the illustrations (src/data/content/photos.yml). */
export const photosSchema = v.strictObject({
  founder: photo(
    'Votre portrait',
    'Page d’accueil, «\u00a0Mon histoire\u00a0», et page Contact. Une vraie photo de vous, souriante et lumineuse, rassure les mamans\u00a0: elles savent à qui elles vont parler. Verticale de préférence.',
  ),
  guide: photo('Couverture du guide', 'Page d’accueil, le guide gratuit. Verticale de préférence.'),
  ...perService((name) =>
    photo(name, 'Page Services et sa carte sur la page d’accueil. Horizontale de préférence.'),
  ),
});

/** A barcode number (EAN-13): 13 digits, the last one checking the others. */
const isEan13 = (code: string) =>
  [...code].reduce((sum, digit, index) => sum + Number(digit) * (index % 2 === 0 ? 1 : 3), 0) % 10 === 0;

const eanMessage =
  '«\u00a0Référence\u00a0»\u00a0: les 13 chiffres du code-barres (EAN-13), sans espace, tels qu’imprimés sous les barres';

/** The shop's products (src/data/content/products.yml). */
export const productsSchema = v.strictObject({
  items: v.pipe(
    list(
      'Produits',
      v.pipe(
        v.strictObject({
          name: line('Nom du produit', undefined, 60),
          subtitle: line('Sous-titre', 'Quelques mots sous le nom\u00a0: Cure 3 mois, Soin nourrissant', 60),
          description: paragraph('Description', undefined, 400),
          price: euros('Prix, en euros', 1, 2000, 'Par exemple 39 ou 34,90'),
          originalPrice: euros(
            'Prix avant remise, en euros',
            0,
            2000,
            '0 s’il n’y a pas de remise\u00a0; sinon il est barré à côté du prix, et le badge de la photo annonce la différence (par exemple «\u00a0\u221220\u00a0€\u00a0»)',
          ),
          rating: wholeNumber('Étoiles', 1, 5, 'La note moyenne laissée par les clientes sur la boutique'),
          purchaseLink: webAddress('Lien du bouton Commander', 'La page du produit sur la boutique en ligne'),
          reference: v.pipe(
            v.string('un code-barres (Référence)'),
            v.regex(/^\d{13}$/, eanMessage),
            v.check(isEan13, eanMessage),
            v.metadata(meta('Référence', 'Les 13 chiffres du code-barres (EAN-13)')),
          ),
          volume: line(
            'Contenance ou durée de cure',
            'Par exemple\u00a0: 250 ml, ou 3 mois pour une cure (la carte écrit alors «\u00a0Durée de cure\u00a0»)',
            40,
          ),
          features: list(
            'Points forts',
            line('Point fort', undefined, 80),
            4,
            'Quatre\u00a0: la carte montre les deux premiers',
            4,
          ),
          photo: photo('Photo du produit', 'À la place de l’illustration. Horizontale de préférence.'),
        }),
        v.forward(
          v.check(
            ({ price, originalPrice }) => originalPrice === 0 || originalPrice > price,
            '«\u00a0Prix avant remise\u00a0»\u00a0: plus élevé que le prix',
          ),
          ['originalPrice'],
        ),
        v.metadata(meta('Produit')),
      ),
      1,
      undefined,
      6,
    ),
    v.check(
      (items) => new Set(items.map((item) => item.name.toLowerCase())).size === items.length,
      '«\u00a0Produits\u00a0»\u00a0: deux produits portent le même nom',
    ),
  ),
});

/** Every content file: where it is, its title in the editor, its rules. */
export const contentFiles = {
  cabinet: { file: 'cabinet.yml', label: 'Coordonnées et disponibilités', schema: cabinetSchema },
  links: { file: 'links.yml', label: 'Adresses du site et services en ligne', schema: linksSchema },
  services: { file: 'services.yml', label: 'Prestations\u00a0: durées et tarifs', schema: servicesSchema },
  serviceTexts: { file: 'serviceTexts.yml', label: 'Prestations\u00a0: textes', schema: serviceTextsSchema },
  testimonials: { file: 'testimonials.yml', label: 'Témoignages', schema: testimonialsSchema },
  faq: { file: 'faq.yml', label: 'Questions fréquentes', schema: faqSchema },
  home: { file: 'home.yml', label: 'Accueil\u00a0: haut de page, histoire et guide', schema: homeSchema },
  photos: { file: 'photos.yml', label: 'Vos photos', schema: photosSchema },
  products: { file: 'products.yml', label: 'Boutique\u00a0: vos produits', schema: productsSchema },
  legal: { file: 'legal.yml', label: 'Mentions légales', schema: legalSchema },
} as const;

export type CabinetContent = v.InferOutput<typeof cabinetSchema>;
export type ServicesContent = v.InferOutput<typeof servicesSchema>;
export type ServiceTextsContent = v.InferOutput<typeof serviceTextsSchema>;
export type TestimonialsContent = v.InferOutput<typeof testimonialsSchema>;
export type FaqContent = v.InferOutput<typeof faqSchema>;
export type PhotosContent = v.InferOutput<typeof photosSchema>;
export type HomeContent = v.InferOutput<typeof homeSchema>;
export type LegalContent = v.InferOutput<typeof legalSchema>;
export type ProductsContent = v.InferOutput<typeof productsSchema>;
export type LinksContent = v.InferOutput<typeof linksSchema>;
