import { circlesOf, importedSpecifiers, importGraph } from './importCircles.mjs';

describe('the import-circle check (npm run lint)', () => {
  it('reads static, type-only, re-exported and dynamic imports, not packages', () => {
    const text = `import { a } from './a.ts';\nimport type { B } from '../b';\nexport { c } from './c.mjs';\nconst d = await import('./d.ts');\nimport e from 'vite';\n`;
    expect(importedSpecifiers(text)).toEqual(['./a.ts', '../b', './c.mjs', './d.ts']);
  });

  it('finds a circle through any number of files, and none in a one-way graph', () => {
    const circle = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(circlesOf(circle)).toEqual([['a', 'b', 'c']]);
    expect(
      circlesOf(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('finds no circle in src, pipeline, tools and e2e', () => {
    expect(circlesOf(importGraph())).toEqual([]);
  });
});
