// « Avant la mise en ligne »: what is still a demo value in her sheets (the build's own scan,
// src/content/demoValues.ts). A page of its own, /admin/avant-la-mise-en-ligne (pipeline/editor/admin.ts
// writes it from the files as they are when it is opened), and on every screen of the editor a link to
// it with the count, kept up to date as she publishes a sheet. Each line of the page leads to its very
// field: /admin/?champ=<sheet>.<keys>#/collections/contenu/entries/<sheet>. Sveltia has no supported
// slot for a panel of ours, hence the page beside it.
import { type SheetPlaceholder, type SheetReminder, sheetPlaceholders } from '../content/demoValues.ts';
import type { ContentName } from '../content/problems.ts';
import { contentFiles } from '../content/schema.ts';
import type { ServiceTitles } from '../content/schemas/rules.ts';
import { guides } from './wording.ts';

/** Where the list is served (pipeline/editor/admin.ts). */
export const LAUNCH_PAGE = '/admin/avant-la-mise-en-ligne.html';

/** The field a line of the list leads to, in the editor's address: ?champ=cabinet.phone. */
export const FIELD_PARAMETER = 'champ';

/** The editor's address of one field of a sheet. */
export const fieldLink = (entry: Pick<SheetPlaceholder | SheetReminder, 'name' | 'path'>) =>
  `/admin/?${FIELD_PARAMETER}=${encodeURIComponent([entry.name, ...entry.path].join('.'))}#/collections/contenu/entries/${entry.name}`;

/** The list with one sheet read again (as she just published it). */
export function withSheet(
  found: readonly SheetPlaceholder[],
  name: ContentName,
  data: unknown,
  overridden: readonly string[],
  titles: ServiceTitles,
): SheetPlaceholder[] {
  const order = Object.keys(contentFiles);
  return [
    ...found.filter((entry) => entry.name !== name),
    ...sheetPlaceholders({ [name]: data }, titles, overridden),
  ].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
}

/**
 * The link's words: how many are left, or ready; never ready while the repository is unknown
 * (`repositoryUnknown`, what to set): the live build stops on it as on a demo value.
 */
export const countLabel = (found: readonly SheetPlaceholder[], repositoryUnknown?: readonly string[]) => {
  const left = found.filter((entry) => !entry.overridden).length;
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

/** One section per sheet, each line a link to its field with what it holds today. */
const sheetSections = (entries: readonly (SheetPlaceholder | SheetReminder)[], heading: 'h2' | 'h3') =>
  [...new Set(entries.map((entry) => entry.name))].map(
    (name) =>
      `<section><${heading}>${escapeHtml(contentFiles[name].label)}</${heading}><ul>${entries
        .filter((entry) => entry.name === name)
        .map(
          (entry) =>
            `<li><a href="${escapeHtml(fieldLink(entry))}">${escapeHtml(entry.where.split(' › ').slice(1).join(' › '))}</a> <span>aujourd’hui\u00a0: ${escapeHtml(entry.value)}</span></li>`,
        )
        .join('')}</ul></section>`,
  );

/**
 * The page's main content: the count, then a link per field to fill, sheet by sheet; then what to check
 * without it stopping the site from going live (demo pictures, the feed's mode).
 */
export function launchListHtml(
  found: readonly SheetPlaceholder[],
  reminders: readonly SheetReminder[] = [],
  repositoryUnknown?: readonly string[],
  /** Written by the host's build: her sheets as they were at the last publication, not as saved since. */
  { atLastPublication = false }: { atLastPublication?: boolean } = {},
): string {
  const toFill = found.filter((entry) => !entry.overridden);
  const byHost = found.filter((entry) => entry.overridden);
  // Her fields may all be hers while the site still cannot go live: the editor does not know where to
  // save. Her words here; what to set, and where, is the installer's (the build's log, her guide's part C).
  const repository = repositoryUnknown
    ? [
        '<section><h2>Où l’éditeur enregistre en ligne</h2>',
        `<p>Votre éditeur en ligne ne sait pas encore où enregistrer vos modifications. La personne qui a installé votre site le règle une fois chez l’hébergeur, comme le dit le guide <a href="${guides.publish}#la-part-de-la-personne-qui-installe-le-site">«\u00a0Mettre mon site en ligne\u00a0»</a>\u00a0: transmettez-lui ce lien.</p>`,
        '</section>',
      ]
    : [];
  const intro =
    toFill.length === 0 && repositoryUnknown
      ? '<p>Vos fiches sont prêtes\u00a0: aucune valeur d’exemple n’y reste. Il manque un réglage de l’hébergeur avant la mise en ligne.</p>'
      : toFill.length === 0 && atLastPublication
        ? '<p>À la dernière mise en ligne du site, aucune valeur d’exemple ne restait dans vos fiches. Ce que vous avez enregistré depuis n’est pas compté ici\u00a0: si une publication est refusée, le site en ligne reste tel qu’il était et GitHub vous écrit pourquoi.</p>'
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
  return [intro, ...repository, ...sheetSections(toFill, 'h2'), ...host, ...toCheck].join('\n');
}

/**
 * The count on every screen of the editor: a link to the page, outside Sveltia's own screens, updated
 * by `update` when she publishes a sheet.
 */
export function showLaunchLink(initial: readonly SheetPlaceholder[], repositoryUnknown?: readonly string[]) {
  const link = document.createElement('a');
  link.href = LAUNCH_PAGE;
  link.className = 'launch-link';
  // A page of its own, not one of the editor's screens: the editor's own link handling is left out.
  // (Sveltia takes the clicks on links for its own screens.)
  link.addEventListener('click', (event) => {
    event.preventDefault();
    location.assign(LAUNCH_PAGE);
  });
  let found = [...initial];
  const render = () => {
    link.textContent = countLabel(found, repositoryUnknown);
    link.classList.toggle('is-ready', !repositoryUnknown && found.every((entry) => entry.overridden));
  };
  render();
  document.body.append(link);
  return {
    update(name: ContentName, data: unknown, overridden: readonly string[], titles: ServiceTitles) {
      found = withSheet(found, name, data, overridden, titles);
      render();
    },
  };
}

/**
 * The field a line of the list opened (?champ=testimonials.entries.1.quote): its keys in its sheet
 * (`entries.1.quote`), and the address without the parameter, so that a reload does not jump again.
 */
export function linkedField(address: string): { keyPath: string; address: string } | undefined {
  const url = new URL(address);
  const wanted = url.searchParams.get(FIELD_PARAMETER);
  if (!wanted) return undefined;
  url.searchParams.delete(FIELD_PARAMETER);
  return { keyPath: wanted.split('.').slice(1).join('.'), address: url.href };
}
