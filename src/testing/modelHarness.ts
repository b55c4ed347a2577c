import { expect, vi } from 'vitest';
import type * as X from 'xstate';
import { createActor, fromCallback, fromPromise, getInitialMicrosteps, getMicrosteps } from 'xstate';
import * as graph from 'xstate/graph';

// Model-based tests (docs/headless.md), XState's public API only: `xstate/graph` paths of a model's events,
// replayed on the real machine (actors faked, fake timers), checked against XState's microsteps at each step.
type Machine = X.AnyStateMachine;
type Snapshot = X.AnyMachineSnapshot;
type Event = X.AnyEventObject;
type Transition = X.AnyTransitionDefinition;
type Settle = (value: unknown) => void;
type Provided<T extends Machine> = Parameters<T['provide']>[0];
/** One setting of the world a machine cannot see through events: its input, a browser guard. */
type Variant<T extends Machine = Machine> = { name: string; input?: X.InputFrom<T>; provide?: Provided<T> };
type ActorFake<S> =
  | { kind: 'callback'; sends?: (s: S) => Event[] }
  | { kind: 'promise'; outputs?: unknown[]; errors?: unknown[] };
export type MachineModel<T extends Machine = Machine> = {
  machine: T;
  /** What the visitor or the page may send in a state (its timers' and actors' events are added). */
  events: (snapshot: X.SnapshotFrom<T>) => Array<X.EventFromLogic<T>>;
  /** A fake per actor it invokes (`setup` name): a listener that may send, a task that succeeds or fails. */
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
const logicOf = (m: MachineModel, v: Variant) => (v.provide ? m.machine.provide(v.provide) : m.machine);
const nodesOf = (machine: Machine) => [machine.root, ...graph.getStateNodes(machine)];
const activeNodes = (machine: Machine, snapshot: Snapshot) =>
  nodesOf(machine).filter((node) => !node.parent || snapshot.matches(node.path.join('.')));
/** `source | event | position among that event's candidates`: the same after `provide()`. */
function transitionKey(definition: Transition) {
  const { source, eventType } = definition;
  const candidates = (eventType ? source.transitions.get(eventType) : source.always) ?? [];
  return `${source.id}|${eventType || 'always'}|${candidates.indexOf(definition)}`;
}
// One step (from null: the start) by XState's microsteps: its end, actions, states passed, transitions taken:
// the event's (`getTransitionData`), then each leaf's `always` as XState picks it (nearest named guard true).
function stepOf(logic: Machine, from: Snapshot | null, event: Event, input?: unknown) {
  const micro = from ? getMicrosteps(logic, from, event) : getInitialMicrosteps(logic, input);
  const guards = logic.implementations.guards as Record<string, (args: object) => boolean>;
  const holds = (context: unknown, { guard }: Transition) =>
    !guard || guards[(guard as { type?: string }).type ?? String(guard)]!({ context, event });
  const nearest = (context: unknown, node?: X.AnyStateNode): Transition[] =>
    !node ? [] : [node.always?.find((t) => holds(context, t)) ?? nearest(context, node.parent)].flat();
  const eventless = ([s]: [Snapshot, unknown]) =>
    activeNodes(logic, s).flatMap((node) => (node.type === 'atomic' ? nearest(s.context, node) : []));
  const first = from ? logic.getTransitionData(from, event) : [];
  const passed = [...(from ? [from] : []), ...micro.map(([snapshot]) => snapshot)];
  const states = passed.flatMap((snapshot) => activeNodes(logic, snapshot).map((node) => node.id));
  const taken = [...new Set([...first, ...micro.slice(0, -1).flatMap(eventless)])].map(transitionKey);
  return { snapshot: passed.at(-1)!, states, taken, all: micro.flatMap(([, actions]) => actions as Event[]) };
}

/** Each step of a path: where it ends, its own actions (not XState's), the timers (delayed raises) set. */
export function modelSteps(model: MachineModel, path: ModelPath) {
  const [logic, timers] = [logicOf(model, path.variant), new Map<string, number>()];
  let from: Snapshot | null = null;
  return [{ type: 'xstate.init' }, ...path.events].map((event, index) => {
    const step = stepOf(logic, from, event, path.variant.input);
    for (const { type, params } of step.all)
      if (type === 'xstate.raise' && params.delay) timers.set(params.event.type, params.delay);
    const actions = step.all.map(({ type }) => type).filter((type) => !type.startsWith('xstate.'));
    from = step.snapshot;
    return { ...step, index, event, actions, timers: new Map(timers) };
  });
}

/** Every event that can reach the machine: the model's, its timers', its running actors'. */
const eventsIn = (model: MachineModel, snapshot: Snapshot): Event[] => [
  ...model.events(snapshot),
  ...activeNodes(model.machine, snapshot).flatMap((node) => [
    ...node.after.map((after) => ({ type: after.eventType })),
    ...node.invoke.flatMap(({ id, src }) => {
      const fake = model.actors?.[String(src)];
      if (!fake) throw new Error(`The ${model.machine.id} model has no fake for the actor ${src}.`);
      if (fake.kind === 'callback') return fake.sends?.(snapshot) ?? [];
      const done = (fake.outputs ?? [undefined]).map((output) => ({ type: 'done', output }));
      const failed = (fake.errors ?? []).map((error) => ({ type: 'error', error }));
      return [...done, ...failed].map((e) => ({ ...e, type: `xstate.${e.type}.actor.${id}`, actorId: id }));
    }),
  ]),
];

// Shortest paths to every state of each variant, simple paths if few, then for each transition still
// missed the shortest path to a state that takes it and the event; prefixes of another path are dropped.
export function planPaths(model: MachineModel): { paths: ModelPath[] } {
  const paths: ModelPath[] = [];
  const serialize = (model.serializeState as (s: Snapshot) => string) ?? graph.serializeSnapshot;
  const add = (variant: Variant, steps: graph.Steps<Snapshot, Event>) =>
    paths.push({ variant, events: steps.slice(1).map((step) => step.event) });
  const searches = (model.variants ?? [{ name: 'default' }]).map((variant) => {
    const [logic, events] = [logicOf(model, variant), (snapshot: Snapshot) => eventsIn(model, snapshot)];
    const options = { input: variant.input, events, serializeState: serialize };
    const shortest = graph.getShortestPaths(logic, options);
    const simple = shortest.length <= 8 ? graph.getSimplePaths(logic, options) : [];
    for (const { steps } of [...shortest, ...(simple.length <= 60 ? simple : [])]) add(variant, steps);
    const edges = graph.adjacencyMapToArray(graph.getAdjacencyMap(logic, options));
    return { variant, logic, shortest, edges };
  });
  const missed = new Set(coverageOf(model, paths).transitions);
  for (const { variant, logic, shortest, edges } of searches)
    for (const { state, event, nextState } of edges) {
      const head = shortest.find((path) => serialize(path.state) === serialize(state));
      if (head && stepOf(logic, state, event).taken.filter((key) => missed.delete(key)).length)
        add(variant, [...head.steps, { state: nextState, event }]);
    }
  const id = (p: ModelPath, length = p.events.length) =>
    JSON.stringify([p.variant.name, p.events.slice(0, length)]);
  const covered = (p: ModelPath, i: number) => (o: ModelPath, j: number) =>
    o.events.length > p.events.length ? id(o, p.events.length) === id(p) : j < i && id(o) === id(p);
  return { paths: paths.filter((p, i) => !paths.some(covered(p, i))) };
}

/** The states and the transitions declared (`on`, `after`, `invoke`, `always`) that no path takes. */
export function coverageOf(model: MachineModel, paths: ModelPath[]) {
  const steps = paths.flatMap((path) => modelSteps(model, path));
  const [states, taken] = [new Set(steps.flatMap((s) => s.states)), new Set(steps.flatMap((s) => s.taken))];
  const declared = nodesOf(model.machine).flatMap((n) => [...n.transitions.values(), n.always ?? []]);
  const keys = declared.flat().map(transitionKey);
  return {
    states: graph.getStateNodes(model.machine).flatMap(({ id }) => (states.has(id) ? [] : [id])),
    transitions: keys.filter((key) => !taken.has(key)),
  };
}

// Replays a path on the real machine on fake timers, actors faked (a silent listener, a task settled when
// the path says), actions recorded: each step ends as defined; 1 ms before a delay, nothing has happened.
const seen = (s: Snapshot) => [s.value, s.status, s.context, Object.keys(s.children).sort()];
export async function replayPath(model: MachineModel, path: ModelPath) {
  vi.useFakeTimers();
  const [steps, log, settle] = [modelSteps(model, path), [] as string[], new Map<string, Settle[]>()];
  const task = fromPromise(({ self }) => new Promise((...ends: Settle[]) => settle.set(self.id, ends)));
  const fake = ({ kind }: { kind: string }) => (kind === 'callback' ? fromCallback(() => {}) : task);
  const fakes = Object.fromEntries(Object.entries(model.actors ?? {}).map(([src, f]) => [src, fake(f)]));
  const record = (name: string) => [name, () => log.push(name)];
  const recorders = Object.fromEntries(steps.flatMap((step) => step.actions.map(record)));
  const { actions, actors, ...provided } = (path.variant.provide ?? {}) as Provided<Machine>;
  const faked = { ...provided, actions: { ...actions, ...recorders }, actors: { ...actors, ...fakes } };
  const actor = createActor(model.machine.provide(faked), { input: path.variant.input }).start();
  try {
    for (const { index, event, snapshot, actions: run } of steps) {
      const [at, ms] = [`step ${index} (${event.type})`, steps[index - 1]?.timers.get(event.type)];
      const [, outcome, id] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type) ?? [];
      if (ms !== undefined) {
        vi.advanceTimersByTime(ms - 1);
        expect(seen(actor.getSnapshot()), `${at}: 1 ms early`).toEqual(seen(steps[index - 1]!.snapshot));
        vi.advanceTimersByTime(1);
      } else if (id) {
        expect(Object.keys(actor.getSnapshot().children), `${at}: the actor is running`).toContain(id);
        settle.get(id)![outcome === 'done' ? 0 : 1]!(outcome === 'done' ? event.output : event.error);
        for (let i = 0; i < 10; i++) await Promise.resolve();
      } else if (index > 0) actor.send(event);
      expect(seen(actor.getSnapshot()), `${at}: state, status, context, actors`).toEqual(seen(snapshot));
      expect(log.splice(0), `${at}: actions run`).toEqual(run);
    }
  } finally {
    actor.stop();
    vi.useRealTimers();
  }
}

const cut = (text: string) => (text.length > 32 ? `${text.slice(0, 30)}…` : text);
/** `menu.toggle → after(hashScrollDelay) → sendMessage.done`, payloads shown briefly, for test names. */
export function describePath({ variant, events }: ModelPath): string {
  const named = events.map(({ type, actorId: _, ...payload }) => {
    const name = type
      .replace(/^xstate\.after\.(.+?)\.[^.]+(?:\..+)?$/, 'after($1)')
      .replace(/^xstate\.(done|error)\.actor\.(.+)$/, '$2.$1');
    const fields = Object.entries(payload).filter(([, value]) => value !== undefined);
    const shown = fields.map(([key, v]) =>
      cut(`${key}=${JSON.stringify(v instanceof Error ? v.message : v)}`),
    );
    return shown.length ? `${name}(${shown.join(' ')})` : name;
  });
  return `${variant.name === 'default' ? '' : `[${variant.name}] `}${named.join(' → ') || '(initial state)'}`;
}

// A model's tests, in the file that defines it (`import.meta.filename`; another file may import the model
// to replay its paths through the page): one per path, then one that they reach every state and transition.
export function testModel(model: MachineModel, file: string) {
  if (expect.getState().testPath !== file) return;
  const { paths } = planPaths(model);
  describe(`${model.machine.id}: model-based paths`, () => {
    it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_, p) => replayPath(model, p));
    it('reaches every state and takes every transition', () => {
      expect(coverageOf(model, paths), 'what no path reaches').toEqual({ states: [], transitions: [] });
    });
  });
}
