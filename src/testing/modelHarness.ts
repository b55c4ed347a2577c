import { expect, vi } from 'vitest';
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  fromCallback,
  fromPromise,
  type InputFrom,
  initialTransition,
  type SnapshotFrom,
  transition,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import {
  allTransitions,
  delayOf,
  isAfterEvent,
  isDoneActorEvent,
  isErrorActorEvent,
  stateNodesOf,
  transitionKey,
} from '../../scripts/machines/statechart';

/**
 * Model-based testing for the site's machines (docs/headless.md: every state and every transition
 * reached). A model says which events the world can send in each state; `xstate/graph` turns
 * it into paths; each path is replayed against the real machine, with its actors replaced by
 * controllable fakes and its delays run on fake timers, and every step is compared with what the
 * definition says should happen (`transition()`, computed purely).
 */

/** How a test stands in for an actor the machine invokes. */
export type ActorFake<TSnapshot> =
  /** A listener or probe: records start and stop; the events it may send back, by state. */
  | { kind: 'callback'; sends?: (snapshot: TSnapshot) => AnyEventObject[] }
  /** An async task: settles only when the path says so, with these outputs or errors. */
  | { kind: 'promise'; outputs?: unknown[]; errors?: unknown[] };

type Implementations<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0];

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

/**
 * Typed model authoring (the machine first, so events are checked against its event types); the
 * harness itself works on any machine.
 */
export const defineModel =
  <TMachine extends AnyStateMachine>(machine: TMachine) =>
  (model: Omit<MachineModel<TMachine>, 'machine'>) =>
    ({ ...model, machine }) as unknown as MachineModel;

/** Simple paths (every loop-free route) only where the state graph stays this small. */
export const SIMPLE_PATHS_MAX_STATES = 8;
export const SIMPLE_PATHS_MAX_PATHS = 60;

export type PathKind = 'shortest' | 'simple' | 'transition';
export type ModelPath = {
  variant: ModelVariant<AnyStateMachine>;
  kind: PathKind;
  events: AnyEventObject[];
  /** The state the graph search says each step reaches (the first is the initial state). */
  values: unknown[];
};

const DEFAULT_VARIANTS: Array<ModelVariant<AnyStateMachine>> = [{ name: 'default' }];
const variantsOf = (model: MachineModel) => model.variants ?? DEFAULT_VARIANTS;

/** The machine as the model traverses it: the variant's implementations, nothing else replaced. */
const modelMachine = (model: MachineModel, variant: ModelVariant<AnyStateMachine>) =>
  variant.provide ? model.machine.provide(variant.provide) : model.machine;

/** Every event that can reach the machine in `snapshot`: the model's, its timers', its actors'. */
function eventsIn(model: MachineModel, snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const events: AnyEventObject[] = [...model.events(snapshot)];
  for (const node of snapshot._nodes) {
    for (const after of node.after) events.push({ type: after.eventType });
    for (const invoke of node.invoke) {
      const fake = fakeFor(model, invoke.src);
      if (fake.kind === 'callback') events.push(...(fake.sends?.(snapshot) ?? []));
      else {
        for (const output of fake.outputs ?? [undefined]) {
          events.push({ type: `xstate.done.actor.${invoke.id}`, output, actorId: invoke.id });
        }
        for (const error of fake.errors ?? []) {
          events.push({ type: `xstate.error.actor.${invoke.id}`, error, actorId: invoke.id });
        }
      }
    }
  }
  return events;
}

function fakeFor(model: MachineModel, src: unknown) {
  const fake = typeof src === 'string' ? model.actors?.[src] : undefined;
  if (!fake) {
    throw new Error(
      `The ${model.machine.id} model has no fake for the actor ${String(src)}: add it to \`actors\`.`,
    );
  }
  return fake;
}

function traversalOptions(model: MachineModel, variant: ModelVariant<AnyStateMachine>) {
  return {
    input: variant.input,
    events: (snapshot: AnyMachineSnapshot) => eventsIn(model, snapshot),
    ...(model.serializeState
      ? { serializeState: model.serializeState as (s: AnyMachineSnapshot) => string }
      : {}),
  };
}

const toModelPath = (
  variant: ModelVariant<AnyStateMachine>,
  kind: PathKind,
  path: StatePath<AnyMachineSnapshot, AnyEventObject>,
): ModelPath => ({
  variant,
  kind,
  events: path.steps.slice(1).map((step) => step.event),
  values: path.steps.map((step) => step.state.value),
});

const sequenceKey = (path: ModelPath) => JSON.stringify([path.variant.name, path.events]);

/**
 * Shortest paths to every state of every variant, every simple path where the graph is small, then
 * for each transition the replays still miss, the shortest path to a state that takes it followed
 * by the event that does. Paths that are the start of another path are dropped: every step of a
 * path is checked, so its prefixes add nothing.
 */
export type ModelPlan = {
  paths: ModelPath[];
  /** How many paths each generator produced, before prefixes and repeats were dropped. */
  generated: Record<PathKind, number>;
};

export async function planPaths(model: MachineModel): Promise<ModelPlan> {
  const paths: ModelPath[] = [];
  for (const variant of variantsOf(model)) {
    const logic = modelMachine(model, variant);
    const options = traversalOptions(model, variant);
    const shortest = getShortestPaths(logic, options);
    paths.push(...shortest.map((path) => toModelPath(variant, 'shortest', path)));
    if (shortest.length <= SIMPLE_PATHS_MAX_STATES) {
      const simple = getSimplePaths(logic, options);
      if (simple.length <= SIMPLE_PATHS_MAX_PATHS) {
        paths.push(...simple.map((path) => toModelPath(variant, 'simple', path)));
      }
    }
  }

  const covered = new Set<string>();
  for (const path of paths) for (const key of (await replayPath(model, path)).transitions) covered.add(key);

  for (const key of allTransitions(model.machine).map(transitionKey)) {
    if (covered.has(key)) continue;
    const path = pathTakingTransition(model, key);
    if (!path) continue;
    paths.push(path);
    for (const taken of (await replayPath(model, path)).transitions) covered.add(taken);
  }

  const unique = [...new Map(paths.map((path) => [sequenceKey(path), path])).values()];
  const count = (kind: PathKind) => paths.filter((path) => path.kind === kind).length;
  const generated = { shortest: count('shortest'), simple: count('simple'), transition: count('transition') };
  const kept = unique.filter(
    (path) =>
      !unique.some(
        (other) =>
          other !== path &&
          other.variant.name === path.variant.name &&
          other.events.length > path.events.length &&
          JSON.stringify(other.events.slice(0, path.events.length)) === JSON.stringify(path.events),
      ),
  );
  return { paths: kept, generated };
}

/** The shortest path that ends by taking the transition `key` (an event transition). */
function pathTakingTransition(model: MachineModel, key: string): ModelPath | null {
  let best: ModelPath | null = null;
  for (const variant of variantsOf(model)) {
    const logic = modelMachine(model, variant);
    const options = traversalOptions(model, variant);
    const serialize = (options.serializeState ?? defaultSerialize) as (s: AnyMachineSnapshot) => string;
    const shortestTo = new Map(getShortestPaths(logic, options).map((path) => [serialize(path.state), path]));
    const adjacency = getAdjacencyMap<AnyMachineSnapshot, AnyEventObject, unknown>(logic, options);
    for (const { state, transitions } of Object.values(adjacency)) {
      const head = shortestTo.get(serialize(state));
      if (!head) continue;
      for (const { event } of Object.values(transitions) as Array<{ event: AnyEventObject }>) {
        const taken = logic.getTransitionData(state, event).map(transitionKey);
        if (!taken.includes(key)) continue;
        const candidate = toModelPath(variant, 'transition', {
          state: head.state,
          steps: [...head.steps, { state: transition(logic, state, event)[0], event }],
          weight: head.weight + 1,
        });
        if (!best || candidate.events.length < best.events.length) best = candidate;
      }
    }
  }
  return best;
}

const defaultSerialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    context: Object.keys(snapshot.context ?? {}).length ? snapshot.context : undefined,
  });

/** What the definition says each step of a path leads to: the snapshot, and the custom actions run. */
export type ModelStep = {
  index: number;
  event: AnyEventObject;
  snapshot: AnyMachineSnapshot;
  actions: string[];
};

export function modelSteps(model: MachineModel, path: ModelPath): ModelStep[] {
  const logic = modelMachine(model, path.variant);
  const custom = new Set(customActionNames(model.machine));
  const names = (actions: Array<{ type: string }>) =>
    actions.map((action) => action.type).filter((type) => custom.has(type));
  let [snapshot, actions] = initialTransition(logic, path.variant.input);
  const steps: ModelStep[] = [
    { index: 0, event: { type: 'xstate.init' }, snapshot, actions: names(actions) },
  ];
  for (const [offset, event] of path.events.entries()) {
    [snapshot, actions] = transition(logic, snapshot, event);
    steps.push({ index: offset + 1, event, snapshot, actions: names(actions) });
  }
  return steps;
}

/** Fakes for one replay: they record which instances run, and settle or send on demand. */
export function createFakes(model: MachineModel) {
  type Instance = {
    src: string;
    id: string;
    running: boolean;
    sendBack: (event: AnyEventObject) => void;
    settle?: { resolve: (output: unknown) => void; reject: (error: unknown) => void };
  };
  const instances: Instance[] = [];
  const actors = Object.fromEntries(
    Object.entries(model.actors ?? {}).map(([src, fake]) => [
      src,
      fake.kind === 'callback'
        ? fromCallback(({ sendBack, self }) => {
            const instance: Instance = { src, id: self.id, running: true, sendBack };
            instances.push(instance);
            return () => {
              instance.running = false;
            };
          })
        : fromPromise(
            ({ self }) =>
              new Promise((resolve, reject) => {
                instances.push({
                  src,
                  id: self.id,
                  running: true,
                  sendBack: () => {},
                  settle: { resolve, reject },
                });
              }),
          ),
    ]),
  );
  const running = () => instances.filter((instance) => instance.running);
  return {
    actors,
    /** Ids of the fakes running now (a promise counts until it settles). */
    runningIds: () =>
      running()
        .map((instance) => instance.id)
        .sort(),
    running: (id: string) => running().find((instance) => instance.id === id),
    finished: (id: string) => {
      const instance = running().find((candidate) => candidate.id === id);
      if (instance) instance.running = false;
      return instance;
    },
  };
}

/** Custom actions (not `assign`/`raise`…): replaced by recorders, so nothing touches the page. */
function customActionNames(machine: AnyStateMachine): string[] {
  return Object.entries(machine.implementations.actions as Record<string, unknown>)
    .filter(([, action]) => {
      const type = (action as { type?: unknown }).type;
      return typeof action === 'function' && !(typeof type === 'string' && type.startsWith('xstate.'));
    })
    .map(([name]) => name);
}

export type StepCheck = {
  index: number;
  event: AnyEventObject;
  expected: { value: unknown; context: unknown; status: string; children: string[]; actions: string[] };
  actual: { value: unknown; context: unknown; status: string; children: string[]; actions: string[] };
  /** For delayed events: the state one millisecond before the delay ran out. */
  beforeDelay?: { delay: string | number; ms: number; value: unknown };
  /** The state the graph search announced for this step. */
  planned: unknown;
};

export type ReplayResult = { steps: StepCheck[]; states: Set<string>; transitions: Set<string> };

const flushPromises = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/**
 * Replays one path against the real machine with fakes, on fake timers, and records at every
 * step what the machine did next to what the definition says it should do. One replay at a time:
 * they share the (fake) clock.
 */
export async function replayPath(model: MachineModel, path: ModelPath): Promise<ReplayResult> {
  const usingFakeTimers = vi.isFakeTimers();
  if (!usingFakeTimers) vi.useFakeTimers();
  try {
    return await replayOnFakeTimers(model, path);
  } finally {
    if (!usingFakeTimers) vi.useRealTimers();
  }
}

async function replayOnFakeTimers(model: MachineModel, path: ModelPath): Promise<ReplayResult> {
  const { variant } = path;
  const logic = modelMachine(model, variant);
  const fakes = createFakes(model);
  const log: string[] = [];
  const recorders = Object.fromEntries(
    customActionNames(model.machine).map((name) => [name, () => void log.push(name)]),
  );
  const provided = variant.provide ?? {};
  const real = model.machine.provide({
    ...provided,
    actions: { ...(provided.actions ?? {}), ...recorders },
    actors: { ...(provided.actors ?? {}), ...fakes.actors },
  } as Implementations<AnyStateMachine>);

  const transitions = new Set<string>();
  const states = new Set<string>();
  const known = new Set(allTransitions(model.machine).map(transitionKey));
  const actor = createActor(real, {
    input: variant.input,
    // Microsteps show what a snapshot cannot: states left at once (`always`) and every transition
    // taken. Only the machine's own, not its (fake) children's; `actor` is not assigned yet while
    // the initial state is computed, hence the comparison on the logic.
    inspect: (inspection) => {
      if (
        inspection.type !== '@xstate.microstep' ||
        (inspection.actorRef as { logic?: unknown }).logic !== real
      ) {
        return;
      }
      for (const node of (inspection.snapshot as AnyMachineSnapshot)._nodes) states.add(node.id);
      for (const taken of inspection._transitions) {
        const key = transitionKey(taken);
        if (!known.has(key)) continue;
        transitions.add(key);
        states.add(taken.source.id);
      }
    },
  });
  const custom = new Set(Object.keys(recorders));
  const expectedActions = (actions: Array<{ type: string }>) =>
    actions.map((action) => action.type).filter((type) => custom.has(type));
  const observe = (index: number, event: AnyEventObject, expected: AnyMachineSnapshot, actions: string[]) => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    for (const node of snapshot._nodes) states.add(node.id);
    const check: StepCheck = {
      index,
      event,
      planned: path.values[index],
      expected: {
        value: expected.value,
        context: expected.context,
        status: expected.status,
        children: Object.keys(expected.children).sort(),
        actions,
      },
      actual: {
        value: snapshot.value,
        context: snapshot.context,
        status: snapshot.status,
        children: fakes.runningIds(),
        actions: log.splice(0),
      },
    };
    return check;
  };

  const steps: StepCheck[] = [];
  let [expected, initialActions] = initialTransition(logic, variant.input);
  actor.start();
  steps.push(observe(0, { type: 'xstate.init' }, expected, expectedActions(initialActions)));

  for (const [offset, event] of path.events.entries()) {
    const before = actor.getSnapshot() as AnyMachineSnapshot;
    const [next, actions] = transition(logic, expected, event);
    let beforeDelay: StepCheck['beforeDelay'];
    if (isAfterEvent(event.type)) {
      const node = before._nodes.find((candidate) => delayOf(candidate, event.type) !== undefined);
      const delay = node ? delayOf(node, event.type) : undefined;
      if (typeof delay !== 'string' && typeof delay !== 'number') {
        throw new Error(`${event.type}: no named or numeric delay is pending in this state.`);
      }
      const ms = delayValue(real, delay, before);
      vi.advanceTimersByTime(ms - 1);
      beforeDelay = { delay, ms, value: actor.getSnapshot().value };
      vi.advanceTimersByTime(1);
    } else if (isDoneActorEvent(event.type) || isErrorActorEvent(event.type)) {
      const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
      const instance = fakes.finished(id);
      if (!instance?.settle) throw new Error(`${event.type}: the actor ${id} is not running.`);
      if (isDoneActorEvent(event.type)) instance.settle.resolve(event.output);
      else instance.settle.reject(event.error);
      await flushPromises();
    } else {
      const sender = callbackSending(model, before, event);
      if (sender) {
        const instance = fakes.running(sender);
        if (!instance) throw new Error(`${event.type} comes from ${sender}, which is not running.`);
        instance.sendBack(event);
      } else {
        actor.send(event);
      }
    }
    expected = next;
    const check = observe(offset + 1, event, expected, expectedActions(actions));
    steps.push(beforeDelay ? { ...check, beforeDelay } : check);
  }
  actor.stop();
  return { steps, states, transitions };
}

/** The id of the running callback actor that sends this event in this state, if one does. */
function callbackSending(model: MachineModel, snapshot: AnyMachineSnapshot, event: AnyEventObject) {
  for (const node of snapshot._nodes) {
    for (const invoke of node.invoke) {
      const fake = fakeFor(model, invoke.src);
      if (fake.kind !== 'callback') continue;
      const sends = fake.sends?.(snapshot) ?? [];
      if (sends.some((candidate) => JSON.stringify(candidate) === JSON.stringify(event))) return invoke.id;
    }
  }
  return null;
}

/** A delay's value in ms: a number, or a named delay (a number, or a function of the state). */
function delayValue(machine: AnyStateMachine, delay: string | number, snapshot: AnyMachineSnapshot): number {
  if (typeof delay === 'number') return delay;
  const value = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof value === 'number') return value;
  if (typeof value === 'function')
    return value({ context: snapshot.context, event: { type: '' } }, undefined);
  throw new Error(`Unknown delay ${delay}`);
}

export type ModelCoverage = {
  machine: string;
  states: { total: number; covered: number; missing: string[] };
  transitions: { total: number; covered: number; missing: string[] };
  /** Paths generated by each method, and how many were replayed once prefixes were dropped. */
  paths: Record<PathKind, number> & { replayed: number };
  steps: number;
};

/** What the replays of `paths` reached, against everything the definition declares. */
export function coverageOf(model: MachineModel, plan: ModelPlan, results: ReplayResult[]): ModelCoverage {
  const { paths } = plan;
  const states = stateNodesOf(model.machine).map((node) => node.id);
  const transitions = allTransitions(model.machine).map(transitionKey);
  const reachedStates = new Set(results.flatMap((result) => [...result.states]));
  const taken = new Set(results.flatMap((result) => [...result.transitions]));
  return {
    machine: model.machine.id,
    states: {
      total: states.length,
      covered: states.filter((id) => reachedStates.has(id)).length,
      missing: states.filter((id) => !reachedStates.has(id)),
    },
    transitions: {
      total: transitions.length,
      covered: transitions.filter((key) => taken.has(key)).length,
      missing: transitions.filter((key) => !taken.has(key)),
    },
    paths: { ...plan.generated, replayed: paths.length },
    steps: paths.reduce((sum, path) => sum + path.events.length, 0),
  };
}

/** `menu.toggle → after(hashScrollDelay) → sendMessage.done`, payloads shown briefly, for test names. */
export function describePath(path: ModelPath): string {
  const events = path.events.map((event) => {
    const { type, actorId: _actorId, ...rest } = event;
    const after = /^xstate\.after\.(.+?)\.[^.]+(?:\..+)?$/.exec(type);
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
    const name = after ? `after(${after[1]})` : actor ? `${actor[2]}.${actor[1]}` : type;
    const payload = Object.entries(rest)
      .filter(([, value]) => value !== undefined)
      .map(
        ([key, value]) => `${key}=${brief(value instanceof Error ? value.message : JSON.stringify(value))}`,
      )
      .join(' ');
    return payload ? `${name}(${payload})` : name;
  });
  const prefix = path.variant.name === 'default' ? '' : `[${path.variant.name}] `;
  return `${prefix}${events.length ? events.join(' → ') : '(initial state)'}`;
}

const brief = (text: string) => (text.length > 32 ? `${text.slice(0, 30)}…` : text);

/** The per-machine table the coverage test prints. */
export function coverageTable(rows: ModelCoverage[]): string {
  const header = [
    'machine',
    'states',
    'transitions',
    'generated: shortest',
    'simple',
    'per transition',
    'replayed',
    'steps',
  ];
  const body = rows.map((row) => [
    row.machine,
    `${row.states.covered}/${row.states.total}`,
    `${row.transitions.covered}/${row.transitions.total}`,
    String(row.paths.shortest),
    String(row.paths.simple),
    String(row.paths.transition),
    String(row.paths.replayed),
    String(row.steps),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((line) => line[column]!.length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

/** Every step of a replay agrees with the definition and with the planned path. */
export function expectReplayMatches(result: ReplayResult) {
  let previous: unknown;
  for (const step of result.steps) {
    const at = `step ${step.index} (${step.event.type})`;
    if (step.beforeDelay) {
      const { delay, ms, value } = step.beforeDelay;
      expect(value, `${at}: still waiting 1 ms before ${delay} (${ms} ms) runs out`).toEqual(previous);
    }
    expect(step.actual.value, `${at}: state`).toEqual(step.expected.value);
    expect(step.actual.value, `${at}: state the path was planned to reach`).toEqual(step.planned);
    expect(step.actual.status, `${at}: status`).toBe(step.expected.status);
    expect(step.actual.context, `${at}: context`).toEqual(step.expected.context);
    expect(step.actual.children, `${at}: actors running`).toEqual(step.expected.children);
    expect(step.actual.actions, `${at}: actions run`).toEqual(step.expected.actions);
    previous = step.actual.value;
  }
}
