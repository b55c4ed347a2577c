// The practitioner's content files (src/data/content/*.yml): read at build time, checked against
// their rules (src/data/content/schema.ts), French typography applied, handed to the code as modules.
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import * as v from 'valibot';
import type { Plugin } from 'vite';
import { parseDocument } from 'yaml';
import { contentFiles } from '../src/data/content/schema.ts';

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
  if (issue.input === undefined) return 'obligatoire, absent du fichier';
  const expected = issue.kind === 'schema' ? `attendu : ${issue.message}` : issue.message;
  return `${expected} ; valeur lue : ${shown(issue.input)}`;
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

/** The checked, typeset content of the file at this path (a Node module hook's way in: scripts/contentLoader.mjs). */
export function readContentFileAt(path: string) {
  const name = Object.entries(contentFiles).find(([, { file }]) => file === basename(path))?.[0];
  if (!name) throw new ContentError(`${path} : aucune règle pour ce fichier (src/data/content/schema.ts).`);
  return readContentFile(name as keyof typeof contentFiles, dirname(path));
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

/**
 * Vite plugin: `import cabinet from './content/cabinet.yml'` gives the checked, typeset content.
 * Every file is checked when Vite starts, so a wrong value stops `dev` and `build` at once; in dev,
 * a file saved with a mistake shows the same message.
 */
export function contentFilesPlugin({ dir = contentDir } = {}): Plugin {
  const byFile = new Map<string, string>(
    Object.entries(contentFiles).map(([name, { file }]) => [file, name]),
  );
  return {
    name: 'content-files',
    buildStart() {
      const problems = contentProblems(dir);
      if (problems.length > 0) this.error(`Contenu à corriger :\n${problems.join('\n')}`);
    },
    load(id) {
      const [path] = id.split('?');
      if (!path?.startsWith(dir) || !path.endsWith('.yml')) return null;
      const name = byFile.get(basename(path)) as keyof typeof contentFiles | undefined;
      if (!name) this.error(`${path}: no schema for this content file (src/data/content/schema.ts)`);
      this.addWatchFile(path);
      try {
        return `export default ${asJavaScript(readContentFile(name, dir))};`;
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
  };
}
