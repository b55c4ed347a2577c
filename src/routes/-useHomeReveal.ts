import { useEffect, useRef } from 'react';
import { actorOptions } from './-inspect';
import { useDeferredActor, useDeferredSelector } from './-useDeferredActor';

/**
 * Runs one section's reveal machine. The machine starts idle (the server's markup, nothing hidden)
 * and is told to start once the client runs, in an effect: never during render.
 */
export function useHomeReveal() {
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
  return { ref, waiting };
}
