import { type ContentName, fieldName, sheetTitle } from './problems.ts';
import { contentFiles } from './schema.ts';
import { serviceTitlesIn } from './schemas/rules.ts';

/**
 * The demo values she must replace before going live, and who finds them: the live build (which
 * stops on them, pipeline/content/liveGate.ts), every build (which warns, pipeline/site/prerender.mjs) and her editor's
 * « Avant la mise en ligne » list (src/admin/launchChecklist.ts). Each demo value is a reserved name (example.com
 * and its subdomains, .example, .invalid), a fiction number or an obvious stand-in (« Exemple »), so a
 * site deployed with the defaults can never send a visitor, a message or a script to a stranger.
 * Browser-safe: the editor runs it on the sheets as she publishes them.
 */

/**
 * What a demo value looks like; `what` names it when it is found in the built files, not in a sheet.
 * Written so that no pattern matches its own source (0{8}, [E]xemple): the editor's script carries them.
 */
const placeholderPatterns: ReadonlyArray<{ pattern: RegExp; what: string; editorOnly?: boolean }> = [
  { pattern: /[\w.+-]+@(?:[\w-]+\.)*example\.(?:com|org|net)\b/g, what: 'adresse e-mail de démonstration' },
  { pattern: /(?<![@\w.-])(?:[\w-]+\.)*example\.(?:com|org|net)\b/g, what: 'adresse de démonstration' },
  { pattern: /https?:\/\/[\w.-]+\.(?:example|invalid)(?![\w.-])/g, what: 'adresse de démonstration' },
  // Names neither network gives anyone: Instagram refuses a hyphen, LinkedIn an underscore.
  {
    pattern: /(?:instagram|linkedin)\.com\/(?:in\/)?(?:example|votre-compte|votre_profil)(?![\w.-])/g,
    what: 'profil de démonstration',
  },
  { pattern: /0{8}-0{4}-4000-8000-0{12}/g, what: 'clé de formulaire de démonstration' },
  { pattern: /VOTRE-[A-Z-]+/g, what: 'identifiant de démonstration' },
  {
    pattern: /(?<=repo\W?:\s?\W?)proprietaire\/[\w.-]+/g,
    what: 'dépôt Git où l’éditeur /admin publie (variable CMS_REPO de l’hébergeur)',
    editorOnly: true,
  },
  { pattern: /0{3} 0{3} 0{3} 0{5}/g, what: 'numéro SIRET de démonstration' },
  {
    pattern: /\b(?:06 39 98|01 99 00) \d\d \d\d\b|\+33(?:63998|19900)\d{4}/g,
    what: 'numéro de téléphone fictif',
  },
  {
    pattern:
      /\d+ (?:rue|avenue) de l[’'][E]xemple, \d{5} [\wÀ-ÿ-]+|(?:Hébergeur |consommation |formation )?[E]xemple(?![\wÀ-ÿ])(?: [A-Z][\wÀ-ÿ-]*)?/g,
    what: 'nom ou adresse de démonstration',
  },
];

/**
 * Demo words that would read as true on a live site: the invented testimonials (an invented review is a
 * misleading commercial practice), her demo life story and her demo name. No pattern tells them from
 * hers, so each is known by its opening words in its sheet (`exact`: the whole value): a field that
 * still opens so is the demo's; one she rewrote is hers. The sheets' demo content must match (a test).
 */
const demoTexts: ReadonlyArray<{ name: ContentName; opening: string; exact?: true }> = [
  { name: 'cabinet', opening: 'Camille Durand', exact: true },
  { name: 'home', opening: 'Mon premier enfant est né par césarienne, en urgence, un soir de novembre' },
  { name: 'home', opening: 'J’ai cherché des réponses et j’ai trouvé peu de choses pensées pour les femmes' },
  { name: 'home', opening: 'Ma fille est née trois ans plus tard, par césarienne programmée cette fois' },
  { name: 'home', opening: 'Personne ne devrait avoir le sentiment d’avoir manqué la naissance' },
  { name: 'testimonials', opening: 'J’avais une peur panique de ma césarienne programmée' },
  { name: 'testimonials', opening: 'Ma première césarienne, en urgence, m’avait laissé un goût amer' },
  { name: 'testimonials', opening: 'Je n’osais pas porter mon bébé avec mon ventre encore sensible' },
];

/** A value as written anywhere: a French number and its +33 form for a dialler are the same. */
const comparable = (value: string) =>
  value
    .replace(/^\+33/, '0')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();

/** True when `text` (a field of sheet `name`) is one of the demo's words that would read as true. */
const isDemoText = (name: ContentName, text: string) => {
  const value = comparable(text);
  return demoTexts.some(
    (demo) =>
      demo.name === name &&
      (demo.exact ? value === comparable(demo.opening) : value.startsWith(comparable(demo.opening))),
  );
};

/** A long demo text, as the lists name it: its first words. */
const shortened = (text: string) => {
  const words = text.trim().split(/\s+/);
  return words.length > 9 ? `${words.slice(0, 9).join(' ')}…` : text.trim();
};

/** The demo values in a text, each once. */
const demoValuesIn = (text: string) =>
  [
    ...new Set(placeholderPatterns.flatMap(({ pattern }) => [...text.matchAll(pattern)].map((m) => m[0]))),
  ].map((value) => value.trim());

/** A demo value left in one of her sheets: where she replaces it, in the editor's words. */
export type SheetPlaceholder = {
  name: ContentName;
  /** The field's keys, list items from 0: ["products", 2, "purchaseLink"]. */
  path: Array<string | number>;
  /** « Adresses du site et services en ligne » › « Page de prise de rendez-vous ». */
  where: string;
  value: string;
  /** A deployment variable sets this field for the site (pipeline/content/envSchema.ts): the site shows that. */
  overridden: boolean;
};

/**
 * Every demo value in her sheets (content as in the files), field by field. `overridden` lists the
 * fields a deployment variable replaces ("links.bookingUrl"): still listed, for her, but not shipped.
 */
export function sheetPlaceholders(
  contents: Partial<Record<ContentName, unknown>>,
  overridden: readonly string[] = [],
): SheetPlaceholder[] {
  const found: SheetPlaceholder[] = [];
  const titles = serviceTitlesIn(contents.services);
  const visit = (name: ContentName, value: unknown, path: Array<string | number>) => {
    if (typeof value === 'string') {
      if (isDemoText(name, value)) {
        found.push({
          name,
          path,
          where: `${sheetTitle(name)} › ${fieldName(name, path, titles)}`,
          value: shortened(value),
          overridden: false,
        });
        return;
      }
      const values = demoValuesIn(value);
      if (values.length === 0) return;
      found.push({
        name,
        path,
        where: `${sheetTitle(name)} › ${fieldName(name, path, titles)}`,
        value: value.trim(),
        overridden: overridden.includes([name, ...path].join('.')),
      });
    } else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value))
        visit(name, item, [...path, Array.isArray(value) ? Number(key) : key]);
  };
  for (const name of Object.keys(contentFiles) as ContentName[])
    if (name in contents) visit(name, contents[name], []);
  return found;
}

/** A demo value in the built files (pages, scripts): the safety net under the sheets' list. */
type ShippedPlaceholder = { value: string; what: string; files: string[]; editorOnly: boolean };

/** Every demo value in `files` ({ name, text }), once per value, with the files that carry it. */
export function shippedPlaceholders(
  files: ReadonlyArray<{ name: string; text: string }>,
): ShippedPlaceholder[] {
  const found = new Map<string, ShippedPlaceholder>();
  for (const { name, text } of files) {
    for (const { pattern, what, editorOnly = false } of placeholderPatterns) {
      for (const match of text.matchAll(pattern)) {
        const value = match[0].trim();
        const entry = found.get(value) ?? { value, what, files: [], editorOnly };
        if (!entry.files.includes(name)) entry.files.push(name);
        found.set(value, entry);
      }
    }
  }
  return [...found.values()].map((entry) => ({ ...entry, files: entry.files.sort() }));
}

/**
 * The build's and the terminal's list: per sheet, each field to fill and the demo value it holds;
 * then what the built files carry that no sheet explains (set by the host or in the code).
 */
export function launchReport(
  sheets: readonly SheetPlaceholder[],
  shipped: readonly ShippedPlaceholder[] = [],
) {
  const inSheets = sheets.filter((entry) => !entry.overridden);
  const fromSheets = new Set(inSheets.flatMap((entry) => demoValuesIn(entry.value).map(comparable)));
  const elsewhere = shipped.filter((entry) => !fromSheets.has(comparable(entry.value)));
  return [
    ...inSheets.map((entry) => `  - ${entry.where}\u00a0: ${entry.value}`),
    ...elsewhere.map((entry) => `  - ${entry.what}\u00a0: ${entry.value} (${entry.files.join(', ')})`),
  ];
}

/**
 * Why this build is the one visitors will get, or null: a production deploy on Netlify (CONTEXT),
 * Vercel (VERCEL_ENV) or Cloudflare Pages (its production branch, main unless PRODUCTION_BRANCH says
 * otherwise: Pages does not tell the build), or LIVE=1 anywhere. A preview or a local build is not.
 */
export function liveBuild(env: Record<string, string | undefined>): string | null {
  if (env.LIVE === '1') return 'LIVE=1';
  if (env.CONTEXT === 'production') return 'déploiement de production Netlify (CONTEXT=production)';
  if (env.VERCEL_ENV === 'production') return 'déploiement de production Vercel (VERCEL_ENV=production)';
  const productionBranch = env.PRODUCTION_BRANCH || 'main';
  if (env.CF_PAGES === '1' && env.CF_PAGES_BRANCH === productionBranch)
    return `branche de production Cloudflare Pages (${productionBranch})`;
  return null;
}

/**
 * What « Avant la mise en ligne » asks her to check, without stopping a live build: each picture still
 * the demo's illustration (her portrait, the guide's cover, the services' and the products' pictures:
 * a photo field left empty), and how her Instagram feed loads (a choice with a legal side, D10).
 */
export type SheetReminder = { name: ContentName; path: Array<string | number>; where: string; value: string };

/** A photo field ({ image, alt }) with no photo: the site shows its illustration. */
const noPhoto = (value: unknown) =>
  !!value && typeof value === 'object' && 'image' in value && !(value as { image?: unknown }).image;

const DEMO_PICTURE = 'l’illustration de démonstration, à remplacer par votre photo';
/** Her portrait: until she adds it, the site shows her name and role alone (issue 62). */
const NO_PORTRAIT =
  'pas encore de photo\u00a0: le site montre votre nom et votre rôle seuls. Ajoutez votre portrait en premier, c’est ce qui rassure le plus';

export function sheetReminders(contents: Partial<Record<ContentName, unknown>>): SheetReminder[] {
  const found: SheetReminder[] = [];
  const titles = serviceTitlesIn(contents.services);
  const remind = (name: ContentName, path: Array<string | number>, value: string) =>
    found.push({ name, path, where: `${sheetTitle(name)} › ${fieldName(name, path, titles)}`, value });
  const photos = contents.photos as Record<string, unknown> | undefined;
  // Her face first: of everything to check, it is what a mother looks for.
  if (noPhoto(photos?.founder)) remind('photos', ['founder'], NO_PORTRAIT);
  for (const [key, value] of Object.entries(photos ?? {}))
    if (key !== 'founder' && noPhoto(value)) remind('photos', [key], DEMO_PICTURE);
  const products = contents.products as { items?: Array<{ photo?: unknown }> } | undefined;
  for (const [index, item] of (products?.items ?? []).entries())
    if (noPhoto(item.photo)) remind('products', ['items', index, 'photo'], DEMO_PICTURE);
  const feed = (contents.links as { feed?: { mode?: string } } | undefined)?.feed;
  if (feed?.mode)
    remind(
      'links',
      ['feed', 'mode'],
      `${feedModeWords[feed.mode as keyof typeof feedModeWords] ?? feed.mode}\u00a0: votre choix, à confirmer (votre page «\u00a0Confidentialité\u00a0» le suit)`,
    );
  return found;
}

const feedModeWords = { auto: 's’affiche de lui-même', click: 'après un clic de la visiteuse' } as const;
