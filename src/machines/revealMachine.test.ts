import { createActor, fromCallback } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { REVEAL_THRESHOLD } from '../data/constants';
import type { SectionObserverInput } from './browser/intersection';
import { revealMachine } from './revealMachine';

/**
 * The reveal machine with a stand-in observer: `enter()` plays the IntersectionObserver seeing the
 * section; `observing` says whether an observer is currently running, and with what input.
 */
function startReveal({ reducedMotion = false } = {}) {
  const section = document.createElement('section');
  const observer = {
    observing: false,
    input: undefined as SectionObserverInput | undefined,
    starts: 0,
    enter: () => {},
  };
  const actor = createActor(
    revealMachine.provide({
      guards: { prefersReducedMotion: () => reducedMotion },
      actors: {
        sectionObserver: fromCallback<{ type: 'noop' }, SectionObserverInput>(({ sendBack, input }) => {
          observer.observing = true;
          observer.input = input;
          observer.starts += 1;
          observer.enter = () => sendBack({ type: 'section.entered' });
          return () => {
            observer.observing = false;
          };
        }),
      },
    }),
    { input: { target: () => section } },
  ).start();
  return { actor, observer, section };
}

describe('revealMachine', () => {
  it('starts idle: nothing hidden, nothing observed, until the client says so', () => {
    const { actor, observer } = startReveal();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(observer.observing).toBe(false);
  });

  it('ignores an observer event before it starts', () => {
    const { actor } = startReveal();
    actor.send({ type: 'section.entered' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('once started, waits hidden while the observer watches the section with the 10 % threshold', () => {
    const { actor, observer, section } = startReveal();
    actor.send({ type: 'reveal.start' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(observer.observing).toBe(true);
    expect(observer.input?.threshold).toBe(REVEAL_THRESHOLD);
    expect(REVEAL_THRESHOLD).toBe(0.1);
    expect(observer.input?.target()).toBe(section);
  });

  it('turns visible for good when the observer sees the section, and stops observing', () => {
    const { actor, observer } = startReveal();
    actor.send({ type: 'reveal.start' });
    observer.enter();
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().status).toBe('done');
    expect(observer.observing).toBe(false);
  });

  it('a second start while hidden changes nothing (React strict effects send it twice)', () => {
    const { actor, observer } = startReveal();
    actor.send({ type: 'reveal.start' });
    actor.send({ type: 'reveal.start' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(observer.starts).toBe(1);
  });

  it('with reduced motion, goes straight to visible and never observes', () => {
    const { actor, observer } = startReveal({ reducedMotion: true });
    actor.send({ type: 'reveal.start' });
    expect(actor.getSnapshot().value).toBe('visible');
    expect(observer.starts).toBe(0);
  });

  it('reads reduced motion from the system by default', () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const actor = createActor(revealMachine, { input: { target: () => null } }).start();
    actor.send({ type: 'reveal.start' });
    expect(actor.getSnapshot().value).toBe('visible');
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });

  it.each([false, true])(
    'every state is reachable and every path replays (reduced motion %s)',
    (reducedMotion) => {
      const machine = revealMachine.provide({ guards: { prefersReducedMotion: () => reducedMotion } });
      const paths = getShortestPaths(machine, {
        input: { target: () => null },
        events: [{ type: 'reveal.start' }, { type: 'section.entered' }],
      });
      const reached = new Set(paths.map((path) => String(path.state.value)));
      expect([...reached].sort()).toEqual(
        reducedMotion ? ['idle', 'visible'] : ['hidden', 'idle', 'visible'],
      );
      for (const path of paths) {
        const { actor, observer } = startReveal({ reducedMotion });
        for (const step of path.steps) {
          if (step.event.type === 'section.entered' && observer.observing) observer.enter();
          else actor.send(step.event);
        }
        expect(actor.getSnapshot().value).toBe(path.state.value);
      }
    },
  );
});
