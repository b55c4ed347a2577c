// Her unsaved work, restored when Decap offers it. Decap reads its local backup (IndexedDB, ~10 ms)
// and the sheet's file (~150 ms) side by side: the backup wins, « OK » makes it the draft, then the
// file arrives and replaces it (decap-cms-core/src/actions/entries.ts, DRAFT_CREATE_FROM_ENTRY), and
// the half-made form asks for a preview link of an entry still undefined (« Échec du chargement de
// l'aperçu »). Decap has no setting nor event for it; this holds the backup back in Decap's store
// (src/admin/store.ts) until the sheet's draft exists.

import type { Action, Enhancer } from './store.ts';

type Draft = { get(key: string): unknown };

/** Whether Decap's draft is this backup's sheet (a store shaped otherwise is left alone). */
function isDraftOf(state: unknown, backup: { collection?: string; slug?: string }) {
  const entryDraft = (state as { entryDraft?: Draft } | undefined)?.entryDraft;
  if (!entryDraft || typeof entryDraft.get !== 'function') return true;
  const draft = entryDraft.get('entry') as Draft | undefined;
  return Boolean(
    draft?.get && draft.get('collection') === backup.collection && draft.get('slug') === backup.slug,
  );
}

/** The hold, as an enhancer of Decap's store (src/admin/store.ts). */
export const holdBackupsUntilTheirSheet: Enhancer =
  (create, outer) =>
  (...args) => {
    const store = create(...args);
    let held: Action | undefined;
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
        (outer() ?? store).dispatch(backupAction);
      }
      return result;
    };
    return { ...store, dispatch };
  };
