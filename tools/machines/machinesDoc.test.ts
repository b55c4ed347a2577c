import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../src/testing/sourceFiles';
import { machineCatalogue } from './catalogue';
import { machinesDocText } from './docText';
import { jsdocBefore, MACHINES_DOC_PATH, purposeOf } from './machinesDoc';

describe('docs/machines.md', () => {
  it('is up to date with the machine definitions', () => {
    const committed = readFileSync(join(projectRoot, MACHINES_DOC_PATH), 'utf8');
    expect(committed, `${MACHINES_DOC_PATH} is out of date: run \`npm run machines\``).toBe(
      machinesDocText(),
    );
  });

  it('covers every machine file in src/machines, found without a hand-kept list', () => {
    const files = readdirSync(join(projectRoot, 'src/machines'))
      .filter((name) => /Machine\.ts$/.test(name))
      .map((name) => `src/machines/${name}`)
      .sort();
    expect(machineCatalogue().map((entry) => entry.file)).toEqual(files);
    for (const { machine } of machineCatalogue()) expect(machinesDocText()).toContain(`## ${machine.id}\n`);
  });

  it('says what every machine is for', () => {
    const silent = machineCatalogue()
      .filter((entry) => purposeOf(entry) === '')
      .map((entry) => `${entry.file}: add a JSDoc comment above \`export const ${entry.exportName}\``);
    expect(silent).toEqual([]);
  });

  it('reads the JSDoc written right above a declaration, and only that one', () => {
    const source = [
      '/** Not this one. */',
      'const other = 1;',
      '/**',
      ' * The menu,',
      ' * on small screens.',
      ' */',
      'export const menuMachine = 2;',
    ].join('\n');
    expect(jsdocBefore(source, 'export\\s+const\\s+menuMachine\\b')).toBe('The menu, on small screens.');
    expect(jsdocBefore(source, 'export\\s+const\\s+missing\\b')).toBeNull();
  });
});
