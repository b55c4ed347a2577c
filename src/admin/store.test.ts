import { entriesInStore, followPublishes, onPublish, type Store } from './store';

/** Decap's state is Immutable.js: a stand-in with the three methods the editor reads. */
type Shaped = { get(key: string): unknown; getIn(path: string[]): unknown; toJS(): unknown };
const immutable = (value: unknown): unknown => {
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const shaped: Shaped = {
    get: (key) => immutable(record[key]),
    getIn: (path) => path.reduce<unknown>((node, key) => (node as Shaped | undefined)?.get(key), shaped),
    toJS: () => value,
  };
  return shaped;
};

/** A store whose state is `state`, wrapped as Decap's is by `followPublishes`. */
function decapWith(state: { current: Record<string, unknown> }) {
  const inner: Store = {
    dispatch: (action) => action,
    getState: () => immutableState(state.current),
    subscribe: () => () => {},
  };
  return followPublishes(
    () => inner,
    () => undefined,
  )();
}
const immutableState = (state: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(state).map(([key, value]) => [key, immutable(value)]));

const read = {
  entries: {
    entities: {
      'articles.porter-bebe': { data: { title: 'Porter bébé', slug: '' } },
      'articles.dormir': { data: { title: 'Dormir', slug: 'sommeil' } },
      'contenu.cabinet': { data: { city: 'Biarritz' } },
    },
  },
};

describe('the entries Decap holds', () => {
  it('are read by collection, as Decap read them', () => {
    expect(entriesInStore(immutableState(read), 'articles')).toEqual({
      'porter-bebe': { title: 'Porter bébé', slug: '' },
      dormir: { title: 'Dormir', slug: 'sommeil' },
    });
    expect(entriesInStore(immutableState(read), 'contenu')).toEqual({ cabinet: { city: 'Biarritz' } });
    expect(entriesInStore(undefined, 'articles')).toEqual({});
  });

  it('follow what she publishes and deletes, which Decap does not put back among them', () => {
    const state = { current: { ...read, entryDraft: {} } as Record<string, unknown> };
    const store = decapWith(state);
    let told = 0;
    onPublish(() => {
      told += 1;
    });
    // A new article: its file name comes with the action, the draft has none yet.
    state.current.entryDraft = { entry: { collection: 'articles', slug: '', data: { slug: 'bain' } } };
    store.dispatch({
      type: 'ENTRY_PERSIST_SUCCESS',
      payload: { collectionName: 'articles', slug: 'le-bain' },
    });
    // An article changed: its address is no longer « sommeil ».
    state.current.entryDraft = { entry: { collection: 'articles', slug: 'dormir', data: { slug: 'nuits' } } };
    store.dispatch({
      type: 'ENTRY_PERSIST_SUCCESS',
      payload: { collectionName: 'articles', entrySlug: 'dormir' },
    });
    store.dispatch({
      type: 'ENTRY_DELETE_SUCCESS',
      payload: { collectionName: 'articles', entrySlug: 'porter-bebe' },
    });
    store.dispatch({ type: 'DRAFT_CHANGE_FIELD' });
    expect(told).toBe(3);
    expect(entriesInStore(immutableState(state.current), 'articles')).toEqual({
      dormir: { slug: 'nuits' },
      'le-bain': { slug: 'bain' },
    });
  });
});
