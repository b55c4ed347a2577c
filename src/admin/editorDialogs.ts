// Our own windows above Sveltia's screens: the cover of a tab that does not have the editor
// (src/admin/oneEditor.ts) and the question before leaving a sheet with unsaved work. Native modal
// dialogs: the page behind is inert, her keyboard and screen reader stay inside.
import { leaveWords, oneEditorWords } from './wording.ts';

/** A modal dialog of ours, its title, words and buttons; the first button has her cursor. */
function openDialog(
  className: string,
  { title, text }: { title: string; text: string },
  buttons: ReadonlyArray<{ label: string; act: () => void }>,
  onCancel: () => void,
) {
  const dialog = document.createElement('dialog');
  dialog.className = `editor-question ${className}`;
  dialog.setAttribute('aria-labelledby', `${className}-title`);
  dialog.setAttribute('aria-describedby', `${className}-text`);
  const heading = document.createElement('h2');
  heading.id = `${className}-title`;
  heading.textContent = title;
  const words = document.createElement('p');
  words.id = `${className}-text`;
  words.textContent = text;
  const actions = document.createElement('p');
  actions.className = 'editor-question-actions';
  actions.append(
    ...buttons.map(({ label, act }) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.addEventListener('click', act);
      return button;
    }),
  );
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    onCancel();
  });
  dialog.append(heading, words, actions);
  document.body.append(dialog);
  dialog.showModal();
  actions.querySelector('button')?.focus();
  return dialog;
}

let cover: HTMLDialogElement | undefined;

/** The cover of a tab that does not have the editor, with « Continuer ici ». */
export function showCover(kind: keyof Omit<typeof oneEditorWords, 'continueHere'>, continueHere: () => void) {
  cover?.remove();
  // Escape does not take the cover away: behind it is an editor that must not be used.
  cover = openDialog(
    'editor-cover',
    oneEditorWords[kind],
    [{ label: oneEditorWords.continueHere, act: continueHere }],
    () => {},
  );
}

export function hideCover() {
  cover?.remove();
  cover = undefined;
}

let question: HTMLDialogElement | undefined;

/** « Quitter sans enregistrer ? »: staying is the first answer, and Escape's. */
export function askToLeave({ stay, leave }: { stay: () => void; leave: () => void }) {
  question?.remove();
  question = openDialog(
    'leave-question',
    leaveWords,
    [
      { label: leaveWords.stay, act: stay },
      { label: leaveWords.leave, act: leave },
    ],
    stay,
  );
}

export function closeQuestion() {
  question?.remove();
  question = undefined;
}

/** What « Enregistrer » did, in her words. */
export const savedNotice = (local: boolean) =>
  local
    ? 'Enregistré sur cet ordinateur. Rechargez le site pour voir la modification.'
    : 'Enregistré. Le site en ligne changera quand vous choisirez «\u00a0Publier les modifications\u00a0».';

/**
 * The notice of a save, with its « Fermer » (`close`). How long it stays, and that it goes when she goes
 * to another sheet, is the machine's (src/machines/herEditorMachine.ts): it calls `hideNotice`.
 */
export function showNotice(text: string, close: () => void) {
  hideNotice();
  const notice = document.createElement('div');
  notice.className = 'saved-notice';
  notice.setAttribute('role', 'status');
  const words = document.createElement('p');
  words.textContent = text;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Fermer';
  button.addEventListener('click', close);
  notice.append(words, button);
  document.body.append(notice);
}

export function hideNotice() {
  document.querySelector('.saved-notice')?.remove();
}
