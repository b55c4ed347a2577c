// `npm run machines`: writes docs/machines.md from the machine definitions (scripts/machines/*.ts).
// The generator is TypeScript that imports the machines, so it runs through Vite's SSR loader,
// with the project's compile-time constants but none of its plugins. `--check` only compares.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createServer, loadConfigFromFile } from 'vite';

const root = join(import.meta.dirname, '..', '..');
const check = process.argv.includes('--check');

const project = await loadConfigFromFile(
  { command: 'serve', mode: 'development' },
  'vite.config.ts',
  root,
  'silent',
);
const server = await createServer({
  root,
  configFile: false,
  appType: 'custom',
  logLevel: 'error',
  define: project?.config.define,
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});

try {
  const { machinesDocText } = await server.ssrLoadModule('/scripts/machines/docText.ts');
  const { MACHINES_DOC_PATH } = await server.ssrLoadModule('/scripts/machines/machinesDoc.ts');
  const target = join(root, MACHINES_DOC_PATH);
  const text = machinesDocText();
  const current = await readFile(target, 'utf8').catch(() => null);
  if (current === text) {
    console.log(`${MACHINES_DOC_PATH} is up to date.`);
  } else if (check) {
    console.error(`${MACHINES_DOC_PATH} is out of date: run \`npm run machines\`.`);
    process.exitCode = 1;
  } else {
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, text);
    console.log(`Wrote ${MACHINES_DOC_PATH}.`);
  }
} finally {
  await server.close();
}
