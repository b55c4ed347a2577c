import { SCROLL_LANDING_ATTRIBUTE } from '../../data/navigation';
import { scrollIntoViewSettled } from './motion';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: reduce }) as unknown as typeof window.matchMedia;
}

/**
 * A block laid out only near the screen, then the target, its scroll calls recorded; the scroll's
 * end, and the two frames after which it is aimed again.
 */
function setUp() {
  document.body.innerHTML =
    '<section id="above" style="content-visibility: auto"></section><section id="guide-gratuit"></section>';
  const target = document.getElementById('guide-gratuit')!;
  target.scrollIntoView = vi.fn();
  const endScroll = () => {
    window.dispatchEvent(new Event('scrollend'));
    twoFrames();
  };
  return { target, endScroll };
}

const twoFrames = () => {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersToNextFrame();
};
/** Whether the block above the target is laid out whatever its distance (landingBlocks.ts). */
const blockAboveLaidOut = () => document.getElementById('above')!.hasAttribute(SCROLL_LANDING_ATTRIBUTE);

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

  it('lays out the block above the target before the scroll is aimed, and lets it be once the last aim is taken', () => {
    mockReducedMotion(false);
    const { target, endScroll } = setUp();
    target.scrollIntoView = vi.fn(() => expect(blockAboveLaidOut()).toBe(true));
    scrollIntoViewSettled(target, 'start');
    endScroll();
    expect(blockAboveLaidOut()).toBe(true);
    endScroll();
    expect(blockAboveLaidOut()).toBe(true);
    twoFrames();
    expect(blockAboveLaidOut()).toBe(false);
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
      expect(blockAboveLaidOut()).toBe(false);
    },
  );

  it('does not take the scroll back when she takes it over as it ends', () => {
    mockReducedMotion(false);
    const { target } = setUp();
    scrollIntoViewSettled(target, 'start');
    window.dispatchEvent(new Event('scrollend'));
    window.dispatchEvent(new Event('touchstart'));
    twoFrames();
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('under reduced motion, jumps once: an instant scroll lands after the blocks on its way are laid out', () => {
    mockReducedMotion(true);
    const { target, endScroll } = setUp();
    scrollIntoViewSettled(target, 'start');
    expect(blockAboveLaidOut()).toBe(true);
    endScroll();
    expect(target.scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: 'auto', block: 'start' });
    expect(blockAboveLaidOut()).toBe(false);
  });
});
