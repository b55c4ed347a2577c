import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const projectRoot = join(import.meta.dirname, '..', '..');

/** Every file below `src/<dir>` (recursively) with its text, paths relative to the project. */
export function sourceFiles(dir: string, pattern = /\.(ts|tsx)$/): Array<{ path: string; text: string }> {
  return projectFiles(join('src', dir), pattern);
}

/** Every file below a folder of the project (`pipeline`, `tools/bench`…) with its text, paths relative to the project. */
export function projectFiles(
  dir: string,
  pattern = /\.(ts|tsx|mjs)$/,
): Array<{ path: string; text: string }> {
  const root = join(projectRoot, dir);
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      if (name === 'node_modules') return [];
      const full = join(folder, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return walk(root)
    .filter((file) => pattern.test(file))
    .map((file) => ({ path: relative(projectRoot, file), text: readFileSync(file, 'utf8') }));
}
