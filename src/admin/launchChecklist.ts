// « Avant la mise en ligne » in the editor: on every screen a strip with the count, made from her sheets
// as the editor read them (src/admin/sheetFiles.ts: each file as Sveltia reads it, from GitHub online or
// from her folder on her computer) and as she saves them, never from the last build; and, when her last
// publication was refused (the record the publishing workflow leaves in her repository), that the site
// online did not change and which fields stopped it. The strip opens the list in a window of ours; each
// line opens the editor again at its very field (/admin?champ=…, read by `linkedField`). The words and the list
// are src/content/launchChecklist.ts, which the build's page (pipeline/editor/admin.ts) says alike.
import { type SheetPlaceholder, sheetReminders } from '../content/demoValues.ts';
import {
  countLabel,
  FIELD_PARAMETER,
  LAUNCH_PAGE,
  launchListHtml,
  type PublicationRefusal,
  withSheet,
} from '../content/launchChecklist.ts';
import type { ContentName } from '../content/problems.ts';
import { contentFiles } from '../content/schema.ts';
import type { ServiceTitles } from '../content/schemas/rules.ts';
import { launchWords } from './wording.ts';

/** What the list is made of: the demo values left, her sheets as read, her last publication's refusal. */
export type LaunchState = {
  found: SheetPlaceholder[];
  sheets: Partial<Record<ContentName, unknown>>;
  /** Whether every sheet has been read (or the page came with the files as saved, on her computer). */
  complete: boolean;
  refusal?: PublicationRefusal;
};

/** The list with one sheet as the editor read it, or as she saved it. */
export function sheetRead(
  state: LaunchState,
  name: ContentName,
  data: unknown,
  overridden: readonly string[],
  titles: ServiceTitles,
): LaunchState {
  const sheets = { ...state.sheets, [name]: data };
  return {
    ...state,
    sheets,
    found: withSheet(state.found, name, data, overridden, titles),
    complete: state.complete || Object.keys(contentFiles).every((sheet) => sheet in sheets),
  };
}

/** The strip's words: the count once every sheet is read, the refusal as soon as it is. */
export const stripLabel = (state: LaunchState, repositoryUnknown: boolean) =>
  !state.complete && !state.refusal
    ? launchWords.reading
    : countLabel(state.found, { repositoryUnknown, refusal: state.refusal });

/** Whether the strip says ready: every sheet read, nothing to replace, nothing refused, repository known. */
export const isReady = (state: LaunchState, repositoryUnknown: boolean) =>
  state.complete && !repositoryUnknown && !state.refusal && state.found.every((entry) => entry.overridden);

/**
 * A line of the list opens the editor again at its field (/admin?champ=…: `linkedField`, then Sveltia's
 * own drawing of the sheet, its lists folded or not, puts her cursor there); any link leads away, taken
 * here since Sveltia takes the clicks on links, so the question before leaving unsaved work is asked as for
 * any other way out. The window closes first, so that the question has the screen.
 */
const followLinks = (dialog: HTMLDialogElement) =>
  dialog.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    dialog.remove();
    location.assign(link.href);
  });

/** The list in a window of ours, over the editor, as it is now. */
function openList(state: LaunchState, repositoryUnknown: boolean, titles: ServiceTitles) {
  document.querySelector('dialog.launch-list')?.remove();
  const dialog = document.createElement('dialog');
  dialog.className = 'launch-list';
  dialog.setAttribute('aria-labelledby', 'launch-list-title');
  const heading = document.createElement('h1');
  heading.id = 'launch-list-title';
  heading.textContent = launchWords.title;
  const list = document.createElement('div');
  list.innerHTML = state.complete
    ? launchListHtml(state.found, sheetReminders(state.sheets, titles), {
        repositoryUnknown,
        refusal: state.refusal,
      })
    : `<p>${launchWords.stillReading}</p>`;
  followLinks(dialog);
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = launchWords.close;
  close.addEventListener('click', () => dialog.remove());
  dialog.addEventListener('close', () => dialog.remove());
  dialog.append(heading, list, close);
  document.body.append(dialog);
  dialog.showModal();
  (list.querySelector('a') ?? close).focus();
}

/**
 * The strip on every screen of the editor, above Sveltia's: the link to the list (its page without a
 * script; the list in a window with one), kept up to date as the editor reads her files and she saves.
 */
export function showLaunchLink({
  initial,
  overridden,
  repositoryUnknown = false,
  titles,
}: {
  /** The demo values the page came with: her files as saved on her computer, else none yet. */
  initial?: SheetPlaceholder[];
  overridden: readonly string[];
  repositoryUnknown?: boolean;
  /** Her services' titles, as she last saved them (the editor keeps them up to date). */
  titles: ServiceTitles;
}) {
  const link = document.createElement('a');
  link.href = LAUNCH_PAGE;
  link.className = 'launch-link';
  let state: LaunchState = { found: [...(initial ?? [])], sheets: {}, complete: initial !== undefined };
  link.addEventListener('click', (event) => {
    event.preventDefault();
    openList(state, repositoryUnknown, titles);
  });
  const render = () => {
    link.textContent = stripLabel(state, repositoryUnknown);
    link.classList.toggle('is-ready', isReady(state, repositoryUnknown));
    link.classList.toggle('is-refused', Boolean(state.refusal));
  };
  render();
  document.body.append(link);
  return {
    /** A sheet as the editor read it from her files, or as she saved it. */
    sheet(name: ContentName, data: unknown) {
      state = sheetRead(state, name, data, overridden, titles);
      render();
    },
    /** Her last publication's refusal, as the editor read it from her repository. */
    refused(refusal: PublicationRefusal | undefined) {
      state = { ...state, refusal };
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
