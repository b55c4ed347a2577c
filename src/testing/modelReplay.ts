// Replays a planned path on the real machine (src/testing/modelHarness.ts plans the paths and says
// what each step must lead to).
import { expect, vi } from 'vitest';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  fromCallback,
  fromPromise,
} from 'xstate';
import type { MachineModel, ModelPath, ModelStep } from './modelHarness';

type Implementations<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0];
type Snapshot = AnyMachineSnapshot;

/**
 * Replays one path on the real machine, on fake timers, with its actors replaced by fakes (a listener
 * that does nothing, a task settled when the path says) and its custom actions by recorders; checks every
 * step against the definition: state (and the one planned), status, context, actors running, actions run,
 * and for a delay that nothing happens a millisecond before it runs out. One replay at a time (one clock).
 */
export async function replaySteps(model: MachineModel, path: ModelPath, steps: ModelStep[]) {
  const ownClock = !vi.isFakeTimers();
  if (ownClock) vi.useFakeTimers();
  const log: string[] = [];
  const settle = new Map<string, (ok: boolean, value: unknown) => void>();
  const task = fromPromise(
    ({ self }) => new Promise((ok, ko) => settle.set(self.id, (done, v) => (done ? ok : ko)(v))),
  );
  const fakes = Object.entries(model.actors ?? {}).map(([src, { kind }]) => [
    src,
    kind === 'callback' ? fromCallback(() => {}) : task,
  ]);
  const recorders = steps.flatMap((step) => step.actions).map((name) => [name, () => log.push(name)]);
  const { actions, actors, ...provided } = (path.variant.provide ?? {}) as Implementations<AnyStateMachine>;
  const real = model.machine.provide({
    ...provided,
    actions: { ...actions, ...Object.fromEntries(recorders) },
    actors: { ...actors, ...Object.fromEntries(fakes) },
  } as Implementations<AnyStateMachine>);
  const actor = createActor(real, { input: path.variant.input }).start();
  try {
    for (const { index, event, snapshot: expected, actions: run } of steps) {
      const at = `step ${index} (${event.type})`;
      const ms = steps[index - 1]?.timers.get(event.type);
      const [, outcome, id] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type) ?? [];
      if (ms !== undefined) {
        const waiting = actor.getSnapshot().value;
        vi.advanceTimersByTime(ms - 1);
        expect(actor.getSnapshot().value, `${at}: 1 ms before ${ms} ms run out`).toEqual(waiting);
        vi.advanceTimersByTime(1);
      } else if (id) {
        expect(Object.keys(actor.getSnapshot().children), `${at}: the actor is running`).toContain(id);
        settle.get(id)!(outcome === 'done', outcome === 'done' ? event.output : event.error);
        for (let i = 0; i < 10; i++) await Promise.resolve();
      } else if (index > 0) {
        actor.send(event);
      }
      const snapshot = actor.getSnapshot();
      expect(snapshot.value, `${at}: state`).toEqual(expected.value);
      expect(snapshot.value, `${at}: state the path was planned to reach`).toEqual(path.values[index]);
      expect(snapshot.status, `${at}: status`).toBe(expected.status);
      expect(snapshot.context, `${at}: context`).toEqual(expected.context);
      const running = (s: Snapshot) => Object.keys(s.children).sort();
      expect(running(snapshot), `${at}: actors running`).toEqual(running(expected));
      expect(log.splice(0), `${at}: actions run`).toEqual(run);
    }
  } finally {
    actor.stop();
    if (ownClock) vi.useRealTimers();
  }
}
