import { scrollToHashTarget, scrollWindowToTop } from './scrolling';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: reduce }) as unknown as typeof window.matchMedia;
}

describe('browser scrolling helpers', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ])('scrolls to the top (reduced motion %s → %s)', (reduce, behavior) => {
    mockReducedMotion(reduce);
    window.scrollTo = vi.fn();
    scrollWindowToTop();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior });
  });

  it('scrolls the named element into view, and leaves highlight targets to their page', () => {
    mockReducedMotion(false);
    document.body.innerHTML = '<div id="boutique"></div><div id="atelier-portage" data-hash-highlight></div>';
    const shop = document.getElementById('boutique')!;
    const block = document.getElementById('atelier-portage')!;
    shop.scrollIntoView = vi.fn();
    block.scrollIntoView = vi.fn();
    scrollToHashTarget('boutique');
    scrollToHashTarget('atelier-portage');
    scrollToHashTarget('nowhere');
    expect(shop.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(block.scrollIntoView).not.toHaveBeenCalled();
  });
});
