/**
 * Every machine has a model beside it (`xMachine.model.test.ts`, see docs/headless.md) that registers
 * its paths and its coverage test with `testModel`, so a new machine cannot go untested.
 */
const machines = Object.keys(import.meta.glob(['./*Machine.ts']));
const models = import.meta.glob<string>('./*Machine.model.test.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

it('has a model test beside every machine', () => {
  expect(machines.length).toBeGreaterThan(0);
  const missing = machines
    .map((file) => file.replace(/\.ts$/, '.model.test.ts'))
    .filter((model) => !/\btestModel\(\w+, import\.meta\.filename\)/.test(models[model] ?? ''))
    .map((model) => `${model}: no model registered with testModel (see docs/headless.md)`);
  expect(missing).toEqual([]);
});
