import { createActor } from 'xstate';
import { GUIDE_ANCHOR } from '../data/home';
import { anchorScrollMachine } from './anchorScrollMachine';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: reduce }) as unknown as typeof window.matchMedia;
}

describe('anchorScrollMachine', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hands every anchor.scroll to its scroll action, with the id asked for', () => {
    const scrolledTo: string[] = [];
    const actor = createActor(
      anchorScrollMachine.provide({ actions: { scrollToAnchor: ({ event }) => scrolledTo.push(event.id) } }),
    ).start();
    actor.send({ type: 'anchor.scroll', id: GUIDE_ANCHOR });
    actor.send({ type: 'anchor.scroll', id: GUIDE_ANCHOR });
    expect(scrolledTo).toEqual(['guide-gratuit', 'guide-gratuit']);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ])(
    'by default scrolls the element into view (reduced motion %s → %s) and gives it focus',
    (reduce, behavior) => {
      mockReducedMotion(reduce);
      document.body.innerHTML = `<button>Découvrir</button><section id="${GUIDE_ANCHOR}"><h2>Guide</h2></section>`;
      const guide = document.getElementById(GUIDE_ANCHOR)!;
      guide.scrollIntoView = vi.fn();
      const focus = vi.spyOn(guide, 'focus');
      createActor(anchorScrollMachine).start().send({ type: 'anchor.scroll', id: GUIDE_ANCHOR });
      expect(guide.scrollIntoView).toHaveBeenCalledWith({ behavior, block: 'start' });
      expect(focus).toHaveBeenCalledWith({ preventScroll: true });
      expect(document.activeElement).toBe(guide);
      expect(guide).toHaveAttribute('tabindex', '-1');
    },
  );

  it('does nothing when no element has the id', () => {
    mockReducedMotion(false);
    document.body.innerHTML = '<section id="autre"></section>';
    const other = document.getElementById('autre')!;
    other.scrollIntoView = vi.fn();
    createActor(anchorScrollMachine).start().send({ type: 'anchor.scroll', id: GUIDE_ANCHOR });
    expect(other.scrollIntoView).not.toHaveBeenCalled();
  });
});
