import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Actor, ActorOptions, AnyStateMachine, EventFrom, SnapshotFrom } from 'xstate';

/**
 * Why not `useActorRef`: a prerendered page paints and hydrates without any machine, so XState and
 * the machines load in chunks of their own once the page has hydrated, out of the JavaScript the
 * first paint waits for (pipeline/checks/budgets.check.ts). Until the machine runs, the page
 * shows its initial state, as the server rendered it, and events wait in a queue that reaches the
 * machine, in order, as soon as it starts. Starting re-renders nothing by itself: only a selected
 * value that changes does. The contact form keeps `useActorRef`: its machine owns what the visitor
 * types and must run from the first keystroke.
 */
type DeferredActor<TMachine extends AnyStateMachine> = {
  /** Sends now, or as soon as the machine runs. Stable across renders. */
  send: (event: EventFrom<TMachine>) => void;
  /** The machine's snapshot; undefined on the server and until its module has loaded. */
  getSnapshot: () => SnapshotFrom<TMachine> | undefined;
  subscribe: (onChange: () => void) => () => void;
};

type DeferredSlot<TMachine extends AnyStateMachine> = DeferredActor<TMachine> & {
  attach: (actor: Actor<TMachine>) => void;
  detach: () => void;
};

function deferredSlot<TMachine extends AnyStateMachine>(): DeferredSlot<TMachine> {
  let actor: Actor<TMachine> | null = null;
  const queue: EventFrom<TMachine>[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    send: (event) => {
      if (actor) actor.send(event);
      else queue.push(event);
    },
    getSnapshot: () => actor?.getSnapshot(),
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    attach: (started) => {
      actor = started;
      started.subscribe(notify);
      for (const event of queue.splice(0)) started.send(event);
      notify();
    },
    detach: () => {
      actor?.stop();
      actor = null;
    },
  };
}

const starting = new Set<Promise<unknown>>();

/** Resolves once every deferred machine asked for so far runs: tests wait on it after a render. */
export async function deferredActorsStarted() {
  while (starting.size > 0) await Promise.all(starting);
}

/**
 * Starts `load()`'s machine in a task of its own after the first commit (never during render, never
 * on the server) and stops it on unmount. `load` and `options` are read once, like `useActorRef`'s;
 * `options` may be a function, called as the machine starts, to read the state the page is in then
 * (a menu the visitor opened before the scripts arrived).
 */
export function useDeferredActor<TMachine extends AnyStateMachine>(
  load: () => Promise<TMachine>,
  options?: ActorOptions<TMachine> | (() => ActorOptions<TMachine>),
): DeferredActor<TMachine> {
  const [slot] = useState(deferredSlot<TMachine>);
  const [firstArgs] = useState({ load, options });

  useEffect(() => {
    let cancelled = false;
    const start = (async () => {
      // One task per machine: the effects of a whole page run in one task, the last of hydration,
      // and each load adds preload links and requests to it. Spread out, no task grows long.
      await new Promise((resolve) => setTimeout(resolve));
      if (cancelled) return;
      const [machine, { createActor }] = await Promise.all([firstArgs.load(), import('xstate')]);
      if (cancelled) return;
      const { options } = firstArgs;
      slot.attach(createActor(machine, typeof options === 'function' ? options() : options).start());
    })()
      // A chunk that cannot load (connection lost) leaves the page as it was rendered: links and
      // content still work, only this behaviour is missing.
      .catch((error: unknown) => console.error('A page behaviour could not be loaded.', error))
      .finally(() => starting.delete(start));
    starting.add(start);
    return () => {
      cancelled = true;
      slot.detach();
    };
  }, [slot, firstArgs]);

  return slot;
}

/**
 * Reads a plain value (compared with `Object.is`) from a deferred actor's snapshot; `initial` is
 * what the page shows before the machine runs, so it must be what `selector` gives for the machine's
 * initial state (the server rendered it).
 */
export function useDeferredSelector<TMachine extends AnyStateMachine, T>(
  actor: DeferredActor<TMachine>,
  selector: (snapshot: SnapshotFrom<TMachine>) => T,
  initial: T,
): T {
  const select = () => {
    const snapshot = actor.getSnapshot();
    return snapshot === undefined ? initial : selector(snapshot);
  };
  return useSyncExternalStore(actor.subscribe, select, () => initial);
}
