import { loadAfterFirstPaint } from './loadAfterFirstPaint.mjs';

/** A browser with paint timing: the test reports the first contentful paint when it wants. */
function withPaintTiming() {
  type Report = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
  const reports: Report[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: Report) {
      reports.push(callback);
    }
    observe() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    firstContentfulPaint: () => {
      for (const report of reports)
        report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    },
  };
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
const scripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  );

describe('loadAfterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.replaceChildren();
    document.body.replaceChildren();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const files = ['/assets/react.js', '/assets/router.js', '/assets/a.js', '/assets/b.js', '/assets/main.js'];
  const dataset = {
    preloads: JSON.stringify(files),
    first: JSON.stringify(['/assets/react.js', '/assets/router.js']),
    entry: '/assets/main.js',
  };

  it("requests nothing before the first paint, then the takeover's chunks one per task, then the first of the chain", () => {
    const paint = withPaintTiming();
    loadAfterFirstPaint(dataset);
    expect(scripts()).toEqual([]);
    expect(preloaded()).toEqual([]);
    paint.firstContentfulPaint();
    // The task of the first paint makes one request.
    expect(preloaded()).toEqual(files.slice(0, 1));
    for (let count = 2; count <= files.length; count += 1) {
      vi.advanceTimersToNextTimer();
      expect(preloaded()).toEqual(files.slice(0, count));
      expect(scripts()).toEqual([]);
    }
    vi.advanceTimersToNextTimer();
    expect(scripts()).toEqual(['/assets/react.js']);
  });

  it('runs the chain in order, each chunk a task after the previous one loaded', () => {
    const paint = withPaintTiming();
    loadAfterFirstPaint(dataset);
    paint.firstContentfulPaint();
    vi.runAllTimers();
    expect(scripts()).toEqual(['/assets/react.js']);
    document.head
      .querySelector<HTMLScriptElement>('script[src="/assets/react.js"]')
      ?.onload?.(new Event('load'));
    expect(scripts()).toEqual(['/assets/react.js']);
    vi.runAllTimers();
    expect(scripts()).toEqual(['/assets/react.js', '/assets/router.js']);
    document.head
      .querySelector<HTMLScriptElement>('script[src="/assets/router.js"]')
      ?.onload?.(new Event('load'));
    vi.runAllTimers();
    expect(scripts()).toEqual(['/assets/react.js', '/assets/router.js', '/assets/main.js']);
  });

  const routeList = (hrefs: string[]) => {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.dataset.routeChunks = '';
    list.textContent = JSON.stringify(hrefs);
    document.body.append(list);
  };

  it("preloads the route's own chunks (the lists after the loader) one per task, after the takeover's", () => {
    const paint = withPaintTiming();
    const route = ['/assets/route.js', '/assets/data.js'];
    const more = ['/assets/card.js'];
    loadAfterFirstPaint(dataset);
    routeList(route);
    routeList(more);
    paint.firstContentfulPaint();
    // The takeover's chunks (the first one in the task of the first paint), then the chain's first script.
    for (const _ of files) vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(files);
    expect(scripts()).toEqual(['/assets/react.js']);
    const routeChunks = [...route, ...more];
    for (let count = 1; count <= routeChunks.length; count += 1) {
      vi.advanceTimersToNextTimer();
      expect(preloaded()).toEqual([...files, ...routeChunks.slice(0, count)]);
    }
    vi.runAllTimers();
    expect(scripts()).toEqual(['/assets/react.js']);
  });

  it('reads the route lists only once the page is parsed, when it paints before the parser reached them', () => {
    const paint = withPaintTiming();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    loadAfterFirstPaint(dataset);
    paint.firstContentfulPaint();
    routeList(['/assets/route.js']);
    vi.runAllTimers();
    expect(preloaded()).toEqual(files);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    vi.runAllTimers();
    expect(preloaded()).toEqual([...files, '/assets/route.js']);
  });

  it('queues the route lists behind the steps still waiting, when the page is parsed before they ran', () => {
    const paint = withPaintTiming();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    loadAfterFirstPaint(dataset);
    paint.firstContentfulPaint();
    routeList(['/assets/route.js']);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    // Still one request per task: the route's chunk waits for the takeover's, and the chain's script.
    for (let count = 2; count <= files.length; count += 1) {
      vi.advanceTimersToNextTimer();
      expect(preloaded()).toEqual(files.slice(0, count));
    }
    vi.advanceTimersToNextTimer();
    expect(scripts()).toEqual(['/assets/react.js']);
    expect(preloaded()).toEqual(files);
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual([...files, '/assets/route.js']);
  });

  describe('the web fonts', () => {
    /** A `FontFace` whose download the test settles. */
    class FakeFontFace {
      static made: FakeFontFace[] = [];
      status = 'unloaded';
      settle!: (loaded: boolean) => void;
      constructor(
        readonly family: string,
        readonly source: string,
        readonly descriptors: Record<string, string>,
      ) {
        FakeFontFace.made.push(this);
      }
      load() {
        this.status = 'loading';
        return new Promise((resolve, reject) => {
          this.settle = (loaded) => {
            this.status = loaded ? 'loaded' : 'error';
            (loaded ? resolve : reject)(this);
          };
        });
      }
    }
    const webFonts = [
      {
        family: 'Fraunces Variable',
        source: 'url(/assets/fraunces.woff2) format("woff2-variations")',
        descriptors: { weight: '400 700' },
      },
      {
        family: 'Inter Variable',
        source: 'url(/assets/inter.woff2) format("woff2-variations")',
        descriptors: { weight: '400 700', unicodeRange: 'U+20-7E' },
      },
    ];
    let added: FakeFontFace[];
    /** The faces the page declared before its first layout (pipeline/site/webFontsFromCache.mjs). */
    let declared: { family: string }[];
    beforeEach(() => {
      FakeFontFace.made = [];
      vi.stubGlobal('FontFace', FakeFontFace);
      added = [];
      declared = [];
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: {
          add: (face: FakeFontFace) => added.push(face),
          [Symbol.iterator]: () => [...declared, ...added][Symbol.iterator](),
        },
      });
      const list = document.createElement('script');
      list.type = 'application/json';
      list.dataset.webFonts = '';
      list.textContent = JSON.stringify(webFonts);
      document.head.append(list);
    });
    afterEach(() => {
      Reflect.deleteProperty(document, 'fonts');
    });
    const pageChanging = () => document.dispatchEvent(new Event('page:changing'));
    /** The page painted and every request made: the two faces the loader asked for, not yet come. */
    const fontsAskedFor = () => {
      const paint = withPaintTiming();
      loadAfterFirstPaint(dataset);
      paint.firstContentfulPaint();
      vi.runAllTimers();
      return FakeFontFace.made;
    };
    /** Microtasks only: what a settled download does before any frame. */
    const microtasks = async () => {
      for (let turn = 0; turn < 4; turn += 1) await Promise.resolve();
    };

    it('asks for them after the scripts, one per task, as faces that draw once they are added', () => {
      const paint = withPaintTiming();
      loadAfterFirstPaint(dataset);
      paint.firstContentfulPaint();
      for (const _ of files) vi.advanceTimersToNextTimer();
      expect(FakeFontFace.made).toEqual([]);
      vi.advanceTimersToNextTimer();
      expect(scripts()).toEqual(['/assets/react.js']);
      expect(FakeFontFace.made).toHaveLength(1);
      vi.advanceTimersToNextTimer();
      expect(
        FakeFontFace.made.map(({ family, source, descriptors }) => ({ family, source, descriptors })),
      ).toEqual(webFonts.map((font) => ({ ...font, descriptors: { ...font.descriptors, display: 'swap' } })));
    });

    it('never lays them over the page she reads: they come in as she goes to another, a frame apart', async () => {
      const [fraunces, inter] = fontsAskedFor();
      inter!.settle(true);
      fraunces!.settle(true);
      await vi.runAllTimersAsync();
      expect(added).toEqual([]);
      pageChanging();
      await microtasks();
      // The second waits for the frame that lays the first out.
      expect(added).toEqual([inter]);
      await vi.runAllTimersAsync();
      expect(added).toEqual([inter, fraunces]);
      pageChanging();
      await vi.runAllTimersAsync();
      expect(added).toEqual([inter, fraunces]);
    });

    it('keeps a font that comes after she changed page for the page after', async () => {
      const [fraunces, inter] = fontsAskedFor();
      inter!.settle(true);
      await microtasks();
      pageChanging();
      fraunces!.settle(true);
      await vi.runAllTimersAsync();
      expect(added).toEqual([inter]);
      pageChanging();
      await vi.runAllTimersAsync();
      expect(added).toEqual([inter, fraunces]);
    });

    it('leaves out a font that does not come', async () => {
      const [fraunces, inter] = fontsAskedFor();
      fraunces!.settle(false);
      inter!.settle(true);
      await vi.runAllTimersAsync();
      pageChanging();
      await vi.runAllTimersAsync();
      expect(added).toEqual([inter]);
    });

    it('asks for none when the page declared them before its first layout', async () => {
      declared = webFonts.map(({ family }) => ({ family: `"${family}"` }));
      const paint = withPaintTiming();
      loadAfterFirstPaint(dataset);
      paint.firstContentfulPaint();
      vi.runAllTimers();
      expect(FakeFontFace.made).toEqual([]);
      expect(scripts()).toEqual(['/assets/react.js']);
    });
  });
});
