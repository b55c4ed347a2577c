import { type AnyStateMachine, StateMachine } from 'xstate';

/**
 * Every machine of `src/machines/*Machine.ts`, found by Vite's glob (in Vitest and in the
 * `npm run machines` script alike), so a new machine file appears without touching this list.
 */
export type MachineEntry = {
  /** `src/machines/mobileMenuMachine.ts` */
  file: string;
  /** The exported const: `mobileMenuMachine`. */
  exportName: string;
  machine: AnyStateMachine;
  /** The file's text, for the JSDoc comments the definition cannot carry. */
  source: string;
};

const modules = import.meta.glob<Record<string, unknown>>('/src/machines/*Machine.ts', { eager: true });

/** Every TypeScript source under src/machines (machines and their browser modules), by path. */
export const machineSources: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['/src/machines/**/*.ts', '!**/*.test.ts'], {
      eager: true,
      query: '?raw',
      import: 'default',
    }),
  ).map(([path, text]) => [path.replace(/^\//, ''), text]),
);

export function machineCatalogue(): MachineEntry[] {
  return Object.keys(modules)
    .sort()
    .map((path) => {
      const file = path.replace(/^\//, '');
      const exportName = file.replace(/^.*\//, '').replace(/\.ts$/, '');
      const machine = modules[path]?.[exportName];
      if (!(machine instanceof StateMachine)) {
        throw new Error(
          `${file} must export its machine as \`${exportName}\` (README, "How the code is laid out": one machine per file).`,
        );
      }
      return { file, exportName, machine, source: machineSources[file] ?? '' };
    });
}
