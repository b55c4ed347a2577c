import { webFontsFromCache } from './webFontsFromCache.mjs';

/** A `FontFace` that records what it was made with and whether it was asked to load. */
class FakeFontFace {
  loading = false;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: Record<string, string>,
  ) {}
  load() {
    this.loading = true;
    return Promise.reject(new Error('not in the cache after all'));
  }
}

const webFonts = [
  {
    family: 'Fraunces Variable',
    source: 'url(/assets/fraunces.woff2) format("woff2-variations")',
    descriptors: { weight: '400 700', display: 'optional' },
  },
  {
    family: 'Inter Variable',
    source: 'url(/assets/inter.woff2) format("woff2-variations")',
    descriptors: { weight: '400 700', display: 'optional', unicodeRange: 'U+20-7E' },
  },
];

describe('webFontsFromCache: the web fonts declared before the first layout', () => {
  let added: FakeFontFace[];
  const list = document.createElement('script');
  list.textContent = JSON.stringify(webFonts);

  /** The page as the browser opened it: how (`navigate`, `reload`, `back_forward`) and from where. */
  function opened(type: string, referrer = '') {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type } as unknown as PerformanceNavigationTiming,
    ]);
    Object.defineProperty(document, 'referrer', { configurable: true, value: referrer });
    webFontsFromCache(list);
  }

  beforeEach(() => {
    added = [];
    vi.stubGlobal('FontFace', FakeFontFace);
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { add: (face: FakeFontFace) => added.push(face) },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'fonts');
    Reflect.deleteProperty(document, 'referrer');
  });

  it.each([
    ['reloaded', 'reload', ''],
    ['come back to', 'back_forward', ''],
    ['opened from another page of the site', 'navigate', `${location.origin}/services`],
  ])(
    'a page %s declares both at once, as the stylesheet has them, and asks for them',
    (_, type, referrer) => {
      opened(type, referrer);
      expect(added.map(({ family, source, descriptors }) => ({ family, source, descriptors }))).toEqual(
        webFonts,
      );
      expect(added.every((face) => face.loading)).toBe(true);
    },
  );

  it.each([
    ['typed or followed from a bookmark', ''],
    ['opened from another site', 'https://www.google.com/'],
    ['opened from a site whose address begins like hers', `${location.origin}.example.com/`],
  ])('a page %s declares none: it paints in its fallbacks', (_, referrer) => {
    opened('navigate', referrer);
    expect(added).toEqual([]);
  });
});
