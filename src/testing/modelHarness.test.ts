import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AnyEventObject, and, assign, fromCallback, fromPromise, not, setup } from 'xstate';
import { coverageOf, defineModel, describePath, modelSteps, planPaths, replayPath } from './modelHarness';

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
    expect(coverageOf(tinyModel, []).transitions).toHaveLength(6);
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
    });
    expect(coverageOf(model, [add(2)]).transitions).toEqual(['branches|add|0']);
    expect(coverageOf(model, [add(3)]).transitions).toEqual([]);
    expect(coverageOf(model, planPaths(model).paths)).toEqual({ states: [], transitions: [] });
  });

  it('settles promises, lets listeners send and runs delays on fake timers, each step checked', async () => {
    const path = (events: AnyEventObject[]) => ({ variant: { name: 'default' }, events });
    const done = { type: 'xstate.done.actor.job', output: 'ok', actorId: 'job' };
    const failed = { type: 'xstate.error.actor.job', error: new Error('refused'), actorId: 'job' };
    const start = { type: 'start' };
    await replayPath(tinyModel, path([start, done, { type: 'ping' }, start, failed]));
    await replayPath(tinyModel, path([start, done, { type: 'xstate.after.wait.tiny.waiting' }]));
  });

  it('fails a step where the real machine does not end as its definition says', async () => {
    let calls = 0;
    // A guard that reads the world, not the context: the definition and the real run disagree. XState
    // asks it twice while the harness works the step out (the transitions taken, then the snapshot),
    // and a third time on the real run.
    const flaky = setup({
      types: { events: {} as { type: 'go' } },
      guards: { isFirstCall: () => calls++ < 2 },
    }).createMachine({
      id: 'flaky',
      initial: 'idle',
      states: {
        idle: { on: { go: [{ guard: 'isFirstCall', target: 'a' }, { target: 'b' }] } },
        a: {},
        b: {},
      },
    });
    const model = defineModel(flaky)({ events: () => [{ type: 'go' }] });
    await expect(
      replayPath(model, { variant: { name: 'default' }, events: [{ type: 'go' }] }),
    ).rejects.toThrow(/step 1 \(go\): state, status, context, actors/);
    await expect(
      replayPath(tinyModel, {
        variant: { name: 'default' },
        events: [{ type: 'xstate.done.actor.job', actorId: 'job' }],
      }),
    ).rejects.toThrow(/step 1 \(xstate.done.actor.job\): the actor is running/);
  });

  it('asks for a fake for every actor the machine invokes', () => {
    const incomplete = defineModel(tiny)({ events: () => [{ type: 'start' }], actors: {} });
    expect(() => planPaths(incomplete)).toThrow('The tiny model has no fake for the actor worker.');
  });

  it('names the transitions that composed guards with params chose, as XState chose them', async () => {
    // A door that opens on the second knock, stays shut on the first, and locks from the third:
    // `and`, `not` and a guard given params, none of which the harness evaluates itself.
    const door = setup({
      types: { context: {} as { knocks: number }, events: {} as { type: 'knock' } },
      guards: {
        hasKnocked: ({ context }, params: { times: number }) => context.knocks >= params.times,
      },
      actions: { countKnock: assign({ knocks: ({ context }) => context.knocks + 1 }) },
    }).createMachine({
      id: 'door',
      context: { knocks: 0 },
      initial: 'shut',
      states: {
        shut: { on: { knock: { target: 'deciding', actions: 'countKnock' } } },
        deciding: {
          always: [
            {
              guard: and([
                { type: 'hasKnocked', params: { times: 2 } },
                not({ type: 'hasKnocked', params: { times: 3 } }),
              ]),
              target: 'open',
            },
            { guard: { type: 'hasKnocked', params: { times: 3 } }, target: 'locked' },
            { target: 'shut' },
          ],
        },
        open: { on: { knock: { target: 'deciding', actions: 'countKnock' } } },
        locked: { type: 'final' },
      },
    });
    const model = defineModel(door)({ events: () => [{ type: 'knock' }] });
    const threeKnocks = { variant: { name: 'default' }, events: Array(3).fill({ type: 'knock' }) };

    expect(modelSteps(model, threeKnocks).map((step) => step.taken)).toEqual([
      [],
      ['door.shut|knock|0', 'door.deciding|always|2'],
      ['door.shut|knock|0', 'door.deciding|always|0'],
      ['door.open|knock|0', 'door.deciding|always|1'],
    ]);
    await replayPath(model, threeKnocks);
    const { paths } = planPaths(model);
    expect(coverageOf(model, paths)).toEqual({ states: [], transitions: [] });
  });

  it('stays on public packages: it imports vitest, xstate and xstate/graph only', () => {
    const source = readFileSync(join(import.meta.dirname, 'modelHarness.ts'), 'utf8');
    const imports = [...source.matchAll(/\bfrom\s+'([^']+)'/g)].map((match) => match[1]);
    expect(new Set(imports)).toEqual(new Set(['vitest', 'xstate', 'xstate/graph']));
  });

  it('evaluates no guard itself: it leaves choosing a transition to XState', () => {
    const source = readFileSync(join(import.meta.dirname, 'modelHarness.ts'), 'utf8');
    expect(source).not.toMatch(/implementations\.guards/);
  });
});
