// Runs a TypeScript module of this project from Node and calls its `main()`:
//   node tools/machines/run.mjs tools/machines/writeDoc.ts
// Machines import other TypeScript files without extensions and read compile-time constants
// (`__SITE_ENV__`) and the practitioner's content files (`*.yml`), so the module goes through Vite's
// SSR loader, with the project's `define` and content plugin, none of its other plugins (nothing is
// generated or watched).
import { join, relative } from 'node:path';
import { createServer, loadConfigFromFile } from 'vite';

const root = join(import.meta.dirname, '..', '..');
const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node tools/machines/run.mjs <file.ts>');
  process.exit(2);
}

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
  // Through `unknown[]`: flattening Vite's endlessly nested PluginOption is past what TypeScript instantiates.
  plugins: /** @type {(import('vite').Plugin | null | undefined)[]} */ (
    /** @type {unknown[]} */ (project?.config.plugins ?? []).flat(Number.POSITIVE_INFINITY)
  ).filter((plugin) => plugin?.name === 'content-files'),
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});

try {
  const module = await server.ssrLoadModule(`/${relative(root, join(process.cwd(), file))}`);
  if (typeof module.main !== 'function') throw new Error(`${file} exports no main()`);
  await module.main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.close();
}
