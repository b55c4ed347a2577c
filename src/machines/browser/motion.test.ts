import { scrollIntoViewSettled } from './motion';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: reduce }) as unknown as typeof window.matchMedia;
}

/** The target, its scroll calls recorded; the scroll's end, and the two frames after which it is aimed again. */
function setUp() {
  document.body.innerHTML = '<section id="guide-gratuit"></section>';
  const target = document.getElementById('guide-gratuit')!;
  target.scrollIntoView = vi.fn();
  const endScroll = () => {
    window.dispatchEvent(new Event('scrollend'));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
  };
  return { target, endScroll };
}

describe('scrollIntoViewSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('aims a smooth scroll again each time it ends, twice at most (blocks laid out on the way move the target)', () => {
    mockReducedMotion(false);
    const { target, endScroll } = setUp();
    scrollIntoViewSettled(target, 'start');
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(target.scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    window.dispatchEvent(new Event('scrollend'));
    vi.advanceTimersToNextFrame();
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
    vi.advanceTimersToNextFrame();
    expect(target.scrollIntoView).toHaveBeenCalledTimes(2);
    endScroll();
    expect(target.scrollIntoView).toHaveBeenCalledTimes(3);
    endScroll();
    expect(target.scrollIntoView).toHaveBeenCalledTimes(3);
  });

  it.each(['pointerdown', 'touchstart', 'wheel', 'keydown'])(
    'leaves the scroll to the visitor once she takes it over (%s)',
    (type) => {
      mockReducedMotion(false);
      const { target, endScroll } = setUp();
      scrollIntoViewSettled(target, 'center');
      window.dispatchEvent(new Event(type));
      endScroll();
      expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
    },
  );

  it('under reduced motion, jumps once: an instant scroll lands after the blocks on its way are laid out', () => {
    mockReducedMotion(true);
    const { target, endScroll } = setUp();
    scrollIntoViewSettled(target, 'start');
    endScroll();
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});
