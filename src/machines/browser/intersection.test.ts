import { createActor, setup } from 'xstate';
import { isSeenEnough, sectionObserver } from './intersection';

type Entry = Partial<IntersectionObserverEntry>;

/** A controllable IntersectionObserver: `report(entries)` plays the browser's callback. */
function installObserver() {
  const state = {
    options: undefined as IntersectionObserverInit | undefined,
    observed: [] as Element[],
    disconnected: false,
    report: (_entries: Entry[]) => {},
  };
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      state.options = options;
      state.report = (entries) =>
        callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
    }
    observe(element: Element) {
      state.observed.push(element);
    }
    disconnect() {
      state.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return state;
}

/** Runs the actor under a tiny parent that records what it sends back. */
function run(target: Element | null, threshold = 0.1) {
  const received: string[] = [];
  const parent = setup({
    actors: { sectionObserver },
    actions: { record: ({ event }) => received.push(event.type) },
  }).createMachine({
    invoke: { src: 'sectionObserver', input: { target: () => target, threshold } },
    on: { '*': { actions: 'record' } },
  });
  const actor = createActor(parent).start();
  return { actor, received };
}

function sectionAt(top: number, height: number) {
  const element = document.createElement('section');
  element.getBoundingClientRect = () => ({ top, bottom: top + height, height }) as DOMRect;
  return element;
}

describe('isSeenEnough', () => {
  const viewport = 800;
  it.each([
    ['10 % on screen at the bottom', { top: 700, bottom: 1700, height: 1000 }, true],
    ['a little less than 10 %', { top: 701, bottom: 1701, height: 1000 }, false],
    ['entirely below the fold', { top: 900, bottom: 1300, height: 400 }, false],
    ['scrolled past, above the viewport', { top: -900, bottom: -100, height: 800 }, true],
    ['taller than the screen, 80 % of the screen filled', { top: -2000, bottom: 640, height: 2640 }, true],
    ['an empty element on screen', { top: 100, bottom: 100, height: 0 }, true],
    ['an empty element below the fold', { top: 900, bottom: 900, height: 0 }, false],
  ])('%s → %s', (_, box, expected) => {
    expect(isSeenEnough(box, viewport, 0.1)).toBe(expected);
  });
});

describe('sectionObserver', () => {
  beforeEach(() => {
    window.innerHeight = 800;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('observes a section below the fold with its threshold, and reports it once seen', () => {
    const observer = installObserver();
    const section = sectionAt(1200, 600);
    const { received } = run(section);
    expect(observer.observed).toEqual([section]);
    expect(observer.options?.threshold).toEqual([0, 0.1]);
    expect(received).toEqual([]);

    observer.report([
      {
        isIntersecting: true,
        intersectionRatio: 0.05,
        boundingClientRect: sectionAt(760, 600).getBoundingClientRect(),
      },
    ]);
    expect(received).toEqual([]);

    observer.report([
      {
        isIntersecting: true,
        intersectionRatio: 0.1,
        boundingClientRect: sectionAt(740, 600).getBoundingClientRect(),
      },
    ]);
    expect(received).toEqual(['section.entered']);
    expect(observer.disconnected).toBe(true);
  });

  it('reports a section the page jumped over (now above the viewport)', () => {
    const observer = installObserver();
    const { received } = run(sectionAt(1200, 600));
    observer.report([
      {
        isIntersecting: false,
        intersectionRatio: 0,
        boundingClientRect: sectionAt(-900, 600).getBoundingClientRect(),
        rootBounds: { top: 0 } as DOMRectReadOnly,
      },
    ]);
    expect(received).toEqual(['section.entered']);
  });

  it('stops observing when its parent stops it', () => {
    const observer = installObserver();
    const { actor } = run(sectionAt(1200, 600));
    actor.stop();
    expect(observer.disconnected).toBe(true);
  });

  it('reports at once a section already on screen when it starts: no flash at hydration', () => {
    const observer = installObserver();
    const { received } = run(sectionAt(300, 600));
    expect(received).toEqual(['section.entered']);
    expect(observer.observed).toEqual([]);
  });

  it('never leaves a section hidden when it cannot watch it', () => {
    installObserver();
    expect(run(null).received).toEqual(['section.entered']);
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(run(sectionAt(1200, 600)).received).toEqual(['section.entered']);
  });
});
