import { type ReactNode, useEffect, useRef } from 'react';
import type { RevealBinding } from '../ui/Reveal/Reveal';
import { actorOptions } from './-inspect';
import { useDeferredActor, useDeferredSelector } from './-useDeferredActor';

/**
 * A section that fades in once, with a reveal machine of its own. The machine starts idle (the
 * server's markup, nothing hidden) and is told to start once the client runs, in an effect: never
 * during render. When it changes, only this section renders again: the six reveals of the home page
 * start, and later show their section, without rendering the whole page each time.
 */
export function Revealed({ children }: { children: (reveal: RevealBinding) => ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const reveal = useDeferredActor(
    () => import('../machines/revealMachine').then((module) => module.revealMachine),
    { ...actorOptions, input: { target: () => ref.current } },
  );
  const { send } = reveal;
  useEffect(() => {
    send({ type: 'reveal.start' });
  }, [send]);
  const waiting = useDeferredSelector(reveal, (snapshot) => snapshot.matches('hidden'), false);
  return children({ ref, waiting });
}
