// Her sheets (src/content/*.yml): read, checked against their rules (src/content/schema.ts),
// French typography applied, closures past and photos processed: the value a sheet's module exports.
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { type ContentName, checkContent, fieldName, sheetTitle } from '../../src/content/problems.ts';
import { type Content, contentFiles } from '../../src/content/schema.ts';
import type { ServiceTitles } from '../../src/content/schemas/rules.ts';
import { withPictures } from '../media/contentPhotos.ts';
import type { PhotoFile } from '../media/photos.ts';
import { MAX_SHEET_CHARACTERS, parseBoundedYaml, sizeRefusal } from './boundedInput.ts';
import { franceToday, withOpenClosures } from './closures.ts';
import { contentDir, sheetPath } from './contentPaths.ts';
import { ContentError, type ContentProblem, fieldProblem, keysOf } from './contentProblem.ts';
import { serviceTitlesAt } from './serviceTitles.ts';
import { typeset } from './typography.ts';

/**
 * Reads one sheet and checks it. Throws a ContentError naming, per problem, the sheet and the
 * field in her words (list items counted from 1, as she counts them; a service by its title in
 * `titles`, read once per build: pipeline/serviceTitles.ts), what is expected and what was found,
 * then the file.
 */
export function readContentFile(name: ContentName, titles: ServiceTitles, dir = contentDir) {
  const { file } = contentFiles[name];
  const where = sheetPath(file);
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
  const tooLong = sizeRefusal(text, MAX_SHEET_CHARACTERS);
  if (tooLong) fail(tooLong.text);
  const parsed = parseBoundedYaml(text, { what: 'le fichier' });
  if (!parsed.ok) return fail(parsed.text, parsed.detail);
  const result = checkContent(name, parsed.value, titles);
  if (!result.ok)
    throw new ContentError(
      result.problems.map((problem, index) => {
        const text = `${sheetTitle(name)} › ${problem}`;
        const path = keysOf(result.fields[index] ?? '');
        const named = path.length ? `${sheetTitle(name)} › ${fieldName(name, path, titles)}` : '';
        const field = fieldProblem(name, path, named, text);
        return { text, file: where, ...(field && { field }) };
      }),
    );
  return typeset(result.output, 'keepNoBreakSpaces' in contentFiles[name]);
}

/** What the module of the sheet at this path exports (a Node module hook's way in: e2e/contentLoader.mjs). */
export function contentModuleAt(path: string) {
  const name = Object.entries(contentFiles).find(([, { file }]) => file === basename(path))?.[0];
  if (!name) throw new Error(`${path} : aucune règle pour ce fichier (src/content/schema.ts).`);
  const dir = dirname(path);
  return contentModuleValue(name as ContentName, serviceTitlesAt(dir), dir);
}

/**
 * What a sheet's module exports: its content, with two changes. The cabinet keeps only the closures
 * that have not ended by the day of the build (`today`, pipeline/content/closures.ts). Every photo field, in
 * any sheet, is processed (pipeline/media/photos.ts) and the pages get its files' sizes and addresses;
 * `onFile` receives every generated file (the build emits them, dev serves them).
 */
export async function contentModuleValue(
  name: ContentName,
  titles: ServiceTitles,
  dir = contentDir,
  onFile: (file: PhotoFile) => void = () => {},
  today = franceToday(),
): Promise<unknown> {
  const content = readContentFile(name, titles, dir);
  const value = name === 'cabinet' ? withOpenClosures(content as Content<'cabinet'>, today) : content;
  const problems: ContentProblem[] = [];
  const withPhotos = await withPictures(value, [], { name, dir, titles, onFile, problems });
  if (problems.length > 0) throw new ContentError(problems);
  return withPhotos;
}
