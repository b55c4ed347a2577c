import { createActor } from 'xstate';
import { HASH_SCROLL_DELAY_MS } from '../data/constants';
import { routeScrollMachine } from './routeScrollMachine';

function startScroll() {
  const scrolledTo: string[] = [];
  const actor = createActor(
    routeScrollMachine.provide({
      actions: {
        scrollToTop: () => scrolledTo.push('top'),
        scrollToHash: ({ context }) => scrolledTo.push(`#${context.hash}`),
      },
    }),
  ).start();
  return { actor, scrolledTo };
}

describe('routeScrollMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('scrolls to the hash target 100 ms after a route with a hash has rendered', () => {
    const { actor, scrolledTo } = startScroll();
    actor.send({ type: 'route.changed', hash: 'boutique' });
    expect(actor.getSnapshot().value).toBe('awaitingHash');
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1);
    expect(scrolledTo).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scrolledTo).toEqual(['#boutique']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('scrolls to the top at once on a route change without hash', () => {
    const { actor, scrolledTo } = startScroll();
    actor.send({ type: 'route.changed', hash: '' });
    expect(scrolledTo).toEqual(['top']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('restarts the wait when another hash arrives, and scrolls once to the latest', () => {
    const { actor, scrolledTo } = startScroll();
    actor.send({ type: 'route.changed', hash: 'a' });
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 10);
    actor.send({ type: 'route.changed', hash: 'b' });
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 10);
    expect(scrolledTo).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(scrolledTo).toEqual(['#b']);
  });

  it('drops a pending hash scroll when the route changes to a page without hash', () => {
    const { actor, scrolledTo } = startScroll();
    actor.send({ type: 'route.changed', hash: 'a' });
    actor.send({ type: 'route.changed', hash: '' });
    vi.runAllTimers();
    expect(scrolledTo).toEqual(['top']);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
