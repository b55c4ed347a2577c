import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventFromLogic,
  getInitialMicrosteps,
  getMicrosteps,
  getNextTransitions,
  type InputFrom,
  initialTransition,
  pathToStateValue,
  type SnapshotFrom,
  transition,
} from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  getStateNodes,
  type StatePath,
  serializeSnapshot,
} from 'xstate/graph';
import { replaySteps } from './modelReplay';

/**
 * Model-based testing for the site's machines (docs/headless.md): a model says which events the world
 * may send in each state; `xstate/graph` turns it into paths; each path is replayed on the real machine
 * (actors replaced by fakes, delays on fake timers) and every step is compared with what the definition
 * says (`transition()`, computed purely). Only XState's public API: the state nodes' fields, pure
 * transitions and microsteps, `getNextTransitions`, `provide`, `resolveState`.
 */

/** How a test stands in for an actor: a listener that may send events back, or a task settled on demand. */
export type ActorFake<TSnapshot> =
  | { kind: 'callback'; sends?: (snapshot: TSnapshot) => AnyEventObject[] }
  | { kind: 'promise'; outputs?: unknown[]; errors?: unknown[] };

type Implementations<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0];
type Snapshot = AnyMachineSnapshot;

/** One setting of the world a machine cannot see through events: its input, a browser guard. */
export type ModelVariant<TMachine extends AnyStateMachine> = {
  name: string;
  input?: InputFrom<TMachine>;
  provide?: Implementations<TMachine>;
};

export type MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> = {
  machine: TMachine;
  /** What the visitor or the page may send in this state (actors' and timers' events are added). */
  events: (snapshot: SnapshotFrom<TMachine>) => Array<EventFromLogic<TMachine>>;
  /** A fake for every actor the machine can invoke, by its name in `setup({ actors })`. */
  actors?: Record<string, ActorFake<SnapshotFrom<TMachine>>>;
  variants?: Array<ModelVariant<TMachine>>;
  /** Which snapshots count as different states for the path search (default: value + context). */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
};

/** Typed model authoring: the machine first, so events are checked against its event types. */
export const defineModel =
  <TMachine extends AnyStateMachine>(machine: TMachine) =>
  (model: Omit<MachineModel<TMachine>, 'machine'>) =>
    ({ ...model, machine }) as unknown as MachineModel;

/** The events of a path, and the state the graph search says each step reaches (the start first). */
type Variant = ModelVariant<AnyStateMachine>;
export type ModelPath = {
  variant: Variant;
  events: AnyEventObject[];
  values: unknown[];
};

const logicOf = (model: MachineModel, variant: Variant) =>
  variant.provide ? model.machine.provide(variant.provide) : model.machine;
const nodesOf = (machine: AnyStateMachine) => [machine.root, ...getStateNodes(machine)];
const activeNodes = (machine: AnyStateMachine, snapshot: Snapshot) =>
  nodesOf(machine).filter((node) => !node.parent || snapshot.matches(pathToStateValue(node.path)));

/** `source | event | position among that event's candidates`: the same after `provide()`. */
function transitionKey(definition: AnyTransitionDefinition): string {
  const { source, eventType } = definition;
  const candidates = (eventType ? source.transitions.get(eventType) : source.always) ?? [];
  return `${source.id}|${eventType || 'always'}|${candidates.indexOf(definition)}`;
}

/** Every transition the definition declares: `on`, `after`, `invoke.onDone/onError`, `always`. */
export const allTransitionKeys = (machine: AnyStateMachine) =>
  nodesOf(machine)
    .flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])])
    .map(transitionKey);

/** Every event that can reach the machine in `snapshot`: the model's, its timers', its running actors'. */
function eventsIn(model: MachineModel, snapshot: Snapshot): AnyEventObject[] {
  return [
    ...model.events(snapshot),
    ...activeNodes(model.machine, snapshot).flatMap((node) => [
      ...node.after.map((after) => ({ type: after.eventType })),
      ...node.invoke.flatMap(({ id, src }) => {
        const fake = model.actors?.[String(src)];
        if (!fake) throw new Error(`The ${model.machine.id} model has no fake for the actor ${src}.`);
        if (fake.kind === 'callback') return fake.sends?.(snapshot) ?? [];
        const done = (fake.outputs ?? [undefined]).map((output) => ({ type: 'done', output }));
        const failed = (fake.errors ?? []).map((error) => ({ type: 'error', error }));
        return [...done, ...failed].map(({ type, ...e }) => ({
          type: `xstate.${type}.actor.${id}`,
          ...e,
          actorId: id,
        }));
      }),
    ]),
  ];
}

const traversal = (model: MachineModel, variant: Variant) => ({
  input: variant.input,
  events: (snapshot: Snapshot) => eventsIn(model, snapshot),
  serializeState: (model.serializeState as typeof serializeSnapshot | undefined) ?? serializeSnapshot,
});

type Microstep = [Snapshot, Array<{ type: string }>];
const seen = ([s, actions]: Microstep) => [s.value, s.context, s.status, actions.map((a) => a.type)];

/**
 * What one step (the start when `from` is null) does: the states it passes through and the transitions
 * it takes. XState does not say which candidate it took, so each is tried with its named guard forced
 * true and the earlier candidates' false: the one that does what really happens is the one taken. Two
 * candidates that would do exactly the same here are not told apart, and neither counts.
 */
function stepTakes(logic: AnyStateMachine, from: Snapshot | null, event: AnyEventObject, input?: unknown) {
  // Guards are read from a snapshot's own machine: each run starts from a snapshot of the machine it tries.
  const run = (machine: AnyStateMachine): Microstep[] =>
    from
      ? getMicrosteps(machine, machine.resolveState({ value: from.value, context: from.context }), event)
      : getInitialMicrosteps(machine, input);
  const actual = run(logic);
  const passed = [...(from ? [from] : []), ...actual.map(([snapshot]) => snapshot)];
  const states = passed.flatMap((snapshot) => activeNodes(logic, snapshot).map((node) => node.id));
  if (from && !from.can(event)) return { states, taken: [] };
  const taken = actual.flatMap((_, k) => {
    const before = k === 0 ? from : actual[k - 1]![0];
    if (!before) return []; // the start enters the initial state; only what follows is a transition
    const type = from && k === 0 ? event.type : '';
    const candidates = getNextTransitions(before).filter((candidate) => candidate.eventType === type);
    const matching = candidates.filter((_candidate, i) => {
      const forced = candidates.slice(0, i + 1).map(({ guard }, j) => {
        const name = typeof guard === 'string' ? guard : (guard as { type?: string } | undefined)?.type;
        return [name ?? '', () => j === i];
      });
      const probe = run(logic.provide({ guards: Object.fromEntries(forced.filter(([name]) => name)) }));
      return actual
        .slice(0, k + 1)
        .every((step, x) => probe[x] && isDeepStrictEqual(seen(step), seen(probe[x])));
    });
    return matching.length === 1 ? [transitionKey(matching[0]!)] : [];
  });
  return { states, taken };
}

/** What the definition says each step of a path leads to: the snapshot, the actions run (not XState's own). */
export function modelSteps(model: MachineModel, path: ModelPath) {
  const logic = logicOf(model, path.variant);
  const timers = new Map<string, number>();
  const step = (index: number, event: AnyEventObject, [snapshot, actions]: [Snapshot, AnyEventObject[]]) => {
    // A delayed transition's timer is a delayed `raise`, its delay already resolved to milliseconds.
    for (const { type, params } of actions)
      if (type === 'xstate.raise' && params.delay) timers.set(params.event.type, params.delay);
    const own = actions.map((action) => action.type).filter((type) => !type.startsWith('xstate.'));
    return { index, event, snapshot, actions: own, timers: new Map(timers) };
  };
  const steps = [step(0, { type: 'xstate.init' }, initialTransition(logic, path.variant.input))];
  for (const [i, event] of path.events.entries())
    steps.push(step(i + 1, event, transition(logic, steps[i]!.snapshot, event)));
  return steps;
}

type Edge = { event: AnyEventObject; state: Snapshot };
export type ModelStep = ReturnType<typeof modelSteps>[number];

const toPath = (variant: Variant, path: StatePath<Snapshot, AnyEventObject>) => ({
  variant,
  events: path.steps.slice(1).map((step) => step.event),
  values: path.steps.map((step) => step.state.value),
});

/**
 * Shortest paths to every state of every variant, every simple path where the graph is small, then for
 * each transition still missed the shortest path to a state that takes it, followed by the event that
 * does. Paths that begin another path are dropped: every step of a path is checked.
 */
export function planPaths(model: MachineModel): { paths: ModelPath[] } {
  const searches = (model.variants ?? [{ name: 'default' }]).map((variant) => {
    const [logic, options] = [logicOf(model, variant), traversal(model, variant)];
    const shortest = getShortestPaths(logic, options);
    const simple = shortest.length <= 8 ? getSimplePaths(logic, options) : [];
    const paths = [...shortest, ...(simple.length <= 60 ? simple : [])].map((path) => toPath(variant, path));
    return { variant, logic, options, shortest, paths };
  });
  const paths: ModelPath[] = searches.flatMap((search) => search.paths);
  // A transition no such path takes: the shortest path to a state that takes it, then the event that does.
  const missed = new Set(coverageOf(model, paths).transitions);
  for (const { variant, logic, options, shortest } of searches) {
    const serialize = options.serializeState;
    for (const { state, transitions } of Object.values(getAdjacencyMap(logic, options))) {
      const head = shortest.find((path) => serialize(path.state) === serialize(state));
      for (const { event, state: next } of Object.values(transitions) as Edge[]) {
        const fresh =
          missed.size && head ? stepTakes(logic, state, event).taken.filter((k) => missed.has(k)) : [];
        for (const key of fresh) missed.delete(key);
        if (fresh.length)
          paths.push(toPath(variant, { ...head!, steps: [...head!.steps, { state: next, event }] }));
      }
    }
  }
  const id = (path: ModelPath, length = path.events.length) =>
    JSON.stringify([path.variant.name, path.events.slice(0, length)]);
  const unique = [...new Map(paths.map((path) => [id(path), path])).values()];
  const begins = (path: ModelPath) =>
    unique.some(
      (other) => other.events.length > path.events.length && id(other, path.events.length) === id(path),
    );
  return { paths: unique.filter((path) => !begins(path)) };
}

/** The states and transitions (`allTransitionKeys`) no path reaches, read from the definition alone. */
export function coverageOf(model: MachineModel, paths: ModelPath[]) {
  const [states, taken] = [new Set<string>(), new Set<string>()];
  for (const path of paths) {
    const logic = logicOf(model, path.variant);
    const steps = modelSteps(model, path);
    for (const [i, event] of [{ type: 'xstate.init' }, ...path.events].entries()) {
      const step = stepTakes(logic, steps[i - 1]?.snapshot ?? null, event, path.variant.input);
      for (const id of step.states) states.add(id);
      for (const key of step.taken) taken.add(key);
    }
  }
  return {
    states: getStateNodes(model.machine).flatMap(({ id }) => (states.has(id) ? [] : [id])),
    transitions: allTransitionKeys(model.machine).filter((key) => !taken.has(key)),
  };
}

/**
 * Replays one path on the real machine (src/testing/modelReplay.ts), every step checked against what the
 * definition says it leads to.
 */
export const replayPath = (model: MachineModel, path: ModelPath) =>
  replaySteps(model, path, modelSteps(model, path));

/** `menu.toggle → after(hashScrollDelay) → sendMessage.done`, payloads shown briefly, for test names. */
export function describePath(path: ModelPath): string {
  const events = path.events.map(({ type, actorId: _actorId, ...rest }) => {
    const [, delay] = /^xstate\.after\.(.+?)\.[^.]+(?:\..+)?$/.exec(type) ?? [];
    const [, outcome, actor] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type) ?? [];
    const payload = Object.entries(rest)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${JSON.stringify(value instanceof Error ? value.message : value)}`)
      .map((text) => (text.length > 32 ? `${text.slice(0, 30)}…` : text));
    const name = delay ? `after(${delay})` : actor ? `${actor}.${outcome}` : type;
    return payload.length ? `${name}(${payload.join(' ')})` : name;
  });
  const prefix = path.variant.name === 'default' ? '' : `[${path.variant.name}] `;
  return `${prefix}${events.length ? events.join(' → ') : '(initial state)'}`;
}

/**
 * Registers a model's tests in the file that defines it (`file`: its `import.meta.filename`): one test
 * per path, then one that the paths reach every state and take every transition. Another test file may
 * import the model (to replay its paths through the page) without running these again.
 */
export function testModel(model: MachineModel, file: string) {
  if (expect.getState().testPath !== file) return;
  const { paths } = planPaths(model);
  describe(`${model.machine.id}: model-based paths`, () => {
    it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
      await replayPath(model, path);
    });
    it('reaches every state and takes every transition', () => {
      const { states, transitions } = coverageOf(model, paths);
      expect(states, 'states no path reaches').toEqual([]);
      expect(transitions, 'transitions no path takes').toEqual([]);
    });
  });
}
