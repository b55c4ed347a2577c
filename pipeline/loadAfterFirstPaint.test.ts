import { loadAfterFirstPaint } from './loadAfterFirstPaint.mjs';

/** A browser with paint timing: the test reports the first contentful paint when it wants. */
function withPaintTiming() {
  let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    firstContentfulPaint: () =>
      report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
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
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const files = ['/assets/react.js', '/assets/router.js', '/assets/a.js', '/assets/b.js', '/assets/main.js'];
  const dataset = {
    preloads: JSON.stringify(files),
    first: JSON.stringify(['/assets/react.js', '/assets/router.js']),
    entry: '/assets/main.js',
  };

  it('requests nothing before the first paint, then the first chunk of the chain at once', () => {
    const paint = withPaintTiming();
    loadAfterFirstPaint(dataset);
    expect(scripts()).toEqual([]);
    expect(preloaded()).toEqual([]);
    paint.firstContentfulPaint();
    expect(scripts()).toEqual(['/assets/react.js']);
  });

  it('adds the module preloads one per task, not all in the task of the first paint', () => {
    const paint = withPaintTiming();
    loadAfterFirstPaint(dataset);
    paint.firstContentfulPaint();
    expect(preloaded()).toEqual(files.slice(0, 1));
    for (let count = 2; count <= files.length; count += 1) {
      vi.advanceTimersToNextTimer();
      expect(preloaded()).toEqual(files.slice(0, count));
    }
    vi.runAllTimers();
    expect(preloaded()).toEqual(files);
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

  it('a route loader without an entry only preloads its files', () => {
    const paint = withPaintTiming();
    loadAfterFirstPaint({ preloads: JSON.stringify(['/assets/route.js', '/assets/data.js']) });
    paint.firstContentfulPaint();
    vi.runAllTimers();
    expect(scripts()).toEqual([]);
    expect(preloaded()).toEqual(['/assets/route.js', '/assets/data.js']);
  });
});
