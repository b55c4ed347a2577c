// Her unsaved work, restored when Decap offers it. Decap reads its local backup (IndexedDB, ~10 ms)
// and the sheet's file (~150 ms) side by side: the backup wins, « OK » makes it the draft, then the
// file arrives and replaces it (decap-cms-core/src/actions/entries.ts, DRAFT_CREATE_FROM_ENTRY), and
// the half-made form asks for a preview link of an entry still undefined (« Échec du chargement de
// l'aperçu »). Decap has no setting nor event for it; its store is made through Redux DevTools'
// `compose` when its script runs, so this holds the backup back until the sheet's draft exists.

type Action = { type?: string; payload?: { entry?: { collection?: string; slug?: string } } };
type Store = { dispatch(action: Action): unknown; getState(): unknown };
type Compose = (
  ...enhancers: unknown[]
) => (create: (...args: unknown[]) => Store) => (...args: unknown[]) => Store;
type Draft = { get(key: string): unknown };

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: Compose;
  }
}

/** Whether Decap's draft is this backup's sheet (a store shaped otherwise is left alone). */
function isDraftOf(state: unknown, backup: { collection?: string; slug?: string }) {
  const entryDraft = (state as { entryDraft?: Draft } | undefined)?.entryDraft;
  if (!entryDraft || typeof entryDraft.get !== 'function') return true;
  const draft = entryDraft.get('entry') as Draft | undefined;
  return Boolean(
    draft?.get && draft.get('collection') === backup.collection && draft.get('slug') === backup.slug,
  );
}

/** Installs the hold; call before Decap's script runs. */
export function restoreBackupsAfterTheirSheet() {
  const compose: Compose =
    window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ ??
    ((...fns) =>
      (create) => {
        let enhanced: unknown = create;
        for (const fn of [...fns].reverse()) enhanced = (fn as (next: unknown) => unknown)(enhanced);
        return enhanced as (...args: unknown[]) => Store;
      });
  let held: Action | undefined;
  let outer: Store | undefined;
  const holdBackup =
    (create: (...args: unknown[]) => Store) =>
    (...args: unknown[]): Store => {
      const store = create(...args);
      const dispatch = (action: Action) => {
        const backup = action?.type === 'DRAFT_LOCAL_BACKUP_RETRIEVED' ? action.payload?.entry : undefined;
        if (backup?.slug && !isDraftOf(store.getState(), backup)) {
          held = action;
          return action;
        }
        const result = store.dispatch(action);
        if (action?.type === 'DRAFT_DISCARD') held = undefined;
        else if (held?.payload?.entry && isDraftOf(store.getState(), held.payload.entry)) {
          const backupAction = held;
          held = undefined;
          (outer ?? store).dispatch(backupAction);
        }
        return result;
      };
      return { ...store, dispatch };
    };
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (...enhancers) =>
    (create) =>
    (...args) => {
      outer = compose(...enhancers, holdBackup)(create)(...args);
      return outer;
    };
}
