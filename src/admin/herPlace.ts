// « Publier » keeps her place: Sveltia closes a sheet once it is saved (its « close on save »
// preference, on by default, which its public API cannot set), and its notice goes with the sheet.
// The editor opens the sheet again at the field she was in, through Sveltia's own addresses
// (#/collections/<collection>/entries/<entry>), and says what happened in a notice of its own that
// stays 8 seconds, or until she closes it.

/** What « Publier » did, in her words. */
export const savedNotice = (local: boolean) =>
  local
    ? 'Enregistré sur cet ordinateur. Rechargez le site pour voir la modification.'
    : 'Publié. Le site en ligne sera à jour dans quelques minutes.';

/** How long the notice stays: long enough to read twice. */
export const NOTICE_MS = 8000;

function showNotice(text: string) {
  document.querySelector('.saved-notice')?.remove();
  const notice = document.createElement('div');
  notice.className = 'saved-notice';
  notice.setAttribute('role', 'status');
  const words = document.createElement('p');
  words.textContent = text;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Fermer';
  close.addEventListener('click', () => notice.remove());
  notice.append(words, close);
  document.body.append(notice);
  setTimeout(() => notice.remove(), NOTICE_MS);
}

/** The last field she was in (Sveltia marks each field with its keys), to come back to after « Publier ». */
let lastField: string | undefined;
document.addEventListener('focusin', (event) => {
  const keyPath = (event.target as Element | null)
    ?.closest?.('[data-key-path]')
    ?.getAttribute('data-key-path');
  if (keyPath) lastField = keyPath;
});

function backToField(keyPath: string | undefined) {
  if (!keyPath) return;
  const started = Date.now();
  const find = () => {
    const field = document.querySelector<HTMLElement>(`[data-key-path="${CSS.escape(keyPath)}"]`);
    const input = field?.querySelector<HTMLElement>(
      'input:not([type=file]), textarea, [contenteditable="true"]',
    );
    if (field && input) {
      field.scrollIntoView({ block: 'center' });
      input.focus({ preventScroll: true });
    } else if (Date.now() - started < 5000) setTimeout(find, 50);
  };
  find();
}

/**
 * After a save (Sveltia's `postSave`): the entry's address, then her notice and her field once Sveltia
 * has left the sheet. `entryHash`: the saved entry's address (a new article's, by its new file name).
 */
export function keepHerPlace(entryHash: string, local: boolean) {
  const field = lastField;
  showNotice(savedNotice(local));
  const started = Date.now();
  const reopen = () => {
    if (location.hash === entryHash) return backToField(field);
    // Sveltia leaves the sheet once the save is done: open it again, once, within a few seconds.
    if (Date.now() - started > 5000) return;
    if (
      !location.hash.startsWith(`${entryHash.split('/entries/')[0]}`) ||
      location.hash.includes('/entries/')
    ) {
      setTimeout(reopen, 50);
      return;
    }
    location.hash = entryHash;
    backToField(field);
  };
  setTimeout(reopen, 50);
}
