import { machineCatalogue } from '../../scripts/machines/catalogue';
import {
  coverageOf,
  coverageTable,
  describePath,
  expectReplayMatches,
  type MachineModel,
  type ModelCoverage,
  planPaths,
  type ReplayResult,
  replayPath,
} from './modelHarness';

/** Every model, found like the machines are: `src/testing/models/<name>.model.ts`. */
const models = Object.values(
  import.meta.glob<Record<string, MachineModel>>('./models/*.model.ts', { eager: true }),
).flatMap((module) =>
  Object.values(module).filter((value) => typeof value === 'object' && 'machine' in value),
);

const machines = machineCatalogue();

it('has a model for every machine', () => {
  const missing = machines
    .filter(({ machine }) => !models.some((model) => model.machine === machine))
    .map(({ file }) => `${file}: no model in src/testing/models/ (see docs/headless.md)`);
  expect(missing).toEqual([]);
});

// Paths are planned before the tests are registered: one test per path, each step checked (state,
// context, running actors, actions, and for a delay: nothing before it runs out); then, per machine,
// one test that the paths together reach every state and take every transition.
const rows: ModelCoverage[] = [];
for (const { machine } of machines) {
  const model = models.find((candidate) => candidate.machine === machine);
  if (!model) continue;
  const plan = await planPaths(model);
  const results: ReplayResult[] = [];

  describe(`${machine.id}: model-based paths`, () => {
    it.each(plan.paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
      const result = await replayPath(model, path);
      results.push(result);
      expectReplayMatches(result);
    });

    it('reaches every state and takes every transition', () => {
      expect(results, 'every path replayed').toHaveLength(plan.paths.length);
      const coverage = coverageOf(model, plan, results);
      rows.push(coverage);
      expect(coverage.states.missing, 'states no path reaches').toEqual([]);
      expect(coverage.transitions.missing, 'transitions no path takes').toEqual([]);
    });
  });
}

afterAll(() => {
  console.log(
    `Model-based coverage (states and transitions reached by the generated paths)\n${coverageTable(rows)}`,
  );
});
