import { expect, vi } from 'vitest';
import type * as X from 'xstate';
import {
  createActor,
  fromCallback,
  fromPromise,
  getInitialMicrosteps,
  getMicrosteps,
  getNextTransitions,
} from 'xstate';
import * as graph from 'xstate/graph';

// Model-based tests (docs/headless.md), on XState's public API only. `xstate/graph` plans paths through a
// model's events; each path is replayed on the real machine (actors faked, fake timers) and checked, step by
// step, against what XState computes. The harness decides as little as it can: the snapshots and actions of
// a step come from `getMicrosteps`, an event's transitions from `getTransitionData` (guards with params and
// `and`/`or`/`not` guards evaluated by XState like any other), and no underscored field is read.

type Machine = X.AnyStateMachine;
type Snapshot = X.AnyMachineSnapshot;
type Event = X.AnyEventObject;
type Transition = X.AnyTransitionDefinition;
type Settle = (value: unknown) => void;
type Provided<T extends Machine> = Parameters<T['provide']>[0];

/** One setting of the world a machine cannot see through events: its input, a browser guard. */
type Variant<T extends Machine = Machine> = {
  name: string;
  input?: X.InputFrom<T>;
  provide?: Provided<T>;
};

/** A stand-in for an actor the machine invokes: a listener that may send, or a task that succeeds or fails. */
type ActorFake<S> =
  | { kind: 'callback'; sends?: (snapshot: S) => Event[] }
  | { kind: 'promise'; outputs?: unknown[]; errors?: unknown[] };

export type MachineModel<T extends Machine = Machine> = {
  machine: T;
  /** What the visitor or the page may send in a state (its timers' and actors' events are added). */
  events: (snapshot: X.SnapshotFrom<T>) => Array<X.EventFromLogic<T>>;
  /** A fake per actor it invokes, by its `setup` name. */
  actors?: Record<string, ActorFake<X.SnapshotFrom<T>>>;
  variants?: Array<Variant<T>>;
  /** Which snapshots count as different states for the path search (default: value + context). */
  serializeState?: (snapshot: X.SnapshotFrom<T>) => string;
};

export type ModelPath = { variant: Variant; events: Event[] };
export type ModelStep = ReturnType<typeof modelSteps>[number];

/** Typed model authoring: the machine first, so events are checked against its event types. */
export const defineModel =
  <T extends Machine>(machine: T) =>
  (model: Omit<MachineModel<T>, 'machine'>) =>
    ({ ...model, machine }) as unknown as MachineModel;

const defaultVariant: Variant = { name: 'default' };

function logicOf(model: MachineModel, variant: Variant): Machine {
  return variant.provide ? model.machine.provide(variant.provide) : model.machine;
}

function stateNodesOf(machine: Machine): X.AnyStateNode[] {
  return [machine.root, ...graph.getStateNodes(machine)];
}

function activeNodes(machine: Machine, snapshot: Snapshot): X.AnyStateNode[] {
  return stateNodesOf(machine).filter((node) => !node.parent || snapshot.matches(node.path.join('.')));
}

/**
 * A transition's name: `source | event | position among the source's transitions for that event`. It
 * stays the same on a copy of the machine made by `provide()`, so the transitions XState reports on a
 * copy can be matched with the ones the original declares.
 */
function transitionKey(transition: Transition): string {
  const { source, eventType } = transition;
  const candidates = (eventType ? source.transitions.get(eventType) : source.always) ?? [];
  return `${source.id}|${eventType || 'always'}|${candidates.indexOf(transition)}`;
}

/** Every transition the machine declares: `on`, `after`, `invoke` (done, error) and `always`. */
function declaredTransitions(machine: Machine): string[] {
  return stateNodesOf(machine)
    .flatMap((node) => [...node.transitions.values(), node.always ?? []])
    .flat()
    .map(transitionKey);
}

// --- Asking XState which transitions a path took --------------------------------------------------

/** Whether `to` is where transition `transition` leads from `from`: its targets active, or no move. */
const leadsTo = (transition: Transition, from: Snapshot, to: Snapshot) =>
  transition.target?.length
    ? transition.target.every((node) => to.matches(node.path.join('.')))
    : JSON.stringify(to.value) === JSON.stringify(from.value);

/**
 * The transitions of one microstep, from `from` to `to`, on XState's public API. The event's own
 * microstep (the first of a step): the transitions XState selects for it, guards evaluated by XState
 * (`getTransitionData`). An eventless one: among the `always` transitions XState lists for `from`
 * (`getNextTransitions`, in its order), the first that leads where XState went; two `always` of one state
 * with the same target would be told apart by their guards, which no machine here has.
 */
export function microstepTransitions(
  logic: Machine,
  from: Snapshot,
  to: Snapshot,
  event: Event | undefined,
): Transition[] {
  if (event) return logic.getTransitionData(from, event);
  const eventless = getNextTransitions(from).filter((transition) => transition.eventType === '');
  const taken = eventless.find((transition) => leadsTo(transition, from, to));
  return taken ? [taken] : [];
}

/**
 * A step's microsteps as XState computes them (`getMicrosteps`, `getInitialMicrosteps`), each with the
 * transitions it took: the start enters the initial states (no transition), an event's step first takes
 * the event's transitions; every further microstep is eventless (no machine here raises an event).
 */
function stepMicrosteps(logic: Machine, from: Snapshot | null, event: Event, input: unknown) {
  const microsteps = from ? getMicrosteps(logic, from, event) : getInitialMicrosteps(logic, input);
  let before = from;
  return microsteps.map(([snapshot, actions], index) => {
    const transitions =
      index === 0
        ? from && from.status === 'active'
          ? microstepTransitions(logic, from, snapshot, event)
          : []
        : microstepTransitions(logic, before!, snapshot, undefined);
    before = snapshot;
    return { snapshot, actions: actions as Event[], taken: transitions.map(transitionKey) };
  });
}

/** For the start and then each event of a path, the keys of the transitions it took. */
function transitionsTaken(model: MachineModel, variant: Variant, events: Event[]): string[][] {
  const logic = logicOf(model, variant);
  let from: Snapshot | null = null;
  return [{ type: 'xstate.init' }, ...events].map((event) => {
    const microsteps = stepMicrosteps(logic, from, event, variant.input);
    from = microsteps.at(-1)?.snapshot ?? from;
    return microsteps.flatMap((microstep) => microstep.taken);
  });
}

// --- The steps of a path ------------------------------------------------------------------------------

/**
 * Each step of a path (the start, then one per event): the snapshot it ends in, the states it passed
 * through, the transitions it took, the machine's own actions it ran (XState's are left out), and the
 * timers (delayed events) set so far, by event type.
 */
export function modelSteps(model: MachineModel, path: ModelPath) {
  const logic = logicOf(model, path.variant);
  const timers = new Map<string, number>();
  let from: Snapshot | null = null;

  return [{ type: 'xstate.init' }, ...path.events].map((event, index) => {
    const microsteps = stepMicrosteps(logic, from, event, path.variant.input);
    const passed = [...(from ? [from] : []), ...microsteps.map(({ snapshot }) => snapshot)];
    const executed = microsteps.flatMap(({ actions }) => actions);

    for (const { type, params } of executed) {
      if (type === 'xstate.raise' && params.delay) timers.set(params.event.type, params.delay);
    }
    from = passed.at(-1)!;

    return {
      index,
      event,
      snapshot: from,
      states: passed.flatMap((snapshot) => activeNodes(logic, snapshot).map((node) => node.id)),
      taken: microsteps.flatMap((microstep) => microstep.taken),
      actions: executed.map(({ type }) => type).filter((type) => !type.startsWith('xstate.')),
      timers: new Map(timers),
    };
  });
}

// --- Planning paths -----------------------------------------------------------------------------------

/** Every event that can reach the machine in a snapshot: the model's, its timers', its running actors'. */
function eventsIn(model: MachineModel, snapshot: Snapshot): Event[] {
  const timerEvents = (node: X.AnyStateNode) => node.after.map((after) => ({ type: after.eventType }));
  const actorEvents = (node: X.AnyStateNode) =>
    node.invoke.flatMap(({ id, src }) => {
      const fake = model.actors?.[String(src)];
      if (!fake) throw new Error(`The ${model.machine.id} model has no fake for the actor ${src}.`);
      if (fake.kind === 'callback') return fake.sends?.(snapshot) ?? [];
      const done = (fake.outputs ?? [undefined]).map((output) => ({
        type: `xstate.done.actor.${id}`,
        output,
        actorId: id,
      }));
      const failed = (fake.errors ?? []).map((error) => ({
        type: `xstate.error.actor.${id}`,
        error,
        actorId: id,
      }));
      return [...done, ...failed];
    });
  const active = activeNodes(model.machine, snapshot);
  return [...model.events(snapshot), ...active.flatMap(timerEvents), ...active.flatMap(actorEvents)];
}

/**
 * Paths for each variant: the shortest path to every state, the simple paths when the graph is small,
 * then, for each transition still missed, the shortest path to a state where some event takes it,
 * followed by that event. A path that is the beginning of another is dropped.
 */
export function planPaths(model: MachineModel): { paths: ModelPath[] } {
  const paths: ModelPath[] = [];
  const serialize = (model.serializeState as (snapshot: Snapshot) => string) ?? graph.serializeSnapshot;
  const eventsOf = (steps: graph.Steps<Snapshot, Event>) => steps.slice(1).map((step) => step.event);

  const searches = (model.variants ?? [defaultVariant]).map((variant) => {
    const logic = logicOf(model, variant);
    const options = {
      input: variant.input,
      events: (snapshot: Snapshot) => eventsIn(model, snapshot),
      serializeState: serialize,
    };
    const shortest = graph.getShortestPaths(logic, options);
    const simple = shortest.length <= 8 ? graph.getSimplePaths(logic, options) : [];
    for (const { steps } of [...shortest, ...(simple.length <= 60 ? simple : [])]) {
      paths.push({ variant, events: eventsOf(steps) });
    }
    const edges = graph.adjacencyMapToArray(graph.getAdjacencyMap(logic, options));
    return { variant, shortest, edges };
  });

  const missed = new Set(coverageOf(model, paths).transitions);
  for (const { variant, shortest, edges } of searches) {
    for (const { state, event } of edges) {
      if (missed.size === 0) break;
      const head = shortest.find((path) => serialize(path.state) === serialize(state));
      if (!head) continue;
      const events = [...eventsOf(head.steps), event];
      const takenByEvent = transitionsTaken(model, variant, events).at(-1)!;
      const newlyTaken = takenByEvent.filter((key) => missed.delete(key));
      if (newlyTaken.length > 0) paths.push({ variant, events });
    }
  }

  return { paths: paths.filter((path, index) => !paths.some(isCoveredBy(path, index))) };
}

/** Whether another path (at `otherIndex`) makes `path` redundant: it begins with it, or repeats it earlier. */
function isCoveredBy(path: ModelPath, index: number) {
  const idOf = (p: ModelPath, length = p.events.length) =>
    JSON.stringify([p.variant.name, p.events.slice(0, length)]);
  return (other: ModelPath, otherIndex: number) =>
    other.events.length > path.events.length
      ? idOf(other, path.events.length) === idOf(path)
      : otherIndex < index && idOf(other) === idOf(path);
}

/** The states and the declared transitions that no path reaches or takes. */
export function coverageOf(model: MachineModel, paths: ModelPath[]) {
  const steps = paths.flatMap((path) => modelSteps(model, path));
  const reached = new Set(steps.flatMap((step) => step.states));
  const taken = new Set(steps.flatMap((step) => step.taken));
  return {
    states: graph
      .getStateNodes(model.machine)
      .map((node) => node.id)
      .filter((id) => !reached.has(id)),
    transitions: declaredTransitions(model.machine).filter((key) => !taken.has(key)),
  };
}

// --- Replaying a path on the real machine ----------------------------------------------------------

/** What a step is compared on: state, status, context and running actors. */
function seen(snapshot: Snapshot) {
  return [snapshot.value, snapshot.status, snapshot.context, Object.keys(snapshot.children).sort()];
}

/**
 * Replays a path on the real machine, on fake timers, its actors faked (a silent listener, a task settled
 * when the path says) and its own actions recorded: each step must end as XState computed it, with the
 * same actions run; one millisecond before a delay runs out, nothing has happened yet.
 */
export async function replayPath(model: MachineModel, path: ModelPath) {
  vi.useFakeTimers();
  const steps = modelSteps(model, path);
  const log: string[] = [];
  const settlers = new Map<string, Settle[]>();

  const task = fromPromise(
    ({ self }) => new Promise((resolve: Settle, reject: Settle) => settlers.set(self.id, [resolve, reject])),
  );
  const fakes = Object.fromEntries(
    Object.entries(model.actors ?? {}).map(([src, fake]) => [
      src,
      fake.kind === 'callback' ? fromCallback(() => {}) : task,
    ]),
  );
  const recorders = Object.fromEntries(
    steps.flatMap((step) => step.actions).map((name) => [name, () => log.push(name)]),
  );
  const { actions, actors, ...provided } = (path.variant.provide ?? {}) as Provided<Machine>;
  const faked = {
    ...provided,
    actions: { ...actions, ...recorders },
    actors: { ...actors, ...fakes },
  };
  const actor = createActor(model.machine.provide(faked), { input: path.variant.input }).start();

  try {
    for (const step of steps) {
      const at = `step ${step.index} (${step.event.type})`;
      const previous = steps[step.index - 1];
      const delay = previous?.timers.get(step.event.type);
      const [, outcome, actorId] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(step.event.type) ?? [];

      if (delay !== undefined) {
        vi.advanceTimersByTime(delay - 1);
        expect(seen(actor.getSnapshot()), `${at}: 1 ms early`).toEqual(seen(previous!.snapshot));
        vi.advanceTimersByTime(1);
      } else if (actorId) {
        expect(Object.keys(actor.getSnapshot().children), `${at}: the actor is running`).toContain(actorId);
        const [resolve, reject] = settlers.get(actorId)!;
        if (outcome === 'done') resolve!(step.event.output);
        else reject!(step.event.error);
        for (let i = 0; i < 10; i++) await Promise.resolve();
      } else if (step.index > 0) {
        actor.send(step.event);
      }

      expect(seen(actor.getSnapshot()), `${at}: state, status, context, actors`).toEqual(seen(step.snapshot));
      expect(log.splice(0), `${at}: actions run`).toEqual(step.actions);
    }
  } finally {
    actor.stop();
    vi.useRealTimers();
  }
}

// --- Naming paths and registering a model's tests -------------------------------------------------

const shorten = (text: string) => (text.length > 32 ? `${text.slice(0, 30)}…` : text);

/** `menu.toggle → after(hashScrollDelay) → sendMessage.done`, payloads shown briefly, for test names. */
export function describePath({ variant, events }: ModelPath): string {
  const named = events.map(({ type, actorId: _, ...payload }) => {
    const name = type
      .replace(/^xstate\.after\.(.+?)\.[^.]+(?:\..+)?$/, 'after($1)')
      .replace(/^xstate\.(done|error)\.actor\.(.+)$/, '$2.$1');
    const shown = Object.entries(payload)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) =>
        shorten(`${key}=${JSON.stringify(value instanceof Error ? value.message : value)}`),
      );
    return shown.length ? `${name}(${shown.join(' ')})` : name;
  });
  const prefix = variant.name === defaultVariant.name ? '' : `[${variant.name}] `;
  return `${prefix}${named.join(' → ') || '(initial state)'}`;
}

/**
 * A model's tests, registered only in the file that defines it (`import.meta.filename`; another file may
 * import the model to replay its paths through the page): one per path, then one that the paths reach
 * every state and take every transition.
 */
export function testModel(model: MachineModel, file: string) {
  if (expect.getState().testPath !== file) return;
  const { paths } = planPaths(model);
  describe(`${model.machine.id}: model-based paths`, () => {
    it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_, path) =>
      replayPath(model, path),
    );
    it('reaches every state and takes every transition', () => {
      expect(coverageOf(model, paths), 'what no path reaches').toEqual({ states: [], transitions: [] });
    });
  });
}
