import {
  coverageOf,
  coverageTable,
  describePath,
  type MachineModel,
  planPaths,
  type ReplayResult,
  replayPath,
} from './modelHarness';

/**
 * Registers a machine's model-based tests: one test per generated path, each step checked
 * (state, context, running actors, actions, and for a delay: nothing before it runs out), then
 * one test that the paths together reach every state and take every transition.
 */
export async function describeMachineModel(model: MachineModel) {
  // Paths are planned before the tests are registered: one test per path.
  const plan = await planPaths(model);
  describe(`${model.machine.id}: model-based paths`, () => {
    it.each(plan.paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
      expectReplayMatches(await replayPath(model, path));
    });

    it('reaches every state and takes every transition', async () => {
      const results = [];
      for (const path of plan.paths) results.push(await replayPath(model, path));
      const coverage = coverageOf(model, plan, results);
      console.log(coverageTable([coverage]));
      expect(coverage.states.missing, 'states no path reaches').toEqual([]);
      expect(coverage.transitions.missing, 'transitions no path takes').toEqual([]);
    });
  });
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
