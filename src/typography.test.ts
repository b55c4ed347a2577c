import { badSpacing } from './testing/frenchSpacing';
import { sourceFiles } from './testing/sourceFiles';

/** String literals of data files and JSX text of ui files: where visible copy lives. */
function visibleText(path: string, text: string): string[] {
  const literals = [...text.matchAll(/'((?:[^'\\\n]|\\.)*)'|`([^`]*)`|"((?:[^"\\\n]|\\.)*)"/g)].map(
    (match) => match[1] ?? match[2]?.replace(/\$\{[^}]*\}/g, '') ?? match[3] ?? '',
  );
  const jsxText = path.endsWith('.tsx')
    ? [...text.matchAll(/>([^<>{}]+)</g)].map((match) => match[1] ?? '')
    : [];
  return [...literals, ...jsxText];
}

describe('French typography', () => {
  it('no plain space before ? ! ; : in any copy of src/data, src/ui and src/routes', () => {
    const offenders = ['data', 'ui', 'routes']
      .flatMap((room) => sourceFiles(room).filter(({ path }) => !path.includes('.test.')))
      .flatMap(({ path, text }) =>
        visibleText(path, text)
          .filter((copy) => badSpacing.test(copy))
          .map((copy) => `${path}: ${JSON.stringify(copy)}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the rule catches a bad space and accepts a good one', () => {
    expect(badSpacing.test('Message envoyé !')).toBe(true);
    expect(badSpacing.test('Une question ?')).toBe(true);
    expect(badSpacing.test('Message envoyé\u202f!')).toBe(false);
    expect(badSpacing.test('repos\u00a0: lundi')).toBe(false);
  });
});
