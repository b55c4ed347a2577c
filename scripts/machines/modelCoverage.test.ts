import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../sourceFiles';
import { machineCatalogue } from './catalogue';
import {
  coverageOf,
  coverageTable,
  type MachineModel,
  type ModelCoverage,
  planPaths,
  replayPath,
} from './modelHarness';

/** Every model, found like the machines are: `src/machines/models/<name>.model.ts`. */
const models = Object.values(
  import.meta.glob<Record<string, MachineModel>>('/src/machines/models/*.model.ts', { eager: true }),
).flatMap((module) =>
  Object.values(module).filter((value) => typeof value === 'object' && 'machine' in value),
);

describe('model-based coverage of every machine', () => {
  it('has a model, and a model test, for every machine', () => {
    const missing = machineCatalogue().flatMap(({ file, exportName, machine }) => [
      ...(models.some((model) => model.machine === machine)
        ? []
        : [`${file}: no model in src/machines/models/ (see docs/headless.md)`]),
      ...(existsSync(join(projectRoot, `src/machines/${exportName}.model.test.ts`))
        ? []
        : [`${file}: no src/machines/${exportName}.model.test.ts`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('reaches every state and takes every transition of every machine', async () => {
    const rows: ModelCoverage[] = [];
    for (const { machine } of machineCatalogue()) {
      const model = models.find((candidate) => candidate.machine === machine);
      if (!model) continue;
      const plan = await planPaths(model);
      const results = [];
      for (const path of plan.paths) results.push(await replayPath(model, path));
      rows.push(coverageOf(model, plan, results));
    }
    console.log(
      `Model-based coverage (states and transitions reached by the generated paths)\n${coverageTable(rows)}`,
    );
    const gaps = rows.flatMap((row) => [
      ...row.states.missing.map((id) => `${row.machine}: state ${id}`),
      ...row.transitions.missing.map((key) => `${row.machine}: transition ${key}`),
    ]);
    expect(gaps).toEqual([]);
  });
});
