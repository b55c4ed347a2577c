// Decap's Redux store, reached the one way Decap leaves open: it makes its store through Redux DevTools'
// `compose` when its script runs (decap-cms-core/src/redux/index.ts). Our enhancers join Decap's there:
// the backup hold (src/admin/backup.ts) and the « Avant la mise en ligne » list (src/admin/launch.ts).

export type Action = { type?: string; payload?: { entry?: { collection?: string; slug?: string } } };
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
