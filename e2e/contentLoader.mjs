// A Node module hook for the browser tests (Playwright runs their TypeScript in Node, not in Vite):
// `import … from './content/cabinet.yml'` gives the checked, typeset content, as the build's plugin
// does (pipeline/content/sheetReader.ts). Registered by playwright.config.ts.
import { fileURLToPath } from 'node:url';

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !/\/src\/content\/[\w-]+\.yml$/.test(url)) return nextLoad(url, context);
  const reader = new URL('../pipeline/content/sheetReader.ts', import.meta.url).href;
  return {
    format: 'module',
    shortCircuit: true,
    source: `import { contentModuleAt } from ${JSON.stringify(reader)};\nexport default await contentModuleAt(${JSON.stringify(fileURLToPath(url))});\n`,
  };
}
