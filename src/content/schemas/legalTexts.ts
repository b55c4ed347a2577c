import * as v from 'valibot';
import { paths } from '../sitePaths.ts';
import { legalSchema } from './legal.ts';
import { choice, group, line, list, meta, paragraph } from './rules.ts';

/**
 * The legal pages' text (src/content/legalTexts.yml): the legal notice and the privacy policy,
 * section by section, in her editor. What the pages must name (SIRET, host, mediator…) stays in
 * legal.yml, written into the text by name ({siret}); src/data/legal.ts reads the text's few marks
 * (links, list items, term : detail lines). The rules keep what the law needs on the pages: every
 * field of legal.yml still named, and nothing left that the site would show as written.
 */

/** Her own words the text may name, besides every field of legal.yml. */
const ownNames = ['siteName', 'name', 'publisher', 'role', 'email', 'phone', 'premierEchange'] as const;
const legalNames = Object.keys(legalSchema.entries).filter((key) => key !== 'lastUpdated');
/** The names replaced in every text ({siret}). */
export const legalTextNames: readonly string[] = [...ownNames, ...legalNames];
/** The privacy policy's sections also have {feedNotice}: the feed's paragraph, as the feed is set. */
export const privacyTextNames: readonly string[] = [...legalTextNames, 'feedNotice'];

/**
 * Each name a text may hold, as she reads it between single guillemets in her editor (src/admin/legalTextsSheet.ts)
 * and in the messages below. Every label is unique, and none is a name: the way back is exact.
 */
export const placeholderWords: Readonly<Record<string, string>> = {
  siteName: 'nom du site',
  name: 'votre nom',
  publisher: 'votre nom suivi de EI',
  role: 'votre métier',
  email: 'votre e-mail',
  phone: 'votre téléphone',
  premierEchange: 'le premier échange, tel que vos prestations le décrivent',
  address: 'votre adresse',
  siret: 'votre SIRET',
  vatLine: 'mention de TVA',
  hostName: 'hébergeur',
  hostAddress: 'adresse de l’hébergeur',
  hostPhone: 'téléphone de l’hébergeur',
  mediatorName: 'médiateur',
  mediatorWebsite: 'site du médiateur',
  transferSafeguards: 'garantie des envois hors Union européenne',
  feedProvider: 'fournisseur du fil Instagram',
  feedProviderPrivacyUrl: 'confidentialité du fil Instagram',
  bookingPlatform: 'plateforme de rendez-vous',
  bookingPlatformPrivacyUrl: 'confidentialité de la plateforme de rendez-vous',
  newsletterTool: 'outil d’inscription au guide',
  newsletterToolPrivacyUrl: 'confidentialité de l’outil d’inscription au guide',
  feedNotice: 'paragraphe sur le fil Instagram, selon son réglage',
};

/** A name as she reads it: ‹votre SIRET›. */
const herName = (name: string) => `‹${placeholderWords[name] ?? name}›`;
/** A name as she wrote it: her words if it is one of them (where this text does not take it), else in braces. */
const writtenName = (name: string) => (placeholderWords[name] ? herName(name) : `{${name}}`);

const namesIn = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
const unknownName = (text: string, names: readonly string[]) =>
  namesIn(text).find((name) => !names.includes(name));
const sitePages: readonly string[] = Object.values(paths);
/** A link's address the site cannot follow: a page it does not have, or an address of no known kind. */
const wrongTarget = (text: string) =>
  [...text.matchAll(/\]\(([^)]*)\)/g)]
    .map((match) => match[1] ?? '')
    .find(
      (target) =>
        !(target.startsWith('/')
          ? sitePages.includes(target)
          : /^(#[a-z][\w-]*|(https:\/\/|mailto:|tel:)\S+|\{\w+\})$/.test(target)),
    );

/**
 * A line Markdown reads as a heading (`# `), a numbered list (`1. `), a quote (`> `), code (a line of
 * three backticks) or a rule (`---`): typed at a line's start in her editor, it is saved as she typed it,
 * and her editor, opened again, shows it as such a block; the pages draw paragraphs, bulleted lists, bold,
 * italics and links only, and would show its marks.
 */
const UNDRAWN_LINE = /^[ \t]*(#{1,6}(\s|$)|\d+[.)]\s|>|```|~~~|([-*_][ \t]*){3,}$)/m;

/** The first such line of a text, as she typed it (shortened). */
const undrawnLine = (text: string) => {
  const start = UNDRAWN_LINE.exec(text)?.index ?? 0;
  const line = text.slice(start).split('\n')[0]?.trim() ?? '';
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
};

/** A text of the legal pages: paragraphs, lists and term : detail lines, with names and links. */
const legalText = (label: string, hint: string, maxLength = 6000, names = legalTextNames) =>
  v.pipe(
    paragraph(label, hint, maxLength),
    v.check(
      (text) => unknownName(text, names) === undefined && !/[{}]/.test(text.replace(/\{[^{}]*\}/g, '')),
      (issue) =>
        `«\u00a0${label}\u00a0»\u00a0: ${writtenName(unknownName(String(issue.input), names) ?? '…')} n’est pas un nom remplacé sur le site (voir l’aide du champ)\u202f; retirez les autres accolades`,
    ),
    v.check(
      (text) => !UNDRAWN_LINE.test(text),
      (issue) =>
        `«\u00a0${label}\u00a0»\u00a0: la ligne «\u00a0${undrawnLine(String(issue.input))}\u00a0» commence comme un titre, une liste numérotée, une citation ou du code, que ces pages n’affichent pas\u202f; commencez-la autrement (un titre en gras, une liste à puces)`,
    ),
    v.check(
      (text) => wrongTarget(text) === undefined,
      (issue) =>
        `«\u00a0${label}\u00a0»\u00a0: le lien vers «\u00a0${wrongTarget(String(issue.input))}\u00a0» ne mène nulle part\u00a0; une page du site (/contact), une section (#cookies) ou une adresse https://`,
    ),
  );

const TEXT_HINT =
  'Sur le site, un mot entre accolades devient ce que vos fiches disent aujourd’hui\u00a0: {email} votre adresse e-mail, {phone} votre téléphone, {name} votre nom, {publisher} votre nom suivi de «\u00a0EI\u00a0», {role} votre métier (tous dans «\u00a0Coordonnées et disponibilités\u00a0»), {siteName} le nom du site, {premierEchange} le premier échange comme vos «\u00a0Prestations\u00a0» le décrivent, et {address}, {siret}, {hostName}… ce que dit votre fiche «\u00a0Mentions légales\u00a0». Laissez-les tels quels\u00a0: la page suit vos fiches quand elles changent. Une ligne vide sépare deux paragraphes\u00a0; «\u00a0- \u00a0» en début de ligne fait un point de liste, «\u00a0- **Terme** : détail\u00a0» une ligne où le terme est en gras\u00a0; [texte](adresse) un lien.';

/** Each page a link may lead to, as she knows it (the select shows these, the file keeps the address). */
const pageNames: Record<(typeof paths)[keyof typeof paths], string> = {
  [paths.home]: 'Accueil',
  [paths.services]: 'Services',
  [paths.articles]: 'Articles',
  [paths.contact]: 'Contact',
  [paths.legalNotice]: 'Mentions légales',
  [paths.privacy]: 'Politique de confidentialité',
  [paths.terms]: 'Conditions de vente',
};

/** A legal page: its title, lead, sections (whose texts may name `names`) and links. */
const pageEntries = (names = legalTextNames) => ({
  title: line('Titre', undefined, 80),
  lead: paragraph('Chapeau', 'Sous le titre', 400),
  sections: list(
    'Sections',
    // Her heading first: a folded section reads as its heading in her editor, not as its address.
    group('Section', {
      heading: line('Titre de la section', undefined, 80),
      text: legalText('Texte', TEXT_HINT, 6000, names),
      id: v.pipe(
        v.string('une adresse de section (Adresse de la section)'),
        v.regex(
          /^[a-z][a-z0-9-]*$/,
          '«\u00a0Adresse de la section\u00a0»\u00a0: des minuscules sans accent, des chiffres et des tirets, sans espace',
        ),
        v.metadata(
          meta(
            'Adresse de la section',
            'Le mot qui suit # dans l’adresse de la page (…/confidentialite#cookies)\u00a0: le sommaire de la page et les liens du texte y mènent. Gardez-le tel quel\u00a0; pour une nouvelle section, un mot en minuscules, sans accent ni espace (des tirets entre les mots)',
          ),
        ),
      ),
    }),
    1,
    'Dans l’ordre de la page',
    30,
  ),
  related: list(
    'Pour aller plus loin',
    group('Lien', {
      label: line('Libellé', undefined, 60),
      page: choice('Page', Object.values(paths), undefined, pageNames),
    }),
    1,
    'Les liens sous la dernière section',
    4,
  ),
});

/** Every string of a value: where the names of legal.yml must still be found. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(textsOf)
      : [];
const missingNames = (value: unknown) => {
  const named = new Set(textsOf(value).flatMap(namesIn));
  return legalNames.filter((name) => !named.has(name));
};

/**
 * What the terms of sale must name themselves (Code de la consommation L221-5 and L616-1): who sells,
 * where and how to reach her, and the consumer mediator.
 */
const termsNames = ['publisher', 'address', 'email', 'mediatorName', 'mediatorWebsite'] as const;
const missingInTerms = (terms: unknown) => {
  const named = new Set(textsOf(terms).flatMap(namesIn));
  return termsNames.filter((name) => !named.has(name));
};

export const legalTextsSchema = v.pipe(
  v.strictObject({
    notice: group('Mentions légales', pageEntries()),
    terms: group('Conditions de vente', pageEntries()),
    privacy: group('Politique de confidentialité', {
      ...pageEntries(privacyTextNames),
      feedNotice: group(
        'Fil Instagram',
        {
          auto: legalText(
            'S’il se charge seul',
            `Le paragraphe ${herName('feedNotice')} quand le fil se charge de lui-même`,
            1200,
          ),
          click: legalText(
            'S’il attend un clic',
            `Le paragraphe ${herName('feedNotice')} quand le fil attend un clic`,
            1200,
          ),
        },
        `Dans «\u00a0Cookies et contenus tiers\u00a0», à la place de ${herName('feedNotice')}`,
      ),
    }),
  }),
  v.check(
    ({ privacy }) => privacy.sections.some(({ text }) => text.includes('{feedNotice}')),
    `«\u00a0Politique de confidentialité\u00a0»\u00a0: ${herName('feedNotice')} manque dans ses sections\u00a0; il y dit, selon le réglage du fil Instagram, ce qui se passe pour la visiteuse`,
  ),
  v.forward(
    v.check(
      ({ terms }) => missingInTerms(terms).length === 0,
      (issue) =>
        `ce que la loi demande aux conditions de vente de nommer manque\u00a0: ${missingInTerms(
          (issue.input as { terms: unknown }).terms,
        )
          .map(herName)
          .join(', ')}`,
    ),
    ['terms'],
  ),
  v.check(
    (value) => missingNames(value).length === 0,
    (issue) =>
      `ce que la loi demande aux pages de nommer manque\u00a0: ${missingNames(issue.input)
        .map(herName)
        .join(', ')}`,
  ),
);
