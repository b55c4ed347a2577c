// The practitioner's content files (src/data/content/*.yml): read at build time, checked against
// their rules (src/data/content/schema.ts), French typography applied, handed to the code as modules.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { parseDocument } from 'yaml';
import { type ContentName, checkContent, sheetTitle } from '../src/data/content/problems.ts';
import { type Content, contentFiles } from '../src/data/content/schema.ts';
import { readArticles } from './articles.ts';
import { contentErrorPage } from './contentErrorPage.ts';
import { withPictures } from './contentPhotos.ts';
import { emitPhotoFiles, PHOTO_URL_BASE, type PhotoFile, photoCacheDir } from './photos.ts';
import { typeset } from './typography.ts';

export const contentDir = join(import.meta.dirname, '..', 'src', 'data', 'content');
const relativeName = (file: string) => `src/data/content/${file}`;

/**
 * One thing to correct: her words first (the sheet as the editor titles it, the field by its labels,
 * what is wrong: src/data/content/problems.ts), then the file, for a developer; `detail` is a
 * developer's too (the YAML parser's excerpt, the image decoder's words) and only the build prints it.
 */
export type ContentProblem = { text: string; file: string; detail?: string };

/** A problem as the build writes it: her words, then the file. */
export const problemLine = ({ text, file }: ContentProblem) => `${text} (${file})`;

export class ContentError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    super(
      problems.map((problem) => [problemLine(problem), problem.detail].filter(Boolean).join('\n')).join('\n'),
    );
    this.problems = problems;
  }
}

/** The build's and the terminal's report: how many, what to do, then each problem. */
export function contentReport(problems: ContentProblem[]): string {
  const count = problems.length === 1 ? '1 valeur' : `${problems.length} valeurs`;
  const lines = problems.map(
    (problem) =>
      `  - ${problemLine(problem)}${problem.detail ? `\n${problem.detail.replace(/^/gm, '    ')}` : ''}`,
  );
  return [
    `Contenu à corriger\u00a0: ${count}. Dans l’éditeur (/admin), corrigez chaque champ nommé, puis publiez.`,
    ...lines,
  ].join('\n');
}

/** A JSON value as a JavaScript literal, keys unquoted where they can be (a few bytes less per key). */
export function asJavaScript(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(asJavaScript).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(
        ([key, item]) =>
          `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}:${asJavaScript(item)}`,
      )
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * Reads one content file and checks it. Throws a ContentError naming, per problem, the sheet and the
 * field in her words (list items counted from 1, as she counts them), what is expected and what was
 * found, then the file.
 */
export function readContentFile(name: ContentName, dir = contentDir) {
  const { file } = contentFiles[name];
  const where = relativeName(file);
  const fail = (text: string, detail?: string): never => {
    throw new ContentError([
      { text: `${sheetTitle(name)}\u00a0: ${text}`, file: where, ...(detail && { detail }) },
    ]);
  };
  let text = '';
  try {
    text = readFileSync(join(dir, file), 'utf8');
  } catch {
    fail('fichier introuvable');
  }
  const document = parseDocument(text, { prettyErrors: true });
  if (document.errors.length > 0) {
    const [error] = document.errors;
    const line = error?.linePos?.[0]?.line;
    fail(
      `le fichier n’est pas du YAML valide${line ? ` à la ligne ${line}` : ''} (vérifiez l’indentation et les guillemets)`,
      error?.message,
    );
  }
  const result = checkContent(name, document.toJS());
  if (!result.ok)
    throw new ContentError(
      result.problems.map((problem) => ({ text: `${sheetTitle(name)} › ${problem}`, file: where })),
    );
  return typeset(result.output, 'keepNoBreakSpaces' in contentFiles[name]);
}

/** What the module of the content file at this path exports (a Node module hook's way in: e2e/contentLoader.mjs). */
export function contentModuleAt(path: string) {
  const name = Object.entries(contentFiles).find(([, { file }]) => file === basename(path))?.[0];
  if (!name) throw new Error(`${path} : aucune règle pour ce fichier (src/data/content/schema.ts).`);
  return contentModuleValue(name as ContentName, dirname(path));
}

/**
 * Checks every content file as the pages will read it, photos included (each one read and processed:
 * pipeline/photos.ts keeps the result), and the articles; what is wrong, empty when all is right.
 */
export async function contentProblems(dir = contentDir): Promise<ContentProblem[]> {
  const names = Object.keys(contentFiles) as ContentName[];
  const problems = await Promise.all(
    names.map((name) =>
      contentModuleValue(name, dir).then(
        () => [],
        (error: unknown) => {
          if (error instanceof ContentError) return error.problems;
          throw error;
        },
      ),
    ),
  );
  // The articles (pipeline/articles.ts) are checked with the files: the same report, the same page in dev.
  return [...problems.flat(), ...(await readArticles(dir)).problems];
}

/** The day it is in France, written 2026-12-24. */
export const franceToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

/**
 * What a content file's module exports: its content, with two changes. The cabinet keeps only the
 * closures that have not ended by the day of the build (`today`): she need not remove past ones.
 * Every photo field, in any file, is processed (pipeline/photos.ts) and the pages get its files' sizes
 * and addresses; `onFile` receives every generated file (the build emits them, dev serves them).
 */
export async function contentModuleValue(
  name: ContentName,
  dir = contentDir,
  onFile: (file: PhotoFile) => void = () => {},
  today = franceToday(),
): Promise<unknown> {
  const content = readContentFile(name, dir);
  const cabinet = name === 'cabinet' ? (content as Content<'cabinet'>) : undefined;
  const value = cabinet
    ? { ...cabinet, closures: cabinet.closures.filter(({ to }) => to >= today) }
    : content;
  const problems: ContentProblem[] = [];
  const withPhotos = await withPictures(value, [], { name, dir, onFile, problems });
  if (problems.length > 0) throw new ContentError(problems);
  return withPhotos;
}

/** Whether a request asks for a page (as pipeline/vitePrerenderedSite.ts renders them), not a file. */
const isPageRequest = (method: string | undefined, url: string | undefined) =>
  (method === 'GET' || method === 'HEAD') && !(url ?? '/').split('?')[0]?.includes('.');

/**
 * Vite plugin: `import cabinet from './content/cabinet.yml'` gives the checked, typeset content.
 * `vite build` checks every file as it starts and stops on a wrong value: nothing wrong is published.
 * The dev server starts whatever the files hold, so that she can open the editor (/admin) and fix them;
 * while a value is wrong, every page answers a page in French naming it (pipeline/contentErrorPage.ts),
 * and the site comes back at the next reload once it is fixed. Photos: their generated files are
 * emitted into the client build under /images/photos/, and served from the cache in dev.
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
      if (problems.length > 0) this.error(contentReport(problems));
    },
    configureServer(server) {
      server.middlewares.use(PHOTO_URL_BASE, (req, res, next) => {
        const file = /^\/([\w.-]+)$/.exec(req.url?.split('?')[0] ?? '')?.[1];
        if (!file || !existsSync(join(photoCacheDir, file))) return next();
        res.setHeader('Content-Type', `image/${file.endsWith('.jpg') ? 'jpeg' : file.split('.').pop()}`);
        res.end(readFileSync(join(photoCacheDir, file)));
      });
      // After Vite's own middlewares, before the page renderer (pipeline/vitePrerenderedSite.ts, a later
      // plugin): the files are read again at each page, so a fix shows at the next reload.
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (!isPageRequest(req.method, req.url)) return next();
          try {
            const problems = await contentProblems(dir);
            if (problems.length === 0) return next();
            res.statusCode = 500;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-store');
            res.end(req.method === 'HEAD' ? undefined : contentErrorPage(problems));
          } catch (error) {
            next(error);
          }
        });
      };
    },
    handleHotUpdate({ file, server }) {
      // A content file saved from the editor: reload the open pages, which then show the site or what
      // to correct, rather than patch modules in place (a wrong file would bring up Vite's overlay).
      if (!file.startsWith(dir) && !file.startsWith(contentDir)) return;
      server.ws.send({ type: 'full-reload' });
      return [];
    },
    async load(id, options) {
      const [path] = id.split('?');
      // Imports name the files where they live; `dir` may be another copy (CONTENT_DIR, tests).
      if (!path?.endsWith('.yml') || !(path.startsWith(dir) || path.startsWith(contentDir))) return null;
      const name = byFile.get(basename(path)) as ContentName | undefined;
      if (!name) this.error(`${path}: no schema for this content file (src/data/content/schema.ts)`);
      this.addWatchFile(join(dir, basename(path)));
      const emit = emitPhotoFiles(this, serving || Boolean(options?.ssr));
      try {
        return `export default ${asJavaScript(await contentModuleValue(name, dir, emit))};`;
      } catch (error) {
        if (error instanceof ContentError) this.error(contentReport(error.problems));
        throw error;
      }
    },
  };
}
