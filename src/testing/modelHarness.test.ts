import { fromCallback, fromPromise, setup } from 'xstate';
import {
  coverageOf,
  defineModel,
  describePath,
  expectReplayMatches,
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
    const plan = await planPaths(tinyModel);
    const results = [];
    for (const path of plan.paths) results.push(await replayPath(tinyModel, path));
    const coverage = coverageOf(tinyModel, plan, results);
    expect(coverage.states).toEqual({ total: 4, covered: 4, missing: [] });
    expect(coverage.transitions.missing).toEqual(['tiny.idle|ping|0']);
    expect(coverage.transitions.covered).toBe(coverage.transitions.total - 1);
    expect(plan.paths.map(describePath)).toContain('start → job.done(output="ok") → after(wait)');
  });

  it('settles promises, sends from running listeners and runs delays on fake timers, step by step', async () => {
    const result = await replayPath(tinyModel, {
      variant: { name: 'default' },
      kind: 'shortest',
      events: [
        { type: 'start' },
        { type: 'xstate.done.actor.job', output: 'ok', actorId: 'job' },
        { type: 'ping' },
        { type: 'start' },
        { type: 'xstate.error.actor.job', error: new Error('refused'), actorId: 'job' },
      ],
      values: ['idle', 'working', 'waiting', 'idle', 'working', 'idle'],
    });
    expectReplayMatches(result);
    expect(result.steps.map((step) => step.actual.children)).toEqual([
      [],
      ['job'],
      ['0.tiny.waiting'],
      [],
      ['job'],
      [],
    ]);
    expect(result.steps[2]?.actual.actions).toEqual(['announce']);

    const delayed = await replayPath(tinyModel, {
      variant: { name: 'default' },
      kind: 'shortest',
      events: [
        { type: 'start' },
        { type: 'xstate.done.actor.job', output: 'ok', actorId: 'job' },
        { type: 'xstate.after.wait.tiny.waiting' },
      ],
      values: ['idle', 'working', 'waiting', 'done'],
    });
    expectReplayMatches(delayed);
    expect(delayed.steps[3]?.beforeDelay).toEqual({ delay: 'wait', ms: 200, value: 'waiting' });
    expect(delayed.steps[3]?.actual.status).toBe('done');
  });

  it('fails a step whose state differs from the plan', async () => {
    const result = await replayPath(tinyModel, {
      variant: { name: 'default' },
      kind: 'shortest',
      events: [{ type: 'start' }],
      values: ['idle', 'waiting'],
    });
    expect(() => expectReplayMatches(result)).toThrow(
      /step 1 \(start\): state the path was planned to reach/,
    );
  });

  it('asks for a fake for every actor the machine invokes', async () => {
    const incomplete = defineModel(tiny)({ events: () => [{ type: 'start' }], actors: {} });
    await expect(planPaths(incomplete)).rejects.toThrow('The tiny model has no fake for the actor worker');
  });
});
