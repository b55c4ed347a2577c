// « Avant la mise en ligne »: in her editor, what is still a demo value, sheet by sheet and field by
// field, found by the build's own scan (src/data/content/demoValues.ts). It starts from what the build
// found in her sheets, then follows each sheet as Decap reads it and as she publishes it: a field she
// fills leaves the list as soon as « Publier » has saved it.
import {
  type SheetPlaceholder,
  type SheetReminder,
  sheetPlaceholders,
  sheetReminders,
} from '../data/content/demoValues.ts';
import type { ContentName } from '../data/content/problems.ts';
import { contentFiles } from '../data/content/schema.ts';
import { linkOverrides } from '../data/linkOverrides.ts';
import { entriesInStore, onPublish, type Store } from './store.ts';

/** The sheets' collection (src/admin/config.ts): each sheet's entry is `contenu.<name>`; articles are not sheets. */
const COLLECTION = 'contenu';

type DecapState = { auth?: { user?: unknown }; entries?: unknown };

/** Each sheet's data as Decap read it, or as she published it since; sheets not read are absent. */
export function sheetsInStore(state: unknown): Partial<Record<ContentName, unknown>> {
  const entries = entriesInStore(state, COLLECTION);
  return Object.fromEntries(
    Object.keys(contentFiles).flatMap((name) => (name in entries ? [[name, entries[name]]] : [])),
  );
}

/** The list: what the build found, each sheet Decap holds read again. */
export function currentPlaceholders(
  fromBuild: readonly SheetPlaceholder[],
  sheets: Partial<Record<ContentName, unknown>>,
  overridden: readonly string[],
): SheetPlaceholder[] {
  const read = new Set(Object.keys(sheets));
  const fresh = sheetPlaceholders(sheets, overridden);
  const order = Object.keys(contentFiles);
  return [...fromBuild.filter((entry) => !read.has(entry.name)), ...fresh].sort(
    (a, b) => order.indexOf(a.name) - order.indexOf(b.name),
  );
}

/** What to check, not blocking: the build's for the sheets Decap has not read, the others read again. */
export function currentReminders(
  fromBuild: readonly SheetReminder[],
  sheets: Partial<Record<ContentName, unknown>>,
): SheetReminder[] {
  const read = new Set(Object.keys(sheets));
  const order = Object.keys(contentFiles);
  return [...fromBuild.filter((entry) => !read.has(entry.name)), ...sheetReminders(sheets)].sort(
    (a, b) => order.indexOf(a.name) - order.indexOf(b.name),
  );
}

/** The variable of the host that sets a field instead of her ("links.bookingUrl" → VITE_BOOKING_URL). */
const variableOf = (entry: SheetPlaceholder) =>
  Object.entries(linkOverrides).find(
    ([, field]) => `links.${field}` === [entry.name, ...entry.path].join('.'),
  )?.[0];

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Array<Node | string>
) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  node.append(...children);
  return node;
};

const collectionHash = `#/collections/${COLLECTION}`;
const sheetHash = (name: ContentName) => `${collectionHash}/entries/${name}`;

/**
 * Opens a sheet the way she does, from the list of sheets: Decap, sent from one sheet straight to
 * another, shows the second one empty (and « Publier » would save it so). If she has unsaved changes,
 * Decap asks first; if she stays, so does this.
 */
function openSheet(name: ContentName) {
  location.hash = collectionHash;
  const started = Date.now();
  const follow = () => {
    const link = document.querySelector<HTMLAnchorElement>(
      `a[href$="${sheetHash(name).slice(1)}"]:not(.launch-dialog *)`,
    );
    if (location.hash === collectionHash && link) link.click();
    else if (Date.now() - started < 5000) setTimeout(follow, 50);
  };
  follow();
}

/** A sheet's heading in the list, with the link that opens it. */
function sheetHeading(name: ContentName, close: () => void) {
  const open = element('a', { href: sheetHash(name) }, 'Ouvrir la fiche');
  open.addEventListener('click', (event) => {
    event.preventDefault();
    close();
    openSheet(name);
  });
  return element('h3', {}, contentFiles[name].label, ' ', open);
}

/** The fields to check, sheet by sheet: they do not stop the site from going live. */
function remindersContent(reminders: readonly SheetReminder[], close: () => void): Node[] {
  if (reminders.length === 0) return [];
  return [
    element('h3', { class: 'launch-check-title' }, 'À vérifier aussi (cela n’empêche pas la mise en ligne)'),
    element(
      'p',
      {},
      'Vos photos remplacent les illustrations de démonstration ; le mode du fil Instagram est un choix à confirmer.',
    ),
    ...[...new Set(reminders.map((entry) => entry.name))].map((name) =>
      element(
        'section',
        { class: 'launch-check' },
        sheetHeading(name, close),
        element(
          'ul',
          {},
          ...reminders
            .filter((entry) => entry.name === name)
            .map((entry) =>
              element(
                'li',
                {},
                element('strong', {}, entry.where.split(' › ').slice(1).join(' › ')),
                element('span', {}, entry.value),
              ),
            ),
        ),
      ),
    ),
  ];
}

/** The dialog's content for this list. */
function listContent(
  found: readonly SheetPlaceholder[],
  reminders: readonly SheetReminder[],
  close: () => void,
): Node[] {
  const toFill = found.filter((entry) => !entry.overridden);
  const byHost = found.filter((entry) => entry.overridden);
  const intro =
    toFill.length === 0
      ? element(
          'p',
          { class: 'launch-ready' },
          'Tout est prêt\u00a0: aucune valeur d’exemple ne reste dans vos fiches. Le site peut être mis en ligne.',
        )
      : element(
          'p',
          {},
          `${toFill.length === 1 ? 'Une valeur est encore un exemple' : `${toFill.length} valeurs sont encore des exemples`}\u00a0: tant qu’il en reste, le site en ligne ne peut pas être publié (une adresse ou un numéro faux perdrait des mamans, et la loi demande vos vraies mentions légales). Remplacez chacune dans sa fiche, puis cliquez sur «\u00a0Publier\u00a0».`,
        );
  const sheets = [...new Set(toFill.map((entry) => entry.name))].map((name) => {
    return element(
      'section',
      {},
      sheetHeading(name, close),
      element(
        'ul',
        {},
        ...toFill
          .filter((entry) => entry.name === name)
          .map((entry) =>
            element(
              'li',
              {},
              element('strong', {}, entry.where.split(' › ').slice(1).join(' › ')),
              element('span', {}, `aujourd’hui\u00a0: ${entry.value}`),
            ),
          ),
      ),
    );
  });
  const host =
    byHost.length === 0
      ? []
      : [
          element(
            'p',
            { class: 'launch-host' },
            `Réglé par l’hébergeur, qui l’emporte sur votre fiche\u00a0: ${byHost
              .map((entry) => `${entry.where} (${variableOf(entry) ?? 'variable de déploiement'})`)
              .join(', ')}.`,
          ),
        ];
  return [intro, ...sheets, ...host, ...remindersContent(reminders, close)];
}

/**
 * Shows the button « Avant la mise en ligne » once she is signed in, and its list in a dialog.
 * `fromBuild`: what the build found in her sheets; `overridden`: the fields the host sets.
 */
export function showLaunchList(
  store: Promise<Store>,
  {
    launch: fromBuild,
    overridden,
    reminders: remindersFromBuild = [],
  }: { launch: SheetPlaceholder[]; overridden: string[]; reminders?: SheetReminder[] },
) {
  const button = element('button', { type: 'button', class: 'launch-button', hidden: '' });
  const dialog = element('dialog', { class: 'launch-dialog', 'aria-labelledby': 'launch-title' });
  const body = element('div', { class: 'launch-body' });
  const closeButton = element('button', { type: 'button', class: 'launch-close' }, 'Fermer');
  const close = () => dialog.close();
  closeButton.addEventListener('click', close);
  // Its words exist while it is open only: the sheets' names stay Decap's alone on the page.
  dialog.addEventListener('close', () => body.replaceChildren());
  dialog.append(element('h2', { id: 'launch-title' }, 'Avant la mise en ligne'), body, closeButton);
  document.body.append(button, dialog);

  let found = fromBuild;
  let reminders = remindersFromBuild;
  const render = () => {
    const left = found.filter((entry) => !entry.overridden).length;
    button.textContent =
      left === 0 ? 'Prêt pour la mise en ligne' : `Avant la mise en ligne\u00a0: ${left} à remplacer`;
    button.classList.toggle('is-ready', left === 0);
    if (dialog.open) body.replaceChildren(...listContent(found, reminders, close));
  };
  button.addEventListener('click', () => {
    body.replaceChildren(...listContent(found, reminders, close));
    dialog.showModal();
  });
  render();

  store.then((decap) => {
    // Decap's entries change when a sheet is read, not as she types: read them then, and at a publish.
    let entries: unknown;
    const update = (force = false) => {
      const state = decap.getState() as DecapState;
      button.hidden = !state.auth?.user;
      if (state.entries === entries && !force) return;
      entries = state.entries;
      found = currentPlaceholders(fromBuild, sheetsInStore(state), overridden);
      reminders = currentReminders(remindersFromBuild, sheetsInStore(state));
      render();
    };
    onPublish(() => update(true));
    decap.subscribe(update);
    update();
  });
}
