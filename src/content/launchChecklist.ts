// « Avant la mise en ligne », as words and HTML: what is still a demo value in her sheets (the build's own
// scan, demoValues.ts), and what her last publication refused. Pure (no DOM, no file): the build writes
// its page with it (pipeline/editor/admin.ts) and the editor draws the same list from the sheets it read
// (src/admin/launchChecklist.ts), so that both say one thing. Each line leads to its very field:
// /admin?champ=<sheet>.<keys>#/collections/contenu/entries/<sheet>.
import * as v from 'valibot';
import { adminGuides } from './adminGuides.ts';
import { type SheetPlaceholder, type SheetReminder, sheetPlaceholders } from './demoValues.ts';
import type { ContentName } from './problems.ts';
import { contentFiles } from './schema.ts';
import type { ServiceTitles } from './schemas/rules.ts';

/** Where the build serves the list (pipeline/editor/admin.ts). */
export const LAUNCH_PAGE = '/admin/avant-la-mise-en-ligne.html';

/** Her guide « Mettre mon site en ligne ». */
export const PUBLISH_GUIDE = adminGuides.goLive.path;

/** The field a line of the list leads to, in the editor's address: ?champ=cabinet.phone. */
export const FIELD_PARAMETER = 'champ';

/** The editor's address of one field of a sheet. */
export const fieldLink = (entry: Pick<SheetPlaceholder | SheetReminder, 'name' | 'path'>) =>
  `/admin?${FIELD_PARAMETER}=${encodeURIComponent([entry.name, ...entry.path].join('.'))}#/collections/contenu/entries/${entry.name}`;

const sheetOrder = Object.keys(contentFiles);

/** The list with one sheet read again (as she just saved it, or as the editor read it). */
export function withSheet(
  found: readonly SheetPlaceholder[],
  name: ContentName,
  data: unknown,
  overridden: readonly string[],
  titles: ServiceTitles,
): SheetPlaceholder[] {
  return [
    ...found.filter((entry) => entry.name !== name),
    ...sheetPlaceholders({ [name]: data }, titles, overridden),
  ].sort((a, b) => sheetOrder.indexOf(a.name) - sheetOrder.indexOf(b.name));
}

/**
 * What her last publication refused, as the publishing workflow records it in her repository
 * (pipeline/editor/publicationRefusal.ts, `REFUSAL_FILE`); the next publication that goes online removes it.
 * `fields`: the fields that stopped it, each a demo value (`value`) or a value the build refused (`problem`,
 * the build's French words); `lines`: any other reason, in her words.
 */
export const refusalSchema = v.object({
  refused: v.literal(true),
  fields: v.optional(
    v.array(
      v.object({
        name: v.picklist(sheetOrder as ContentName[]),
        path: v.array(v.union([v.string(), v.number()])),
        where: v.string(),
        value: v.optional(v.string(), ''),
        problem: v.optional(v.string()),
      }),
    ),
    [],
  ),
  lines: v.optional(v.array(v.string()), []),
});
export type PublicationRefusal = v.InferOutput<typeof refusalSchema>;

/** Where the workflow writes it, in her repository (beside her sheets, out of what the site reads). */
export const REFUSAL_FILE = 'src/content/publication/refus.yml';

/** A field the build refused for another reason than a demo value, in the build's words. */
export type RefusedField = {
  name: ContentName;
  path: Array<string | number>;
  where: string;
  message: string;
};

/**
 * The record as the workflow writes it: the demo values left (those a host variable sets go unnamed), then
 * the fields whose value the build refused, each with what is wrong, then any other reason.
 */
export const refusalRecord = (
  found: readonly SheetPlaceholder[],
  lines: readonly string[] = [],
  refused: readonly RefusedField[] = [],
): PublicationRefusal => ({
  refused: true,
  fields: [
    ...found
      .filter((entry) => !entry.overridden)
      .map(({ name, path, where, value }) => ({ name, path, where, value })),
    ...refused.map(({ name, path, where, message }) => ({ name, path, where, value: '', problem: message })),
  ],
  lines: [...lines],
});

/** A record read back from her repository, or undefined when it is not one. */
export const readRefusal = (data: unknown): PublicationRefusal | undefined => {
  const result = v.safeParse(refusalSchema, data);
  return result.success ? result.output : undefined;
};

/** Whether a refused field still holds a demo value in what she saved since. */
const stillThere = (field: PublicationRefusal['fields'][number], found: readonly SheetPlaceholder[]) =>
  found.some(
    (entry) =>
      !entry.overridden && entry.name === field.name && entry.path.join('.') === field.path.join('.'),
  );

/**
 * The link's words: after a refused publication, that the site online is unchanged; else how many are
 * left, or ready; never ready while the repository is unknown (the live build stops on it too).
 */
export const countLabel = (
  found: readonly SheetPlaceholder[],
  { repositoryUnknown = false, refusal }: { repositoryUnknown?: boolean; refusal?: PublicationRefusal } = {},
) => {
  const left = found.filter((entry) => !entry.overridden).length;
  if (refusal) return 'Publication refusée\u00a0: le site en ligne n’a pas changé';
  if (left > 0) return `Avant la mise en ligne\u00a0: ${left} à remplacer`;
  return repositoryUnknown
    ? 'Avant la mise en ligne\u00a0: un réglage de l’hébergeur'
    : 'Prêt pour la mise en ligne';
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/** A field's name without its sheet's: « SIRET », under the sheet's heading. */
const inSheet = (where: string) => where.split(' › ').slice(1).join(' › ');

/** One section per sheet, each line a link to its field with what it holds today. */
const sheetSections = (entries: readonly (SheetPlaceholder | SheetReminder)[], heading: 'h2' | 'h3') =>
  [...new Set(entries.map((entry) => entry.name))].map(
    (name) =>
      `<section><${heading}>${escapeHtml(contentFiles[name].label)}</${heading}><ul>${entries
        .filter((entry) => entry.name === name)
        .map(
          (entry) =>
            `<li><a href="${escapeHtml(fieldLink(entry))}">${escapeHtml(inSheet(entry.where))}</a> <span>aujourd’hui\u00a0: ${escapeHtml(entry.value)}</span></li>`,
        )
        .join('')}</ul></section>`,
  );

/**
 * What her last publication refused, first: that the site online did not change, each field that stopped
 * it (a link to it, and whether what she saved since still holds the demo value), any other reason.
 */
export function refusalHtml(refusal: PublicationRefusal, found: readonly SheetPlaceholder[]): string {
  const fields = refusal.fields.map((field) => {
    // A value the build refused: what is wrong, in the build's words (whether she corrected it since, the
    // check before her next save tells her).
    if (field.problem !== undefined)
      return `<li><a href="${escapeHtml(fieldLink(field))}">${escapeHtml(field.where)}</a> <span>${escapeHtml(field.problem)}</span></li>`;
    const fixed = !stillThere(field, found);
    return `<li${fixed ? ' class="is-fixed"' : ''}><a href="${escapeHtml(fieldLink(field))}">${escapeHtml(field.where)}</a> <span>${
      fixed ? 'remplacé depuis, à publier' : `valeur d’exemple refusée\u00a0: ${escapeHtml(field.value)}`
    }</span></li>`;
  });
  return [
    '<section class="launch-refusal"><h2>Votre dernière publication a été refusée</h2>',
    '<p>Le site en ligne n’a pas changé\u00a0: il montre toujours ce qui était en ligne avant. Rien de ce que vous avez enregistré n’est perdu.</p>',
    ...(fields.length
      ? [
          `<p>${fields.length === 1 ? 'Ce champ l’a arrêtée' : 'Ces champs l’ont arrêtée'}\u00a0: cliquez sur chacun pour l’ouvrir, ${
            refusal.fields.every((field) => field.problem === undefined)
              ? 'remplacez la valeur d’exemple'
              : 'corrigez ce qui est dit'
          } et enregistrez.</p>`,
          `<ul>${fields.join('')}</ul>`,
        ]
      : []),
    ...refusal.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    '<p>Puis choisissez «\u00a0Publier les modifications\u00a0»\u00a0: la publication suivante qui réussit retire ce message.</p>',
    '</section>',
  ].join('\n');
}

/**
 * The list's content: what her last publication refused (if it was), the count, then a link per field to
 * fill, sheet by sheet; then what to check without it stopping the site from going live (demo pictures,
 * the feed's mode). `atLastPublication`: the host's copy, her sheets as the last publication read them.
 */
export function launchListHtml(
  found: readonly SheetPlaceholder[],
  reminders: readonly SheetReminder[] = [],
  {
    repositoryUnknown = false,
    atLastPublication = false,
    refusal,
  }: { repositoryUnknown?: boolean; atLastPublication?: boolean; refusal?: PublicationRefusal } = {},
): string {
  const toFill = found.filter((entry) => !entry.overridden);
  const byHost = found.filter((entry) => entry.overridden);
  // Her fields may all be hers while the site still cannot go live: the editor does not know where to
  // save. Her words here; what to set, and where, is the installer's (the build's log, her guide's part C).
  const repository = repositoryUnknown
    ? [
        '<section><h2>Où l’éditeur enregistre en ligne</h2>',
        `<p>Votre éditeur en ligne ne sait pas encore où enregistrer vos modifications. La personne qui a installé votre site le règle une fois chez l’hébergeur, comme le dit le guide <a href="${PUBLISH_GUIDE}#la-part-de-la-personne-qui-installe-le-site">«\u00a0Mettre mon site en ligne\u00a0»</a>\u00a0: transmettez-lui ce lien.</p>`,
        '</section>',
      ]
    : [];
  const intro =
    toFill.length === 0 && repositoryUnknown
      ? '<p>Vos fiches sont prêtes\u00a0: aucune valeur d’exemple n’y reste. Il manque un réglage de l’hébergeur avant la mise en ligne.</p>'
      : toFill.length === 0 && atLastPublication
        ? '<p>À la dernière mise en ligne du site, aucune valeur d’exemple ne restait dans vos fiches. Ce que vous avez enregistré depuis n’est pas compté ici\u00a0: l’éditeur le compte, en haut de chacun de ses écrans.</p>'
        : toFill.length === 0 && refusal
          ? '<p>Plus aucune valeur d’exemple dans ce que vous avez enregistré\u00a0: choisissez «\u00a0Publier les modifications\u00a0» pour mettre le site à jour.</p>'
          : toFill.length === 0
            ? '<p>Tout est prêt\u00a0: aucune valeur d’exemple ne reste dans vos fiches. Le site peut être mis en ligne.</p>'
            : `<p>${toFill.length === 1 ? 'Une valeur est encore un exemple' : `${toFill.length} valeurs sont encore des exemples`}\u00a0: tant qu’il en reste, le site en ligne ne peut pas être publié (une adresse ou un numéro faux perdrait des mamans, et la loi demande vos vraies mentions légales). Cliquez sur chacune pour ouvrir son champ, remplacez-la, enregistrez, puis choisissez «\u00a0Publier les modifications\u00a0».</p>`;
  const host = byHost.length
    ? [
        `<p>Réglé par l’hébergeur, qui l’emporte sur votre fiche\u00a0: ${byHost.map((entry) => escapeHtml(entry.where)).join(', ')}.</p>`,
      ]
    : [];
  const toCheck = reminders.length
    ? [
        '<h2>À vérifier aussi (cela n’empêche pas la mise en ligne)</h2>',
        '<p>Vos photos remplacent les illustrations de démonstration\u00a0; le mode du fil Instagram est un choix à confirmer.</p>',
        ...sheetSections(reminders, 'h3'),
      ]
    : [];
  return [
    ...(refusal ? [refusalHtml(refusal, found)] : []),
    intro,
    ...repository,
    ...sheetSections(toFill, 'h2'),
    ...host,
    ...toCheck,
  ].join('\n');
}
