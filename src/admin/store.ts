// Decap's Redux store, reached the one way Decap leaves open: it makes its store through Redux DevTools'
// `compose` when its script runs (decap-cms-core/src/redux/index.ts). Our enhancers join Decap's there:
// the backup hold (src/admin/backup.ts) and `followPublishes` below, which keeps what she published for
// the « Avant la mise en ligne » list (src/admin/launchChecklist.ts) and the articles' addresses (src/admin/articlesCollection.ts).

export type Action = {
  type?: string;
  payload?: {
    entry?: { collection?: string; slug?: string };
    collectionName?: string;
    entrySlug?: string;
    slug?: string;
  };
};
export type Store = {
  dispatch(action: Action): unknown;
  getState(): unknown;
  subscribe(listener: () => void): () => void;
};
type CreateStore = (...args: unknown[]) => Store;
type Compose = (...enhancers: unknown[]) => (create: CreateStore) => CreateStore;

/** Wraps Decap's store; `outer` is the whole store, to dispatch through every enhancer. */
export type Enhancer = (create: CreateStore, outer: () => Store | undefined) => CreateStore;

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: Compose;
  }
}

let storeMade: (store: Store) => void = () => {};
/** Decap's store, once its script has made it. */
export const decapStore = new Promise<Store>((resolve) => {
  storeMade = resolve;
});

/** Adds `enhancers` to Decap's store; call once, before Decap's script runs. */
export function enhanceDecapStore(...enhancers: Enhancer[]) {
  const compose: Compose =
    window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ ??
    ((...fns) =>
      (create) => {
        let enhanced: unknown = create;
        for (const fn of [...fns].reverse()) enhanced = (fn as (next: unknown) => unknown)(enhanced);
        return enhanced as CreateStore;
      });
  let outer: Store | undefined;
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (...decapEnhancers) =>
    (create) =>
    (...args) => {
      const ours = enhancers.map((enhancer) => (next: CreateStore) => enhancer(next, () => outer));
      outer = compose(...decapEnhancers, ...ours)(create)(...args);
      storeMade(outer);
      return outer;
    };
}

type ImmutableLike = { getIn(path: unknown[]): unknown; get(key: string): unknown; toJS(): unknown };
const isImmutable = (value: unknown): value is ImmutableLike =>
  typeof (value as ImmutableLike | undefined)?.toJS === 'function';

/**
 * What she has published or deleted (null) since the editor opened, by entry (`<collection>.<slug>`):
 * Decap does not put a saved entry back among the ones it read (its draft alone holds it).
 */
const published = new Map<string, unknown>();
const publishListeners = new Set<() => void>();

/** Calls `listener` after each entry she publishes or deletes. */
export const onPublish = (listener: () => void) => publishListeners.add(listener);

/** The entry a publish or a deletion changed, and its data (null: deleted). */
function changedBy(action: Action, state: unknown): [key: string, data: unknown] | undefined {
  const { type, payload } = action ?? {};
  if (type === 'ENTRY_DELETE_SUCCESS' && payload?.entrySlug)
    return [`${payload.collectionName}.${payload.entrySlug}`, null];
  if (type !== 'ENTRY_PERSIST_SUCCESS') return undefined;
  const entryDraft = (state as { entryDraft?: unknown } | undefined)?.entryDraft;
  const draft = isImmutable(entryDraft) ? entryDraft.getIn(['entry']) : undefined;
  if (!isImmutable(draft)) return undefined;
  const data = draft.get('data');
  // A new entry's file name comes with the action (`slug`); the draft still has none.
  const slug = payload?.slug ?? draft.get('slug');
  return typeof slug === 'string' && slug && isImmutable(data)
    ? [`${payload?.collectionName ?? draft.get('collection')}.${slug}`, data.toJS()]
    : undefined;
}

/** Decap's store enhancer that keeps `published`. */
export const followPublishes: Enhancer =
  (create) =>
  (...args) => {
    const store = create(...args);
    const dispatch = (action: Action) => {
      const result = store.dispatch(action);
      const changed = changedBy(action, store.getState());
      if (changed) {
        published.set(...changed);
        for (const listener of publishListeners) listener();
      }
      return result;
    };
    return { ...store, dispatch };
  };

/** Each entry of `collection` Decap holds, by slug: its data as Decap read it, or as she published it since. */
export function entriesInStore(state: unknown, collection: string): Record<string, unknown> {
  const prefix = `${collection}.`;
  const entries = (state as { entries?: unknown } | undefined)?.entries;
  const entities = isImmutable(entries) ? entries.getIn(['entities']) : undefined;
  const read = (isImmutable(entities) ? entities.toJS() : {}) as Record<string, { data?: unknown }>;
  const found: Record<string, unknown> = {};
  for (const [key, entity] of Object.entries(read))
    if (key.startsWith(prefix) && entity.data) found[key.slice(prefix.length)] = entity.data;
  for (const [key, data] of published) {
    if (!key.startsWith(prefix)) continue;
    if (data === null) delete found[key.slice(prefix.length)];
    else found[key.slice(prefix.length)] = data;
  }
  return found;
}
