// The practitioner's content files (src/data/content/*.yml): read at build time, checked against
// their rules (src/data/content/schema.ts), French typography applied, handed to the code as modules.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import * as v from 'valibot';
import type { Plugin } from 'vite';
import { parseDocument } from 'yaml';
import type { SitePicture } from '../src/data/content/photo.ts';
import { type CabinetContent, contentFiles } from '../src/data/content/schema.ts';
import { PHOTO_URL_BASE, type PhotoFile, photoCacheDir, processPhoto } from './photos.ts';

export const contentDir = join(import.meta.dirname, '..', 'src', 'data', 'content');
const relativeName = (file: string) => `src/data/content/${file}`;

/**
 * French typography, so that the practitioner can type as on any keyboard: a plain space before
 * ? ! ; becomes a narrow no-break space, before : and inside « » a no-break space, before € too;
 * a straight apostrophe becomes ’.
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/[ \u00a0]([?!;])/g, '\u202f$1')
    .replace(/[ \u202f]:/g, '\u00a0:')
    .replace(/« /g, '«\u00a0')
    .replace(/ »/g, '\u00a0»')
    .replace(/ €/g, '\u00a0€')
    .replace(/'/g, '’');
}

const typeset = (value: unknown): unknown => {
  if (typeof value === 'string') return frenchTypography(value);
  if (Array.isArray(value)) return value.map(typeset);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typeset(item)]));
  return value;
};

/** "atelier-portage.formats[2].price" */
function fieldPath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((item, index) =>
      typeof item.key === 'number' ? `[${item.key + 1}]` : `${index === 0 ? '' : '.'}${String(item.key)}`,
    )
    .join('');
}

const shown = (value: unknown) =>
  typeof value !== 'string' ? JSON.stringify(value) : value.trim() === '' ? '(vide)' : `« ${value} »`;

export class ContentError extends Error {}

/** What is wrong with one value, in the practitioner's words. */
function problem(issue: v.BaseIssue<unknown>): string {
  const isKeyIssue = issue.kind === 'schema' && /object$/.test(issue.type);
  if (isKeyIssue && issue.expected === 'never')
    return 'champ inconnu (une faute de frappe dans son nom ?) : corrigez son nom ou retirez-le';
  // A rule over several fields (a photo's description) reports on one of them: show that field's value.
  const input = issue.type === 'check' && issue.path ? issue.path.at(-1)?.value : issue.input;
  if (input === undefined) return 'obligatoire, absent du fichier';
  const expected = issue.kind === 'schema' ? `attendu : ${issue.message}` : issue.message;
  return `${expected} ; valeur lue : ${shown(input)}`;
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
 * Reads one content file and checks it. Throws a ContentError naming the file and, per problem, the
 * field (list items counted from 1, as the practitioner counts them), what is expected and what
 * was found.
 */
export function readContentFile(name: keyof typeof contentFiles, dir = contentDir) {
  const { file, schema } = contentFiles[name];
  const where = relativeName(file);
  let text: string;
  try {
    text = readFileSync(join(dir, file), 'utf8');
  } catch {
    throw new ContentError(frenchTypography(`${where} : fichier introuvable.`));
  }
  const document = parseDocument(text, { prettyErrors: true });
  if (document.errors.length > 0) {
    const [error] = document.errors;
    const line = error?.linePos?.[0]?.line;
    throw new ContentError(
      `${frenchTypography(`${where}${line ? `, ligne ${line}` : ''} : le fichier n’est pas du YAML valide (vérifiez l’indentation et les guillemets).`)}\n${error?.message ?? ''}`,
    );
  }
  const result = v.safeParse(schema, document.toJS());
  if (!result.success) {
    const problems = result.issues.map(
      (issue) =>
        `  - champ ${fieldPath(issue) || '(le fichier entier)'}${frenchTypography(` : ${problem(issue)}`)}`,
    );
    const count = problems.length === 1 ? '1 valeur' : `${problems.length} valeurs`;
    throw new ContentError(`${frenchTypography(`${where} : ${count} à corriger.`)}\n${problems.join('\n')}`);
  }
  return typeset(result.output);
}

/** What the module of the content file at this path exports (a Node module hook's way in: scripts/contentLoader.mjs). */
export function contentModuleAt(path: string) {
  const name = Object.entries(contentFiles).find(([, { file }]) => file === basename(path))?.[0];
  if (!name) throw new ContentError(`${path} : aucune règle pour ce fichier (src/data/content/schema.ts).`);
  return contentModuleValue(name as keyof typeof contentFiles, dirname(path));
}

/** Checks every content file; the messages of the files that fail, empty when all are right. */
export function contentProblems(dir = contentDir): string[] {
  return (Object.keys(contentFiles) as Array<keyof typeof contentFiles>).flatMap((name) => {
    try {
      readContentFile(name, dir);
      return [];
    } catch (error) {
      if (error instanceof ContentError) return [error.message];
      throw error;
    }
  });
}

/** The day it is in France, written 2026-12-24. */
export const franceToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

/**
 * What a content file's module exports: its content, with two changes. The cabinet keeps only the
 * closures that have not ended by the day of the build (`today`): she need not remove past ones.
 * Every photo field, in any file, is processed (scripts/photos.ts) and the pages get its files' sizes
 * and addresses; `onFile` receives every generated file (the build emits them, dev serves them).
 */
export async function contentModuleValue(
  name: keyof typeof contentFiles,
  dir = contentDir,
  onFile: (file: PhotoFile) => void = () => {},
  today = franceToday(),
): Promise<unknown> {
  const content = readContentFile(name, dir);
  const cabinet = name === 'cabinet' ? (content as CabinetContent) : undefined;
  const value = cabinet
    ? { ...cabinet, closures: cabinet.closures.filter(({ to }) => to >= today) }
    : content;
  return withPictures(value, '', { file: contentFiles[name].file, dir, onFile });
}

const isPhotoField = (value: object): value is { image: string; alt: string } =>
  Object.keys(value).sort().join() === 'alt,image';

/**
 * The value with each photo field ({ image, alt }, src/data/content/schema.ts) as the pages get it:
 * processed, with its own size and description, in the illustration's place; null where she left it
 * empty (the illustration stays). `path` is the field's, as the error messages write it
 * ("items[2].photo"); the generated files are named after it ("items-2-photo-…").
 */
async function withPictures(
  value: unknown,
  path: string,
  context: { file: string; dir: string; onFile: (file: PhotoFile) => void },
): Promise<unknown> {
  if (Array.isArray(value))
    return Promise.all(value.map((item, index) => withPictures(item, `${path}[${index + 1}]`, context)));
  if (!value || typeof value !== 'object') return value;
  if (isPhotoField(value)) return pictureOf(value, path, context);
  const entries = await Promise.all(
    Object.entries(value).map(
      async ([key, item]) => [key, await withPictures(item, path ? `${path}.${key}` : key, context)] as const,
    ),
  );
  return Object.fromEntries(entries);
}

async function pictureOf(
  { image, alt }: { image: string; alt: string },
  path: string,
  { file, dir, onFile }: { file: string; dir: string; onFile: (file: PhotoFile) => void },
): Promise<SitePicture | null> {
  if (!image) return null;
  const source = join(dir, image.replace(/^\//, ''));
  if (!existsSync(source))
    throw new ContentError(
      `${relativeName(file)} : champ ${path}.image : la photo ${image} est introuvable.`,
    );
  const { photo, files } = await processPhoto(source, path.replace(/\[(\d+)\]/g, '-$1').replace(/\./g, '-'));
  for (const generated of files) onFile(generated);
  return { src: photo.src, width: photo.width, height: photo.height, alt, photo };
}

/**
 * Vite plugin: `import cabinet from './content/cabinet.yml'` gives the checked, typeset content.
 * Every file is checked when Vite starts, so a wrong value stops `dev` and `build` at once; in dev,
 * a file saved with a mistake shows the same message. Photos: their generated files are emitted into
 * the client build under /images/photos/, and served from the cache in dev.
 */
export function contentFilesPlugin({ dir = contentDir } = {}): Plugin {
  const byFile = new Map<string, string>(
    Object.entries(contentFiles).map(([name, { file }]) => [file, name]),
  );
  let serving = false;
  return {
    name: 'content-files',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    buildStart() {
      const problems = contentProblems(dir);
      if (problems.length > 0) this.error(`Contenu à corriger :\n${problems.join('\n')}`);
    },
    configureServer(server) {
      server.middlewares.use(PHOTO_URL_BASE, (req, res, next) => {
        const file = /^\/([\w.-]+)$/.exec(req.url?.split('?')[0] ?? '')?.[1];
        if (!file || !existsSync(join(photoCacheDir, file))) return next();
        res.setHeader('Content-Type', `image/${file.endsWith('.jpg') ? 'jpeg' : file.split('.').pop()}`);
        res.end(readFileSync(join(photoCacheDir, file)));
      });
    },
    async load(id, options) {
      const [path] = id.split('?');
      if (!path?.startsWith(dir) || !path.endsWith('.yml')) return null;
      const name = byFile.get(basename(path)) as keyof typeof contentFiles | undefined;
      if (!name) this.error(`${path}: no schema for this content file (src/data/content/schema.ts)`);
      this.addWatchFile(path);
      const emit = ({ fileName, path: filePath }: PhotoFile) => {
        if (serving || options?.ssr) return;
        this.emitFile({
          type: 'asset',
          fileName: `${PHOTO_URL_BASE.slice(1)}/${fileName}`,
          source: readFileSync(filePath),
        });
      };
      try {
        return `export default ${asJavaScript(await contentModuleValue(name, dir, emit))};`;
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
  };
}
