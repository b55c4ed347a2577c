import { createActor, fromCallback } from 'xstate';
import { HEADER_COMPACT_THRESHOLD_PX } from '../data/constants';
import { compactHeaderMachine } from './compactHeaderMachine';

const quietHeader = () =>
  createActor(
    compactHeaderMachine.provide({ actors: { windowScrollListener: fromCallback(() => {}) } }),
  ).start();

describe('compactHeaderMachine', () => {
  it('is normal at the top and up to the threshold', () => {
    const actor = quietHeader();
    expect(actor.getSnapshot().value).toBe('normal');
    actor.send({ type: 'scroll.changed', y: HEADER_COMPACT_THRESHOLD_PX });
    expect(actor.getSnapshot().value).toBe('normal');
  });

  it('turns compact past the threshold and back to normal at or below it', () => {
    const actor = quietHeader();
    actor.send({ type: 'scroll.changed', y: HEADER_COMPACT_THRESHOLD_PX + 1 });
    expect(actor.getSnapshot().value).toBe('compact');
    actor.send({ type: 'scroll.changed', y: 400 });
    expect(actor.getSnapshot().value).toBe('compact');
    actor.send({ type: 'scroll.changed', y: HEADER_COMPACT_THRESHOLD_PX });
    expect(actor.getSnapshot().value).toBe('normal');
  });

  it('reads the page position at start and on scroll frames (default listener)', () => {
    vi.useFakeTimers();
    try {
      window.scrollY = 300;
      const actor = createActor(compactHeaderMachine).start();
      expect(actor.getSnapshot().value).toBe('compact');
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersToNextFrame();
      expect(actor.getSnapshot().value).toBe('normal');
      actor.stop();
    } finally {
      window.scrollY = 0;
      vi.useRealTimers();
    }
  });
});
