import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { revealMachine } from '../machines/revealMachine';
import { actorOptions } from './-inspect';

/**
 * Runs one section's reveal machine. The machine starts idle (the server's markup, nothing hidden)
 * and is told to start once the client runs, in an effect: never during render.
 */
export function useHomeReveal() {
  const ref = useRef<HTMLElement>(null);
  const actor = useActorRef(revealMachine, { ...actorOptions, input: { target: () => ref.current } });
  useEffect(() => {
    // Strict effects run twice in development: a section already revealed (final) stays as it is.
    if (actor.getSnapshot().status === 'active') actor.send({ type: 'reveal.start' });
  }, [actor]);
  const waiting = useSelector(actor, (snapshot) => snapshot.matches('hidden'));
  return { ref, waiting };
}
