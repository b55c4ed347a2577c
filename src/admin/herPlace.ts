// Her place in the editor: after « Enregistrer » she is back in the sheet, in the field she was in, with
// a notice she can read; leaving or reloading with changes not saved asks first.
//
// Sveltia closes a sheet once it is saved (its « Fermer l’éditeur après l’enregistrement » preference,
// on by default, which its configuration cannot set). The editor follows Sveltia's own events and
// addresses, never a timer: the save's `postSave`, then the `hashchange` Sveltia dispatches as it
// leaves the sheet for its collection's list (#/collections/<collection>), answered by opening the sheet
// again at its address (#/collections/<collection>/entries/<entry>); her field is focused once Sveltia
// has drawn it. Any other change of address is someone else's: it is left alone.

/** What « Enregistrer » did, in her words. */
export const savedNotice = (local: boolean) =>
  local
    ? 'Enregistré sur cet ordinateur. Rechargez le site pour voir la modification.'
    : 'Enregistré. Le site en ligne changera quand vous choisirez «\u00a0Publier les modifications\u00a0».';

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

/** Her own gestures: once she acts, the editor follows her, not what it was about to restore. */
const herGestures = ['pointerdown', 'keydown'] as const;

/** Runs `then` once, on the first of `events` on window, or never once she acts; returns the disarm. */
function onceBeforeHerNext(event: 'hashchange', then: () => void) {
  const disarm = () => {
    window.removeEventListener(event, fire);
    for (const gesture of herGestures) window.removeEventListener(gesture, disarm, true);
  };
  const fire = () => {
    disarm();
    then();
  };
  window.addEventListener(event, fire);
  for (const gesture of herGestures) window.addEventListener(gesture, disarm, true);
  return disarm;
}

/** What can hold her cursor in a field: a box to type in, or a control (a list's handle, a choice). */
const FOCUSABLE = 'input:not([type=file]), textarea, [contenteditable="true"], button, select';

/** Her place: the field she was last in (Sveltia marks each field with its keys), and which of its controls. */
type Place = { keyPath: string; control: number };
let lastPlace: Place | undefined;
/** Whether she changed something since the sheet was opened or saved. */
let unsaved = false;

document.addEventListener('focusin', (event) => {
  const target = event.target as Element | null;
  const field = target?.closest?.('[data-key-path]');
  const keyPath = field?.getAttribute('data-key-path');
  if (!field || !keyPath || !target) return;
  lastPlace = { keyPath, control: [...field.querySelectorAll(FOCUSABLE)].indexOf(target) };
});
document.addEventListener('input', (event) => {
  if ((event.target as Element | null)?.closest?.('[data-key-path]')) unsaved = true;
});
// Opening another sheet or the list: Sveltia asks itself before dropping a change (or keeps a draft).
window.addEventListener('hashchange', () => {
  unsaved = false;
});
// Leaving or reloading the page with a change not saved: the browser asks first, in its words.
window.addEventListener('beforeunload', (event) => {
  if (unsaved) event.preventDefault();
});

const fieldAt = (keyPath: string) =>
  document.querySelector<HTMLElement>(`[data-key-path="${CSS.escape(keyPath)}"]`);

/** Her control in her field, once Sveltia has drawn it (the field's label and menu come before its box). */
function controlAt({ keyPath, control }: Place) {
  const field = fieldAt(keyPath);
  const controls = field ? [...field.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
  return controls[Math.max(control, 0)];
}

/**
 * Brings her field, or the nearest group around it that Sveltia has drawn, to the screen: Sveltia draws a
 * field's inside only once it comes near the screen.
 */
function bringNear(keyPath: string) {
  const keys = keyPath.split('.');
  for (let length = keys.length; length > 0; length -= 1) {
    const field = fieldAt(keys.slice(0, length).join('.'));
    if (field) return field.scrollIntoView({ block: 'center' });
  }
}

/**
 * Puts her cursor back where it was as soon as Sveltia has drawn the sheet; and while she has not acted
 * yet, back again if Sveltia then focuses the sheet around it (as it does when it opens a sheet).
 */
function backToField(place: Place | undefined) {
  if (!place) return;
  const focus = () => {
    const control = controlAt(place);
    if (!control) {
      bringNear(place.keyPath);
      return false;
    }
    control.closest('[data-key-path]')?.scrollIntoView({ block: 'center' });
    control.focus({ preventScroll: true });
    return true;
  };
  const drawn = new MutationObserver(() => {
    if (focus()) drawn.disconnect();
  });
  const refocus = (event: FocusEvent) => {
    const control = controlAt(place);
    if (control && event.target !== control && (event.target as Node).contains(control)) focus();
  };
  const stop = () => {
    drawn.disconnect();
    document.removeEventListener('focusin', refocus);
    for (const gesture of herGestures) window.removeEventListener(gesture, stop, true);
  };
  if (!focus()) drawn.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', refocus);
  for (const gesture of herGestures) window.addEventListener(gesture, stop, true);
}

/**
 * After a save (Sveltia's `postSave`): her notice, then the sheet again at her field when Sveltia leaves
 * it. `entryHash`: the saved entry's address (a new article's, by its new file name).
 */
export function keepHerPlace(entryHash: string, local: boolean) {
  const place = lastPlace;
  unsaved = false;
  showNotice(savedNotice(local));
  const list = entryHash.replace(/\/entries\/.*$/, '');
  onceBeforeHerNext('hashchange', () => {
    if (location.hash !== list && location.hash !== entryHash) return;
    if (location.hash === list) location.hash = entryHash;
    backToField(place);
  });
}
