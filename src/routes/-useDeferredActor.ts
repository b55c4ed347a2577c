import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Actor, ActorOptions, AnyStateMachine, EventFrom, SnapshotFrom } from 'xstate';

/**
 * Why not `useActorRef`: a prerendered page paints and hydrates without any machine, so XState and
 * the machines load in chunks of their own once the page has hydrated, out of the JavaScript the
 * first paint waits for (scripts/build-output/budgets.check.ts). Until the machine runs, the page
 * shows its initial state, as the server rendered it, and events wait in a queue that reaches the
 * machine, in order, as soon as it starts. The contact form keeps `useActorRef`: its machine owns
 * what the visitor types and must run from the first keystroke.
 */
export type DeferredActor<TMachine extends AnyStateMachine> = {
  /** Sends now, or as soon as the machine runs. Stable across renders. */
  send: (event: EventFrom<TMachine>) => void;
  /** The running actor; null on the server and until its module has loaded. */
  actor: Actor<TMachine> | null;
};

const starting = new Set<Promise<unknown>>();

/** Resolves once every deferred machine asked for so far runs: tests wait on it after a render. */
export async function deferredActorsStarted() {
  while (starting.size > 0) await Promise.all(starting);
}

/**
 * Starts `load()`'s machine after the first commit (never during render, never on the server) and
 * stops it on unmount. `load` and `options` are read once, like `useActorRef`'s.
 */
export function useDeferredActor<TMachine extends AnyStateMachine>(
  load: () => Promise<TMachine>,
  options?: ActorOptions<TMachine>,
): DeferredActor<TMachine> {
  const [actor, setActor] = useState<Actor<TMachine> | null>(null);
  const running = useRef<Actor<TMachine> | null>(null);
  const queue = useRef<EventFrom<TMachine>[]>([]);
  const firstArgs = useRef({ load, options });

  useEffect(() => {
    let cancelled = false;
    const { load, options } = firstArgs.current;
    const start = Promise.all([load(), import('xstate')])
      .then(([machine, { createActor }]) => {
        if (cancelled) return;
        const started = createActor(machine, options).start();
        running.current = started;
        for (const event of queue.current.splice(0)) started.send(event);
        setActor(started);
      })
      // A chunk that cannot load (connection lost) leaves the page as it was rendered: links and
      // content still work, only this behaviour is missing.
      .catch((error: unknown) => console.error('A page behaviour could not be loaded.', error))
      .finally(() => starting.delete(start));
    starting.add(start);
    return () => {
      cancelled = true;
      running.current?.stop();
      running.current = null;
    };
  }, []);

  const send = useCallback((event: EventFrom<TMachine>) => {
    if (running.current) running.current.send(event);
    else queue.current.push(event);
  }, []);

  return { send, actor };
}

const beforeStart = () => undefined;

/**
 * Reads a value from a deferred actor's snapshot; `initial` is what the page shows before the machine
 * runs, so it must be what `selector` gives for the machine's initial state (the server rendered it).
 */
export function useDeferredSelector<TMachine extends AnyStateMachine, T>(
  { actor }: DeferredActor<TMachine>,
  selector: (snapshot: SnapshotFrom<TMachine>) => T,
  initial: T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [actor],
  );
  const getSnapshot = useCallback(() => actor?.getSnapshot(), [actor]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, beforeStart);
  return snapshot === undefined ? initial : selector(snapshot);
}
