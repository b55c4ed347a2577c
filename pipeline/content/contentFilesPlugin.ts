// Vite plugin: her sheets as modules (`import cabinet from './content/cabinet.yml'` gives the checked,
// typeset content: pipeline/content/sheetReader.ts), the whole content checked before a build, and in dev the
// pages that say what to correct (pipeline/content/contentDevServer.ts).
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import type { ContentName } from '../../src/content/problems.ts';
import { contentFiles } from '../../src/content/schema.ts';
import { emitPhotoFiles, PHOTO_URL_BASE } from '../media/photos.ts';
import { contentErrorPages, servePhotos } from './contentDevServer.ts';
import { contentDir } from './contentPaths.ts';
import { ContentError, contentReport } from './contentProblem.ts';
import { contentProblems } from './contentScan.ts';
import { asJavaScript } from './javascriptLiteral.ts';
import { contentModuleValue } from './sheetReader.ts';
import { stop } from './stop.ts';

/**
 * `vite build` checks every file as it starts and stops on a wrong value: nothing wrong is published.
 * The dev server starts whatever the files hold, so that she can open the editor (/admin) and fix them;
 * while a value is wrong, every page answers a page in French naming it, and the site comes back at the
 * next reload once it is fixed. Photos: their generated files are emitted into the client build under
 * /images/photos/, and served from the cache in dev.
 */
export function contentFilesPlugin({ dir = contentDir }: { dir?: string } = {}): Plugin {
  const byFile = new Map<string, string>(
    Object.entries(contentFiles).map(([name, { file }]) => [file, name]),
  );
  let serving = false;
  let warn = (message: string) => console.warn(message);
  return {
    name: 'content-files',
    configResolved(config) {
      serving = config.command === 'serve';
      warn = (message) => config.logger.warn(message);
    },
    async buildStart() {
      if (serving) {
        // Told in the terminal too, without holding the server back.
        contentProblems(dir).then(
          (problems) => problems.length > 0 && warn(`\n${contentReport(problems)}\n`),
          () => {},
        );
        return;
      }
      const problems = await contentProblems(dir);
      if (problems.length > 0) stop(`\n${contentReport(problems)}`);
    },
    configureServer(server) {
      server.middlewares.use(PHOTO_URL_BASE, servePhotos);
      // After Vite's own middlewares, before the page renderer (pipeline/site/vitePrerenderedSite.ts, a later plugin).
      return () => {
        server.middlewares.use(contentErrorPages(dir));
      };
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(dir) && !file.startsWith(contentDir)) return;
      // A sheet saved from the editor: reload the site's open pages (the editor is not one: it never
      // listens, pipeline/editor/admin.ts), which then show the site or what to correct, rather than patch
      // modules in place (a wrong file would bring up Vite's overlay). Anything else written in her
      // folder (the editor's temporary files, the browser's swap files, a photo before its sheet) is
      // not her content yet: nothing reloads.
      const sheet = [dir, contentDir].includes(dirname(file)) && byFile.has(basename(file));
      if (sheet) server.ws.send({ type: 'full-reload' });
      return [];
    },
    async load(id, options) {
      const [path] = id.split('?');
      // Imports name the files where they live; `dir` may be another copy (CONTENT_DIR, tests).
      if (!path?.endsWith('.yml') || !(path.startsWith(dir) || path.startsWith(contentDir))) return null;
      const name = byFile.get(basename(path)) as ContentName | undefined;
      if (!name) this.error(`${path}: no schema for this content file (src/content/schema.ts)`);
      this.addWatchFile(join(dir, basename(path)));
      const emit = emitPhotoFiles(this, serving || Boolean(options?.ssr));
      try {
        return `export default ${asJavaScript(await contentModuleValue(name, dir, emit))};`;
      } catch (error) {
        if (error instanceof ContentError && !serving) stop(`\n${contentReport(error.problems)}`);
        if (error instanceof ContentError) this.error(contentReport(error.problems));
        throw error;
      }
    },
  };
}
