// The one module that knows how Sveltia CMS draws its screens: the rest of the editor gets from here the
// machine's actors (`sveltiaPage`: her cursor in a field, the ways out of a sheet with unsaved work, the
// editor's address; `herPlace`: her cursor put back; `herNextGesture`) and a few typed functions (whether
// the sheet has unsaved work, Sveltia's alert closed, its addresses), and never reads Sveltia's page
// itself. An update of Sveltia means reading this file.
//
// What it relies on that Sveltia does not document (checked by the editor's browser tests, e2e/admin*.ts,
// e2e/her-week.spec.ts, e2e/editorExits.spec.ts):
// - a sheet's address is #/collections/<collection>/entries/<entry> (a new one: #/collections/<c>/new),
//   its collection's list #/collections/<collection>; every change of address goes through the browser's
//   history (pushState, `navigation.back()`), so the Navigation API's `navigate` event sees each one;
// - a sheet's « Enregistrer » carries its key shortcut (`aria-keyshortcuts` Ctrl+S, or Meta+S on a Mac)
//   and is disabled (`aria-disabled`) unless the sheet has changes not saved;
// - each field is marked with its keys (`data-key-path`, `entries.2.answer`); a list and each of its items
//   open and fold with a button that says what it shows (`aria-expanded`, `aria-controls`);
// - a sheet's address set straight from another sheet's, or before Sveltia has drawn the last screen, is
//   drawn blank (its screens change in a view transition): a checklist line's sheet is opened through the
//   list of the sheet on screen, once drawn;
// - Sveltia closes a sheet once it is saved (its « Fermer l’éditeur après l’enregistrement » preference,
//   on by default, which its configuration cannot set), leaving for its collection's list.
//
// Her place after a save follows Sveltia's own events and addresses, never a timer: the save's
// `postSave`, then the address Sveltia goes to as it leaves the sheet, answered by opening the sheet
// again at its address; her field is focused once Sveltia has drawn it, the item around it opened again
// where the list folds its items. What to do when is the machine's (src/machines/herEditorMachine.ts):
// this module only says what happens on the page (`sveltiaPage`, its events) and does what it is asked.
// A checklist line's field is reached the same way, without reloading the editor: its sheet opened at
// its address (`sheet.open`), then her cursor put in the field once drawn (`herPlace`).
// One MutationObserver watches the page for everything here that waits for Sveltia to draw.
import { type EventObject, fromCallback } from 'xstate';
import type { HerEditorEvent, HerPlace, PageRequest } from '../machines/herEditorMachine.ts';

/** Her own gestures: once she acts, the editor follows her, not what it was about to restore. */
const herGestures = ['pointerdown', 'keydown'] as const;

// --- What Sveltia draws: one observer ----------------------------------------------------------------

/** What the one observer says: Sveltia drew something (a part of a sheet, a window of its own). */
type PageDrawn = { type: 'page.drawn' };
const drawnListeners = new Set<(event: PageDrawn) => void>();
const drawing = new MutationObserver(() => {
  for (const listener of [...drawnListeners]) listener({ type: 'page.drawn' });
});

/** Calls `listener` each time Sveltia draws; returns the stop. The observer runs only while listened to. */
function whenDrawn(listener: (event: PageDrawn) => void) {
  if (drawnListeners.size === 0)
    drawing.observe(document.body, { childList: true, subtree: true, attributeFilter: ['open'] });
  drawnListeners.add(listener);
  return () => {
    drawnListeners.delete(listener);
    if (drawnListeners.size === 0) drawing.disconnect();
  };
}

/** The sheet an address shows (#/collections/contenu/entries/cabinet), without what follows its path. */
const sheetOf = (url: string) => new URL(url).hash.replace(/[?].*$/, '');

/** What can hold her cursor in a field: a box to type in, or a control (a list's handle, a choice). */
const FOCUSABLE = 'input:not([type=file]), textarea, [contenteditable="true"], button, select';

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
const partAt = (place: HerPlace) => {
  const field = fieldAt(place.keyPath);
  return field && place.item !== undefined ? itemsOf(field)[place.item] : field;
};

/**
 * Her place at a control she focused, if it lies in a field (Sveltia marks each field with its keys). An
 * item's own controls come before its fields', so their count holds whether it is folded or open.
 */
function placeOf(target: Element): HerPlace | undefined {
  const field = target.closest?.('[data-key-path]');
  const keyPath = field?.getAttribute('data-key-path');
  if (!field || !keyPath) return undefined;
  const items = itemsOf(field);
  const item = items.findIndex((each) => each.contains(target));
  const part = items[item] ?? field;
  return {
    keyPath,
    ...(item >= 0 && { item }),
    control: [...part.querySelectorAll(FOCUSABLE)].indexOf(target),
  };
}

/** What she types in: a field's box, past its label and menu. */
const BOX = 'input:not([type=file]), textarea, [contenteditable="true"]';

/** Her control at her place, once Sveltia has drawn it (the field's label and menu come before its box). */
function controlAt(place: HerPlace) {
  const part = partAt(place);
  if (place.control === 'box') return part?.querySelector<HTMLElement>(BOX) ?? undefined;
  const controls = part ? [...part.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
  return controls[Math.max(place.control, 0)];
}

/**
 * Brings her field or item to the screen, or else the nearest part around it that Sveltia has drawn (it
 * draws a field's inside only once it comes near the screen); an item around her field, which the list
 * folds again as it draws the sheet anew, is opened as she had it (`unfolded`: each item once).
 */
function bringNear(place: HerPlace, unfolded: Set<string>) {
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

/** The first field of the sheet on screen, for a place lost with the sheet (a new article's first save). */
const firstField = () => document.querySelector('[data-key-path]')?.getAttribute('data-key-path');

/**
 * The machine's `herPlace`: her cursor back at her place as soon as Sveltia has drawn it; and, until she
 * acts, back again if Sveltia then focuses the sheet around it (as it does when it opens a sheet) or
 * draws her place anew. Without a place, the sheet's first field. Her gestures before the sheet's first
 * field is drawn (« Ouvrir le dossier du site », signing in) are not a choice of another place; once
 * she acts after that, `place.left`.
 */
export const herPlace = fromCallback<EventObject, HerPlace | undefined>(({ input, sendBack }) => {
  const unfolded = new Set<string>();
  let place = input;
  let placed = false;
  const focus = () => {
    // A field opened from elsewhere waits for its sheet: the one on screen may have a field of that name.
    if (place?.sheet !== undefined && sheetOf(location.href) !== place.sheet) return false;
    place ??= firstField() ? { keyPath: firstField()!, control: 'box' } : undefined;
    const control = place && controlAt(place);
    if (!place || !control) {
      if (place) bringNear(place, unfolded);
      return false;
    }
    partAt(place)?.scrollIntoView({ block: 'center' });
    control.focus({ preventScroll: true });
    return true;
  };
  const redraw = () => {
    const active = document.activeElement;
    if (!placed || !active || active === document.body) placed = focus();
  };
  const refocus = (event: FocusEvent) => {
    const control = place && controlAt(place);
    if (control && event.target !== control && (event.target as Node).contains(control)) focus();
  };
  const acted = () => {
    if (firstField()) sendBack({ type: 'place.left' } satisfies HerEditorEvent);
  };
  placed = focus();
  const stopWatching = whenDrawn(redraw);
  document.addEventListener('focusin', refocus);
  for (const gesture of herGestures) window.addEventListener(gesture, acted, true);
  return () => {
    stopWatching();
    document.removeEventListener('focusin', refocus);
    for (const gesture of herGestures) window.removeEventListener(gesture, acted, true);
  };
});

/** The machine's `herNextGesture`: her next click or key, once (`her.acted`). */
export const herNextGesture = fromCallback(({ sendBack }) => {
  const acted = () => sendBack({ type: 'her.acted' } satisfies HerEditorEvent);
  for (const gesture of herGestures) window.addEventListener(gesture, acted, true);
  return () => {
    for (const gesture of herGestures) window.removeEventListener(gesture, acted, true);
  };
});

/** A sheet's collection's list: #/collections/contenu for #/collections/contenu/entries/cabinet. */
export const listOf = (entryHash: string) => entryHash.replace(/\/entries\/.*$/, '');

/** A saved entry's address (a new article's, by its new file name), and its list's. */
export const savedSheet = ({ collection, slug }: { collection: string; slug: string }) => {
  const sheet = `#/collections/${collection}/entries/${slug}`;
  return { sheet, list: listOf(sheet) };
};

// --- The ways out of a sheet ---------------------------------------------------------------------------

/** The sheet's « Enregistrer »: its key shortcut names it in every language Sveltia speaks. */
const saveButton = () =>
  [...document.querySelectorAll<HTMLElement>('button[aria-keyshortcuts]')].find(
    (button) =>
      /^(Ctrl|Meta)\+S$/.test(button.getAttribute('aria-keyshortcuts') ?? '') && !button.closest('dialog'),
  );

/** Whether the sheet on screen has changes not saved: Sveltia enables « Enregistrer » only then. */
export const sheetHasUnsavedWork = () => {
  const button = saveButton();
  return !!button && button.getAttribute('aria-disabled') !== 'true';
};

/** Whether an address is a sheet's (an entry, or a new one), not a list's or another screen's. */
const isSheet = (url: string) => /^#\/collections\/[^/]+\/(entries\/.+|new)$/.test(sheetOf(url));

/** What the Navigation API gives a `navigate` listener, as far as we read it (TypeScript's DOM has no types yet). */
type NavigateEvent = Event & {
  cancelable: boolean;
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { url: string; key: string | null; sameDocument: boolean };
};
type NavigationResult = { committed: Promise<unknown> };
type Navigation = EventTarget & {
  navigate(url: string): NavigationResult;
  traverseTo(key: string): NavigationResult;
  reload(): NavigationResult;
};
const navigation = (window as unknown as { navigation?: Navigation }).navigation;

/**
 * A way out of a sheet, held back: taken as it was if she chooses to leave. `traverse`: Back or Forward
 * (Sveltia's own ← and Escape too, when they go back); `navigate`: a new address (a link, Sveltia's menu,
 * a page beside the editor); `reload`: the page again.
 */
type SheetExit = { kind: 'traverse'; key: string } | { kind: 'navigate'; url: string } | { kind: 'reload' };

/**
 * Holds back every way out of a sheet with unsaved work (Escape, ←, Back, Sveltia's menu, a link, a page
 * beside the editor) and says so (`held`); lets Sveltia's own close after a save through, and says so
 * (`closed`). A reload or closing the tab is the browser's to ask, in its own words (a page cannot word
 * that question). What it holds lives here, for the machine to act on: `go` takes the way out held,
 * `letSveltiaClose` lets the next one through; `stop` ends the watch.
 */
function watchSheetExits({ held: onHeld, closed }: { held: () => void; closed: () => void }) {
  /** The way out held back while she answers. */
  let held: SheetExit | undefined;
  /** The one way out she chose to take: let through once, without asking again. */
  let letThrough = false;
  /** The next way out of the sheet is Sveltia's own close after a save. */
  let closing = false;

  const onNavigate = (event: Event) => {
    const { cancelable, navigationType, destination } = event as NavigateEvent;
    if (letThrough || !isSheet(location.href)) return;
    // Sveltia's own change of the sheet's address (its query) is no way out.
    if (navigationType !== 'reload' && sheetOf(destination.url) === sheetOf(location.href)) return;
    if (closing) {
      closing = false;
      closed();
      return;
    }
    if (!cancelable || !sheetHasUnsavedWork()) return;
    event.preventDefault();
    held =
      navigationType === 'traverse' && destination.key
        ? { kind: 'traverse', key: destination.key }
        : navigationType === 'reload'
          ? { kind: 'reload' }
          : { kind: 'navigate', url: destination.url };
    onHeld();
  };
  const onUnload = (event: BeforeUnloadEvent) => {
    if (!letThrough && sheetHasUnsavedWork()) event.preventDefault();
  };
  navigation?.addEventListener('navigate', onNavigate);
  window.addEventListener('beforeunload', onUnload);
  return {
    /** Takes the way out held back, as she took it; the next one is asked again once it has happened. */
    go() {
      const exit = held;
      held = undefined;
      if (!navigation || !exit) return;
      letThrough = true;
      const { committed } =
        exit.kind === 'traverse'
          ? navigation.traverseTo(exit.key)
          : exit.kind === 'reload'
            ? navigation.reload()
            : navigation.navigate(exit.url);
      const done = () => {
        letThrough = false;
      };
      committed.then(done, done);
    },
    letSveltiaClose() {
      closing = true;
    },
    stop() {
      navigation?.removeEventListener('navigate', onNavigate);
      window.removeEventListener('beforeunload', onUnload);
    },
  };
}

// --- A refused save ------------------------------------------------------------------------------------

/**
 * Sveltia's own window about a save that failed (its alert dialog, « Erreur »), which says nothing of why:
 * closed as soon as it shows, with its own button, so that hers is the one window. Returns the stop.
 */
export function closeSveltiaAlert() {
  const close = () => {
    const alert = document.querySelector('dialog[role="alertdialog"][open]');
    const button = alert ? [...alert.querySelectorAll<HTMLButtonElement>('button')].at(-1) : undefined;
    button?.click();
    return !!button;
  };
  if (close()) return () => {};
  const stop = whenDrawn(() => {
    if (close()) stop();
  });
  return stop;
}

// --- The page, for the machine ----------------------------------------------------------------------------

/**
 * The machine's `sveltiaPage`: what happens on Sveltia's page, as the machine's events (her cursor in a
 * field, a way out held, Sveltia's close after a save, the editor's address), and what the machine asks
 * of it (`PageRequest`).
 */
export const sveltiaPage = fromCallback<PageRequest>(({ sendBack, receive }) => {
  const send = (event: HerEditorEvent) => sendBack(event);
  const exits = watchSheetExits({
    held: () => send({ type: 'sheet.leaving' }),
    closed: () => send({ type: 'sheet.closed' }),
  });
  const focused = (event: FocusEvent) => {
    const place = event.target instanceof Element ? placeOf(event.target) : undefined;
    if (place) send({ type: 'sheet.focused', place });
  };
  // Sveltia draws nothing of a sheet opened straight from another, or opened while it still changes
  // screens (its address changed before it has drawn the last one): a sheet asked for while another is on
  // screen is reached through that one's list, as Sveltia's own ← leaves a sheet, and opened once Sveltia
  // has drawn the list (no field of the sheet left on the page).
  let opening: string | undefined;
  let stopWaiting = () => {};
  // That list on the way is no address of hers to follow.
  const moved = () => {
    if (opening === undefined) send({ type: 'page.address', hash: location.hash });
  };
  const openListed = () => {
    if (opening === undefined || isSheet(location.href) || document.querySelector('[data-key-path]'))
      return false;
    const sheet = opening;
    opening = undefined;
    location.hash = sheet;
    return true;
  };
  const reached = () => {
    stopWaiting();
    if (opening === undefined || openListed()) return;
    stopWaiting = whenDrawn(() => {
      if (openListed()) stopWaiting();
    });
  };
  const open = (sheet: string) => {
    const here = sheetOf(location.href);
    opening = undefined;
    stopWaiting();
    if (!isSheet(location.href) || here === sheet) {
      location.hash = sheet;
      return;
    }
    opening = sheet;
    // Answered after Sveltia's own listener, as `moved` below.
    window.removeEventListener('hashchange', reached);
    window.addEventListener('hashchange', reached);
    // A way out of a sheet like any other: held, and asked about, while it has unsaved work.
    location.hash = here.replace(/\/(entries\/.+|new)$/, '');
  };
  document.addEventListener('focusin', focused);
  receive((request) => {
    if (request.type === 'exit.go') exits.go();
    else if (request.type === 'exit.letClose') {
      exits.letSveltiaClose();
      // The addresses a save leads to, answered once Sveltia has answered them: its own listener, added
      // as it started, comes first only if ours is added after it (listeners run in the order added).
      window.removeEventListener('hashchange', moved);
      window.addEventListener('hashchange', moved);
    } else if (request.type === 'open.cancel') {
      opening = undefined;
      stopWaiting();
    } else open(request.sheet);
  });
  return () => {
    exits.stop();
    document.removeEventListener('focusin', focused);
    window.removeEventListener('hashchange', moved);
    window.removeEventListener('hashchange', reached);
    stopWaiting();
  };
});

// --- Her services' names in its headings ----------------------------------------------------------------

/** Her titles as the machine holds them: as last saved, and every one each service has had in this page. */
type TitlesView = {
  titles: Readonly<Record<string, string>>;
  titlesHad: Readonly<Record<string, readonly string[]>>;
};

/** Each old name of a service, drawn by Sveltia or renamed before, with the name to show now. */
export const renamedTitles = ({ titles, titlesHad }: TitlesView) =>
  new Map(
    Object.entries(titlesHad).flatMap(([id, had]) => {
      const name = titles[id] ?? had.at(-1);
      return had.filter((old) => name && old !== name).map((old) => [old, name!] as const);
    }),
  );

/**
 * Sveltia draws each field's label from the configuration it started with, which its API cannot change
 * afterwards: a service she renames keeps its old name in the headings (its groups, an article's « Prestation
 * liée ») until the page is opened again. Until then, each label Sveltia draws (a field's heading, its
 * group's name, a choice) with an old name is given the new one, as soon as it is drawn, and as soon as
 * the machine's titles change (`editor`: the old names are worked out from its snapshot each time they
 * change). Returns the stop.
 */
export function followRenamedLabels(editor: {
  getSnapshot(): { context: TitlesView };
  subscribe(listener: (snapshot: { context: TitlesView }) => void): { unsubscribe(): void };
}) {
  const isolated = (name: string) => `\u2068${name}\u2069`;
  // Worked out again only when the machine's titles change, not at each batch of Sveltia's drawing.
  let renamed = renamedTitles(editor.getSnapshot().context);
  const rename = () => {
    if (renamed.size === 0) return;
    const fields = [...document.querySelectorAll('[data-key-path]')].filter(
      (field) => !field.parentElement?.closest('[data-key-path]'),
    );
    for (const field of fields) {
      const walker = document.createTreeWalker(field, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const shown = text.nodeValue ?? '';
        const name = renamed.get(shown.trim());
        // What she types is hers, not a label.
        if (name !== undefined && !text.parentElement?.closest('textarea, [contenteditable="true"]'))
          text.nodeValue = shown.replace(shown.trim(), name);
      }
      // A group's name as a screen reader says it: « Champ « ⁨Atelier de portage⁩ » ».
      for (const labelled of [field, ...field.querySelectorAll('[aria-label]')]) {
        const label = labelled.getAttribute('aria-label') ?? '';
        let next = label;
        for (const [old, name] of renamed) next = next.replaceAll(isolated(old), isolated(name));
        if (next !== label) labelled.setAttribute('aria-label', next);
      }
    }
  };
  const stopWatching = whenDrawn(rename);
  let seen = editor.getSnapshot().context;
  const subscription = editor.subscribe(({ context }) => {
    if (context.titles === seen.titles && context.titlesHad === seen.titlesHad) return;
    seen = context;
    renamed = renamedTitles(context);
    rename();
  });
  return () => {
    stopWatching();
    subscription.unsubscribe();
  };
}

// --- Its addresses --------------------------------------------------------------------------------------

// Sveltia reads its place from the hash as a path (`#/collections/…`), and throws on one it cannot read
// (`/admin#%`, a bad escape or no path): such a hash is dropped before Sveltia sees it, so the editor opens
// at its start (or stays where it was), registered before Sveltia's own listener.
const dropUnreadableHash = (event?: HashChangeEvent) => {
  try {
    decodeURIComponent(new URL(`${location.origin}${location.hash.slice(1)}`).pathname);
  } catch {
    event?.stopImmediatePropagation();
    history.replaceState(history.state, '', event?.oldURL ?? location.pathname + location.search);
  }
};

/** Keeps Sveltia from an address it cannot read: called before Sveltia's module runs. */
export function keepSveltiaAddressReadable() {
  dropUnreadableHash();
  window.addEventListener('hashchange', dropUnreadableHash);
}
