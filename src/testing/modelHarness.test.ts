import { type AnyEventObject, assign, fromCallback, fromPromise, setup } from 'xstate';
import {
  allTransitionKeys,
  coverageOf,
  defineModel,
  describePath,
  planPaths,
  replayPath,
} from './modelHarness';

/** A small machine with a promise, a listener, a named delay, a final state and a dead transition. */
const tiny = setup({
  types: { events: {} as { type: 'start' } | { type: 'ping' } },
  actors: { worker: fromPromise(async () => 'real'), listener: fromCallback(() => {}) },
  delays: { wait: 200 },
  guards: { never: () => false },
  actions: { announce: () => {} },
}).createMachine({
  id: 'tiny',
  initial: 'idle',
  states: {
    idle: { on: { start: 'working', ping: { guard: 'never', target: 'done' } } },
    working: { invoke: { id: 'job', src: 'worker', onDone: 'waiting', onError: 'idle' } },
    waiting: {
      invoke: { src: 'listener' },
      entry: 'announce',
      on: { ping: 'idle' },
      after: { wait: 'done' },
    },
    done: { type: 'final' },
  },
});

const tinyModel = defineModel(tiny)({
  events: () => [{ type: 'start' }],
  actors: {
    worker: { kind: 'promise', outputs: ['ok'], errors: [new Error('refused')] },
    listener: { kind: 'callback', sends: () => [{ type: 'ping' }] },
  },
});

describe('model harness', () => {
  it('plans paths that reach every state and reports the transition no event can take', async () => {
    const { paths } = planPaths(tinyModel);
    for (const path of paths) await replayPath(tinyModel, path);
    expect(coverageOf(tinyModel, paths)).toEqual({ states: [], transitions: ['tiny.idle|ping|0'] });
    expect(allTransitionKeys(tiny)).toHaveLength(6);
    expect(paths.map(describePath)).toContain('start → job.done(output="ok") → after(wait)');
  });

  it('reports a state and the transitions that paths leave out', () => {
    const { paths } = planPaths(tinyModel);
    const withoutDelay = paths.filter((path) => !describePath(path).includes('after(wait)'));
    expect(coverageOf(tinyModel, withoutDelay)).toEqual({
      states: ['tiny.done'],
      transitions: ['tiny.idle|ping|0', 'tiny.waiting|xstate.after.wait.tiny.waiting|0'],
    });
  });

  it('tells guarded branches apart by what each would do, and names the one taken', () => {
    const branches = setup({
      types: { context: {} as { n: number }, events: {} as { type: 'add' } },
      guards: { isBig: ({ context }) => context.n > 1 },
      actions: { count: assign({ n: ({ context }) => context.n + 1 }), reset: assign({ n: 0 }) },
    }).createMachine({
      id: 'branches',
      context: { n: 0 },
      on: { add: [{ guard: 'isBig', actions: 'reset' }, { actions: 'count' }] },
    });
    const model = defineModel(branches)({ events: () => [{ type: 'add' }] });
    const add = (count: number) => ({
      variant: { name: 'default' },
      events: Array(count).fill({ type: 'add' }),
      values: [],
    });
    expect(coverageOf(model, [add(2)]).transitions).toEqual(['branches|add|0']);
    expect(coverageOf(model, [add(3)]).transitions).toEqual([]);
    expect(coverageOf(model, planPaths(model).paths)).toEqual({ states: [], transitions: [] });
  });

  it('settles promises, lets listeners send and runs delays on fake timers, each step checked', async () => {
    const path = (events: AnyEventObject[], values: string[]) => ({
      variant: { name: 'default' },
      events,
      values,
    });
    const done = { type: 'xstate.done.actor.job', output: 'ok', actorId: 'job' };
    const failed = { type: 'xstate.error.actor.job', error: new Error('refused'), actorId: 'job' };
    const start = { type: 'start' };
    await replayPath(
      tinyModel,
      path(
        [start, done, { type: 'ping' }, start, failed],
        ['idle', 'working', 'waiting', 'idle', 'working', 'idle'],
      ),
    );
    await replayPath(
      tinyModel,
      path([start, done, { type: 'xstate.after.wait.tiny.waiting' }], ['idle', 'working', 'waiting', 'done']),
    );
  });

  it('fails a step whose state differs from the plan, or whose actor is not running', async () => {
    const path = (events: AnyEventObject[], values: string[]) => ({
      variant: { name: 'default' },
      events,
      values,
    });
    await expect(replayPath(tinyModel, path([{ type: 'start' }], ['idle', 'waiting']))).rejects.toThrow(
      /step 1 \(start\): state the path was planned to reach/,
    );
    await expect(
      replayPath(tinyModel, path([{ type: 'xstate.done.actor.job', actorId: 'job' }], ['idle', 'working'])),
    ).rejects.toThrow(/step 1 \(xstate.done.actor.job\): the actor is running/);
  });

  it('asks for a fake for every actor the machine invokes', () => {
    const incomplete = defineModel(tiny)({ events: () => [{ type: 'start' }], actors: {} });
    expect(() => planPaths(incomplete)).toThrow('The tiny model has no fake for the actor worker.');
  });
});
