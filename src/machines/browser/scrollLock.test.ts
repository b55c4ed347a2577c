import { isPageScrollLocked, lockPageScroll, unlockPageScroll } from './scrollLock';

describe('page scroll lock', () => {
  const root = document.documentElement;
  afterEach(() => {
    unlockPageScroll();
    root.removeAttribute('style');
  });

  it('hides the overflow and keeps the scrollbar width as padding', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    Object.defineProperty(root, 'clientWidth', { configurable: true, value: 1265 });
    lockPageScroll();
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.paddingRight).toBe('15px');
    expect(isPageScrollLocked()).toBe(true);
  });

  it('restores the previous inline styles exactly, and only once', () => {
    root.style.overflow = 'auto';
    root.style.paddingRight = '2px';
    lockPageScroll();
    lockPageScroll();
    unlockPageScroll();
    expect(root.style.overflow).toBe('auto');
    expect(root.style.paddingRight).toBe('2px');
    root.style.overflow = 'scroll';
    unlockPageScroll();
    expect(root.style.overflow).toBe('scroll');
    expect(isPageScrollLocked()).toBe(false);
  });
});
