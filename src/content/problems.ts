import * as v from 'valibot';
import { fieldProblem, quoted, wholeProblem } from './problemWording.ts';
import { contentFiles } from './schema.ts';
import { childOf, labelOf, type SchemaNode } from './schemaNodes.ts';
import { type ServiceTitles, serviceTitlesIn } from './schemas/rules.ts';

/**
 * What is wrong in a content file, in the practitioner's words: the field named by the labels the
 * editor shows her (list items counted from 1), what is expected, what was read. Browser-safe (valibot
 * and the rules only): the build, the dev server's page and the editor, before it saves, say the same.
 */

export type ContentName = keyof typeof contentFiles;

/** The title of a file's sheet in the editor, quoted: « Prestations : durées et tarifs ». */
export function sheetTitle(name: ContentName): string {
  return quoted(contentFiles[name].label);
}

/** The field at `path`, as named to her, and its own label (to leave out of the rule's message). */
function fieldAt(
  name: ContentName,
  path: readonly unknown[],
  titles: ServiceTitles,
): { field: string; label?: string } {
  const parts: string[] = [];
  let schema: SchemaNode | undefined = contentFiles[name].schema as unknown as SchemaNode;
  let isItem = false;
  for (const key of path) {
    schema = childOf(schema, key);
    isItem = typeof key === 'number';
    if (isItem) parts.push(`${parts.pop() ?? ''} n°\u00a0${(key as number) + 1}`.trim());
    else parts.push(labelOf(schema, titles) ?? String(key));
  }
  // The field itself is quoted; a list item is named by its own label when it has one.
  const label = labelOf(schema, titles);
  const last = (isItem ? label : undefined) ?? parts.pop() ?? '';
  return { field: [...parts, quoted(last)].join(' › '), ...(label && { label }) };
}

/**
 * The field at `path` (keys as in the file, list items from 0) as she finds it in the editor:
 * Atelier de portage › Formats et tarifs n° 3 › « Tarif, en euros ». A key the rules do not know is
 * named as written in the file. For what only the build can check (a photo that cannot be read).
 */
export function fieldName(
  name: ContentName,
  path: ReadonlyArray<string | number>,
  titles: ServiceTitles,
): string {
  return fieldAt(name, path, titles).field;
}

/** One issue as one line, worded as every problem is (problemWording.ts). */
function problemLine(name: ContentName, issue: v.BaseIssue<unknown>, titles: ServiceTitles): string {
  const path = issue.path ?? [];
  if (path.length === 0) return `la fiche entière\u00a0: ${wholeProblem(issue)}`;
  const { field, label = '' } = fieldAt(
    name,
    path.map((item) => item.key),
    titles,
  );
  return fieldProblem(field, label, issue);
}

/**
 * Checks one file's content against its rules: its output, or one line per problem naming the field
 * in her words, e.g. « Atelier de portage › Formats et tarifs n° 3 › « Tarif, en euros » : 2000 au
 * plus ; valeur lue : 2500 ».
 */
export function checkContent(
  name: ContentName,
  data: unknown,
  /** Her services' titles, for the services' groups; services.yml's own when it is the sheet checked. */
  titles: ServiceTitles,
): { ok: true; output: unknown } | { ok: false; problems: string[]; fields: string[] } {
  const result = v.safeParse(contentFiles[name].schema, data);
  if (result.success) return { ok: true, output: result.output };
  const named = name === 'services' ? serviceTitlesIn(data) : titles;
  return {
    ok: false,
    problems: result.issues.map((issue) => problemLine(name, issue, named)),
    // Each problem's field by its keys (`closures.0.to`), as the editor marks it.
    fields: result.issues.map((issue) => v.getDotPath(issue) ?? ''),
  };
}
