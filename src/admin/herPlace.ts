// Her place in the editor: after « Enregistrer » she is back in the sheet, in the field she was in, with
// a notice she can read; leaving or reloading with changes not saved asks first.
//
// Sveltia closes a sheet once it is saved (its « Fermer l’éditeur après l’enregistrement » preference,
// on by default, which its configuration cannot set). The editor follows Sveltia's own events and
// addresses, never a timer: the save's `postSave`, then the `hashchange` Sveltia dispatches as it
// leaves the sheet for its collection's list (#/collections/<collection>), answered by opening the sheet
// again at its address (#/collections/<collection>/entries/<entry>); her field is focused once Sveltia
// has drawn it, the item around it opened again where the list folds its items. Any other change of
// address is someone else's: it is left alone.

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

/**
 * Her place: the field she was last in (Sveltia marks each field with its keys), or the item of a list
 * she was on (its fold button, its menu: an item has no mark of its own), and which of its controls. An
 * item's own controls come before its fields', so their count holds whether it is folded or open.
 */
type Place = { keyPath: string; item?: number; control: number };
let lastPlace: Place | undefined;
/** Whether she changed something since the sheet was opened or saved. */
let unsaved = false;

const fieldAt = (keyPath: string) =>
  document.querySelector<HTMLElement>(`[data-key-path="${CSS.escape(keyPath)}"]`);

/** The fold button a list or an item opens with: the first that says what it shows. */
const foldIn = (part: Element) => part.querySelector<HTMLElement>('button[aria-expanded][aria-controls]');

/** A list's items in her order: what the list's own fold button shows (each item's fold comes after it). */
function itemsOf(list: Element) {
  const id = foldIn(list)?.getAttribute('aria-controls');
  const items = id ? document.getElementById(id) : null;
  return items ? [...items.children] : [];
}

/** The field or the item her place names, if Sveltia has drawn it. */
const partAt = (place: Place) => {
  const field = fieldAt(place.keyPath);
  return field && place.item !== undefined ? itemsOf(field)[place.item] : field;
};

document.addEventListener('focusin', (event) => {
  const target = event.target as Element | null;
  const field = target?.closest?.('[data-key-path]');
  const keyPath = field?.getAttribute('data-key-path');
  if (!field || !keyPath || !target) return;
  const items = itemsOf(field);
  const item = items.findIndex((each) => each.contains(target));
  const part = items[item] ?? field;
  lastPlace = {
    keyPath,
    ...(item >= 0 && { item }),
    control: [...part.querySelectorAll(FOCUSABLE)].indexOf(target),
  };
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

/** Her control at her place, once Sveltia has drawn it (the field's label and menu come before its box). */
function controlAt(place: Place) {
  const part = partAt(place);
  const controls = part ? [...part.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
  return controls[Math.max(place.control, 0)];
}

/**
 * Brings her field or item to the screen, or else the nearest part around it that Sveltia has drawn (it
 * draws a field's inside only once it comes near the screen); an item around her field, which the list
 * folds again as it draws the sheet anew, is opened as she had it (`unfolded`: each item once).
 */
function bringNear(place: Place, unfolded: Set<string>) {
  const keys = [place.keyPath, ...(place.item === undefined ? [] : [String(place.item)])]
    .join('.')
    .split('.');
  for (let length = keys.length; length > 0; length -= 1) {
    const at = keys.slice(0, length).join('.');
    const field = fieldAt(at);
    if (field) return field.scrollIntoView({ block: 'center' });
    const index = Number(keys[length - 1]);
    const list = Number.isInteger(index) ? fieldAt(keys.slice(0, length - 1).join('.')) : null;
    const item = list ? itemsOf(list)[index] : undefined;
    if (!item) continue;
    const fold = foldIn(item);
    if (length < keys.length && fold?.getAttribute('aria-expanded') === 'false' && !unfolded.has(at)) {
      unfolded.add(at);
      fold.click();
    }
    return item.scrollIntoView({ block: 'center' });
  }
}

/**
 * Puts her cursor back where it was as soon as Sveltia has drawn the sheet; and while she has not acted
 * yet, back again if Sveltia then focuses the sheet around it (as it does when it opens a sheet) or draws
 * her place anew.
 */
function backToField(place: Place | undefined) {
  if (!place) return;
  const unfolded = new Set<string>();
  const focus = () => {
    const control = controlAt(place);
    if (!control) {
      bringNear(place, unfolded);
      return false;
    }
    partAt(place)?.scrollIntoView({ block: 'center' });
    control.focus({ preventScroll: true });
    return true;
  };
  let placed = false;
  // Until she acts: her cursor goes back once Sveltia has drawn her place, and again if Sveltia then
  // draws that part anew and her cursor is dropped with the old one (the items of a list it folds).
  const drawn = new MutationObserver(() => {
    const active = document.activeElement;
    if (!placed || !active || active === document.body) placed = focus();
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
  placed = focus();
  drawn.observe(document.body, { childList: true, subtree: true });
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
