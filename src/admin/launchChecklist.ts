// « Avant la mise en ligne » in the editor: on every screen a strip with the count, a view of the editor's
// machine (src/machines/herEditorMachine.ts, its `launch`: her sheets as the editor read them, from GitHub
// online or from her folder on her computer, and as she saves them, never from the last build; and, when
// her last publication was refused, that the site online did not change and which fields stopped it). The
// strip opens the list in a window of ours; each line opens its very field in the page, her cursor in it
// (the machine's `field.open`), or, where the editor cannot (another tab has it), the editor again at the
// field (/admin?champ=…, read by `linkedField`). The words and the list are src/content/launchChecklist.ts,
// which the build's page (pipeline/editor/admin.ts) says alike.
import { sheetReminders } from '../content/demoValues.ts';
import { countLabel, FIELD_PARAMETER, LAUNCH_PAGE, launchListHtml } from '../content/launchChecklist.ts';
import type { HerEditorContext, HerEditorEvent, LaunchState } from '../machines/herEditorMachine.ts';
import { launchWords } from './wording.ts';

/** The editor's machine, as the strip and the list read it and send it a line's field. */
export type EditorView = {
  getSnapshot(): { context: HerEditorContext; can(event: HerEditorEvent): boolean };
  subscribe(listener: (snapshot: { context: HerEditorContext }) => void): { unsubscribe(): void };
  send(event: HerEditorEvent): void;
};

/** The strip's words: the count once every sheet is read, the refusal as soon as it is. */
export const stripLabel = (state: LaunchState, repositoryUnknown: boolean) =>
  !state.complete && !state.refusal
    ? launchWords.reading
    : countLabel(state.found, { repositoryUnknown, refusal: state.refusal });

/** Whether the strip says ready: every sheet read, nothing to replace, nothing refused, repository known. */
export const isReady = (state: LaunchState, repositoryUnknown: boolean) =>
  state.complete && !repositoryUnknown && !state.refusal && state.found.every((entry) => entry.overridden);

/**
 * A line of the list opens its field in the page: its sheet at its address, its lists' items unfolded
 * as needed, her cursor in it (the machine's `field.open`, src/admin/sveltiaPage.ts `herPlace`); a way out
 * of a sheet with unsaved work is asked about first, as any other. Where the editor cannot (it waits for
 * another tab, or the line is not one of her fields), the line's own address: the editor opened again.
 * The window closes first, so that the question has the screen.
 */
function followLinks(dialog: HTMLDialogElement, editor: EditorView, openAgain: (address: string) => void) {
  dialog.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    dialog.remove();
    const field = linkedField(link.href);
    const wanted = field && {
      type: 'field.open' as const,
      sheet: new URL(link.href).hash,
      keyPath: field.keyPath,
    };
    if (wanted && editor.getSnapshot().can(wanted)) editor.send(wanted);
    else openAgain(link.href);
  });
}

/** The list in a window of ours, over the editor, as the machine counts it now. */
function openList(editor: EditorView, { repositoryUnknown, openAgain }: ViewOptions) {
  const { launch, titles } = editor.getSnapshot().context;
  document.querySelector('dialog.launch-list')?.remove();
  const dialog = document.createElement('dialog');
  dialog.className = 'launch-list';
  dialog.setAttribute('aria-labelledby', 'launch-list-title');
  const heading = document.createElement('h1');
  heading.id = 'launch-list-title';
  heading.textContent = launchWords.title;
  const list = document.createElement('div');
  list.innerHTML = launch.complete
    ? launchListHtml(launch.found, sheetReminders(launch.sheets, titles), {
        repositoryUnknown,
        refusal: launch.refusal,
      })
    : `<p>${launchWords.stillReading}</p>`;
  followLinks(dialog, editor, openAgain);
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

type ViewOptions = {
  /** While the build cannot tell her repository: never « ready ». */
  repositoryUnknown: boolean;
  /** The editor opened again at a line's address, where the page cannot open its field. */
  openAgain: (address: string) => void;
};

/**
 * The strip on every screen of the editor, above Sveltia's: the link to the list (its page without a
 * script; the list in a window with one), drawn again each time the machine's count changes. Returns the stop.
 */
export function showLaunchLink(
  editor: EditorView,
  { repositoryUnknown = false, openAgain = (address) => location.assign(address) }: Partial<ViewOptions> = {},
) {
  const link = document.createElement('a');
  link.href = LAUNCH_PAGE;
  link.className = 'launch-link';
  link.addEventListener('click', (event) => {
    event.preventDefault();
    openList(editor, { repositoryUnknown, openAgain });
  });
  let drawn: LaunchState | undefined;
  const render = ({ context: { launch } }: { context: HerEditorContext }) => {
    if (launch === drawn) return;
    drawn = launch;
    link.textContent = stripLabel(launch, repositoryUnknown);
    link.classList.toggle('is-ready', isReady(launch, repositoryUnknown));
    link.classList.toggle('is-refused', Boolean(launch.refusal));
  };
  render(editor.getSnapshot());
  const subscription = editor.subscribe(render);
  document.body.append(link);
  return () => {
    subscription.unsubscribe();
    link.remove();
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
