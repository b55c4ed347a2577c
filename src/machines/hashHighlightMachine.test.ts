import { createActor, fromCallback } from 'xstate';
import { HASH_HIGHLIGHT_DURATION_MS, HASH_SCROLL_DELAY_MS } from '../data/constants';
import { serviceIds } from '../data/serviceOffers';
import { hashHighlightMachine } from './hashHighlightMachine';

/**
 * Starts the machine with the hash the page was opened with and, when the page already shows the
 * arrival highlight (`:target`), for how long it has; `changeHash` stands for `hashchange`.
 */
function startHighlight(initialHash = '', shownForMs: number | null = null) {
  const centred: string[] = [];
  let changeHash: (hash: string) => void = () => {};
  let listening = false;
  const actor = createActor(
    hashHighlightMachine.provide({
      actions: {
        scrollTargetToCentre: ({ context }) => {
          centred.push(context.target ?? '');
        },
      },
      actors: {
        hashListener: fromCallback(({ sendBack }) => {
          listening = true;
          changeHash = (hash) => sendBack({ type: 'hash.changed', hash });
          return () => {
            listening = false;
          };
        }),
      },
    }),
    { input: { targetIds: serviceIds, hash: initialHash, shownForMs } },
  ).start();
  const highlighted = () => actor.getSnapshot().context.highlighted;
  return {
    actor,
    centred,
    highlighted,
    changeHash: (hash: string) => changeHash(hash),
    isListening: () => listening,
  };
}

describe('hashHighlightMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does nothing when the page opens without a hash', () => {
    const { actor, centred, highlighted } = startHighlight('');
    vi.runAllTimers();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(centred).toEqual([]);
    expect(highlighted()).toBeNull();
  });

  it('on arrival, centres the named block after 100 ms and highlights it for 3 s', () => {
    const { actor, centred, highlighted } = startHighlight('bain-enveloppe');
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1);
    expect(centred).toEqual([]);
    expect(highlighted()).toBeNull();

    vi.advanceTimersByTime(1);
    expect(centred).toEqual(['bain-enveloppe']);
    expect(actor.getSnapshot().value).toBe('highlighted');
    expect(highlighted()).toBe('bain-enveloppe');

    vi.advanceTimersByTime(HASH_HIGHLIGHT_DURATION_MS - 1);
    expect(highlighted()).toBe('bain-enveloppe');
    vi.advanceTimersByTime(1);
    expect(highlighted()).toBeNull();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(centred).toEqual(['bain-enveloppe']);
  });

  it('continues the highlight the page began at first paint, for the time left, without scrolling again', () => {
    const { actor, centred, highlighted } = startHighlight('atelier-portage', 1200);
    expect(actor.getSnapshot().value).toBe('highlighted');
    expect(highlighted()).toBe('atelier-portage');
    vi.advanceTimersByTime(HASH_HIGHLIGHT_DURATION_MS - 1200 - 1);
    expect(highlighted()).toBe('atelier-portage');
    vi.advanceTimersByTime(1);
    expect(highlighted()).toBeNull();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(centred).toEqual([]);
  });

  it('does not start over a highlight the page already showed in full', () => {
    const { actor, centred, highlighted } = startHighlight(
      'atelier-portage',
      HASH_HIGHLIGHT_DURATION_MS + 400,
    );
    expect(actor.getSnapshot().value).toBe('idle');
    vi.runAllTimers();
    expect(highlighted()).toBeNull();
    expect(centred).toEqual([]);
  });

  it('a later hash after a continued highlight gets the full 3 s again', () => {
    const { highlighted, changeHash } = startHighlight('atelier-portage', 2500);
    changeHash('bain-enveloppe');
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS + HASH_HIGHLIGHT_DURATION_MS - 1);
    expect(highlighted()).toBe('bain-enveloppe');
    vi.advanceTimersByTime(1);
    expect(highlighted()).toBeNull();
  });

  it('ignores what the page shows for a hash that is not a service block', () => {
    const { actor } = startHighlight('boutique', 500);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.target).toBeNull();
  });

  it('does the same on a later hashchange', () => {
    const { centred, highlighted, changeHash } = startHighlight('');
    changeHash('atelier-portage');
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(centred).toEqual(['atelier-portage']);
    expect(highlighted()).toBe('atelier-portage');
  });

  it('restarts on a new hash while waiting: one scroll, to the latest block', () => {
    const { centred, highlighted, changeHash } = startHighlight('cesarienne-confiance');
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 10);
    changeHash('atelier-portage');
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 10);
    expect(centred).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(centred).toEqual(['atelier-portage']);
    expect(highlighted()).toBe('atelier-portage');
  });

  it('restarts on a new hash while highlighted: the old highlight ends, the new one lasts a full 3 s', () => {
    const { centred, highlighted, changeHash } = startHighlight('cesarienne-confiance');
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS + 2000);
    expect(highlighted()).toBe('cesarienne-confiance');

    changeHash('bain-enveloppe');
    expect(highlighted()).toBeNull();
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(highlighted()).toBe('bain-enveloppe');
    vi.advanceTimersByTime(HASH_HIGHLIGHT_DURATION_MS - 1);
    expect(highlighted()).toBe('bain-enveloppe');
    vi.advanceTimersByTime(1);
    expect(highlighted()).toBeNull();
    expect(centred).toEqual(['cesarienne-confiance', 'bain-enveloppe']);
  });

  it('the same block named again after its highlight ended lights up again', () => {
    const { centred, highlighted, changeHash } = startHighlight('atelier-portage');
    vi.runAllTimers();
    changeHash('');
    changeHash('atelier-portage');
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(highlighted()).toBe('atelier-portage');
    expect(centred).toEqual(['atelier-portage', 'atelier-portage']);
  });

  it.each(['boutique', '', 'nulle-part'])(
    'leaves a non-service hash (%j) to the shell: no scroll, no highlight',
    (hash) => {
      const { actor, centred, highlighted, changeHash } = startHighlight('');
      changeHash(hash);
      vi.runAllTimers();
      expect(actor.getSnapshot().value).toBe('idle');
      expect(centred).toEqual([]);
      expect(highlighted()).toBeNull();
    },
  );

  it('a non-service hash cancels a pending scroll and ends a highlight', () => {
    const pending = startHighlight('bain-enveloppe');
    pending.changeHash('boutique');
    vi.runAllTimers();
    expect(pending.centred).toEqual([]);

    const lit = startHighlight('bain-enveloppe');
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(lit.highlighted()).toBe('bain-enveloppe');
    lit.changeHash('boutique');
    expect(lit.highlighted()).toBeNull();
    expect(lit.actor.getSnapshot().value).toBe('idle');
  });

  it('stops listening to the hash when the page is left', () => {
    const { actor, isListening } = startHighlight('');
    expect(isListening()).toBe(true);
    actor.stop();
    expect(isListening()).toBe(false);
  });

  it('centres the real element with the browser helper, smoothly unless reduced motion', () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    document.body.innerHTML = '<section id="atelier-portage"></section>';
    const block = document.getElementById('atelier-portage')!;
    block.scrollIntoView = vi.fn();
    const actor = createActor(hashHighlightMachine, {
      input: { targetIds: serviceIds, hash: '', shownForMs: null },
    }).start();
    window.location.hash = '#atelier-portage';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(block.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
    expect(actor.getSnapshot().context.highlighted).toBe('atelier-portage');
    actor.stop();
    window.location.hash = '';
    document.body.innerHTML = '';
  });
});
