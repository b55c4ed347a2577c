// `npm run lint` runs this: no import circle in the code (issue 37). A circle means two files that
// cannot be read, tested or moved one without the other; it also hides which of them is the lower room.
// Every relative import counts, `import type` and `export … from` too (a circle of types is a circle of
// meaning). Usage: node tools/importCircles.mjs [folder…]; exits 1 and lists each circle found.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
export const FOLDERS = ['src', 'pipeline', 'tools', 'e2e'];
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'bench-results']);

/** Every source file under `folder`, relative to the repository. */
function sourceFiles(folder) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      if (SKIPPED.has(entry) || entry.startsWith('.')) continue;
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) found.push(relative(root, path));
    }
  };
  if (existsSync(join(root, folder))) walk(join(root, folder));
  return found;
}

/** The relative imports of a file's text: static, dynamic, type-only and re-exports. */
export function importedSpecifiers(text) {
  const specifiers = [];
  const pattern =
    /(?:^|[\s;}])(?:import|export)\s[^'"`;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|[\s;(])import\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
  for (const match of text.matchAll(pattern)) specifiers.push(match[1] ?? match[2]);
  return specifiers;
}

/** The file a relative specifier names, as TypeScript and Vite find it (with or without its extension). */
function resolved(from, specifier) {
  const base = join(dirname(from), specifier.split('?')[0]);
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mjs', '.js'].map((ext) => base + ext),
    join(base, 'index.ts'),
  ];
  return candidates.find((path) => SOURCE.test(path) && existsSync(join(root, path)));
}

/** The strongly connected groups of more than one file (Tarjan), each sorted: the import circles. */
export function circlesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) circles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

/** The import graph of the given folders: each file and the files it imports. */
export function importGraph(folders = FOLDERS) {
  const graph = new Map();
  for (const file of folders.flatMap(sourceFiles)) {
    const text = readFileSync(join(root, file), 'utf8');
    const targets = importedSpecifiers(text)
      .map((specifier) => resolved(file, specifier))
      .filter(Boolean);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folders = process.argv.slice(2);
  const graph = importGraph(folders.length > 0 ? folders : FOLDERS);
  const circles = circlesOf(graph);
  for (const circle of circles) console.error(`import circle: ${circle.join(' ↔ ')}`);
  console.log(`${graph.size} files, ${circles.length} import circle(s)`);
  process.exit(circles.length > 0 ? 1 : 0);
}
