import * as v from 'valibot';
import { contentFiles } from './schema.ts';
import { childOf, labelOf, type SchemaNode } from './schemaNodes.ts';

/**
 * What is wrong in a content file, in the practitioner's words: the field named by the labels the
 * editor shows her (list items counted from 1), what is expected, what was read. Browser-safe (valibot
 * and the rules only): the build, the dev server's page and the editor, before it saves, say the same.
 */

export type ContentName = keyof typeof contentFiles;

const quoted = (text: string) => `«\u00a0${text}\u00a0»`;

/** The title of a file's sheet in the editor, quoted: « Prestations : durées et tarifs ». */
export function sheetTitle(name: ContentName): string {
  return quoted(contentFiles[name].label);
}

/** The field at `path`, as named to her, and its own label (to leave out of the rule's message). */
function fieldAt(name: ContentName, path: readonly unknown[]): { field: string; label?: string } {
  const parts: string[] = [];
  let schema: SchemaNode | undefined = contentFiles[name].schema as unknown as SchemaNode;
  let isItem = false;
  for (const key of path) {
    schema = childOf(schema, key);
    isItem = typeof key === 'number';
    if (isItem) parts.push(`${parts.pop() ?? ''} n°\u00a0${(key as number) + 1}`.trim());
    else parts.push(labelOf(schema) ?? String(key));
  }
  // The field itself is quoted; a list item is named by its own label when it has one.
  const label = labelOf(schema);
  const last = (isItem ? label : undefined) ?? parts.pop() ?? '';
  return { field: [...parts, quoted(last)].join(' › '), ...(label && { label }) };
}

/**
 * The field at `path` (keys as in the file, list items from 0) as she finds it in the editor:
 * Atelier de portage › Formats et tarifs n° 3 › « Tarif, en euros ». A key the rules do not know is
 * named as written in the file. For what only the build can check (a photo that cannot be read).
 */
export function fieldName(name: ContentName, path: ReadonlyArray<string | number>): string {
  return fieldAt(name, path).field;
}

/** A value as read in the file, short. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '(vide)';
  if (Array.isArray(value))
    return value.length === 0 ? 'aucun élément' : `${value.length} élément${value.length > 1 ? 's' : ''}`;
  if (typeof value === 'object') return '(un groupe de champs)';
  if (typeof value !== 'string') return String(value);
  const text = value.trim();
  if (text === '') return '(vide)';
  return quoted(text.length > 80 ? `${text.slice(0, 79)}…` : text);
}

/** valibot's own words for a type, when the rules gave none (a field kind without a message). */
const typeNames: Record<string, string> = {
  Object: 'un groupe de champs',
  Array: 'une liste',
  string: 'du texte',
  number: 'un nombre',
  boolean: 'oui ou non',
};

/**
 * What is expected, from the issue's message: the rules write « Tarif, en euros » : 2000 au plus, and
 * the field is already named before it, so its quoted label is left out; a type's message (un nombre
 * (Tarif, en euros)) becomes « il faut un nombre ».
 */
function expected(issue: v.BaseIssue<unknown>, label: string): string {
  if (/^Invalid /.test(issue.message))
    return issue.kind === 'schema'
      ? `il faut ${typeNames[issue.expected ?? ''] ?? issue.expected}`
      : `valeur refusée (attendu\u00a0: ${issue.expected})`;
  const message = issue.message.replace(/^«\u00a0[^»]*\u00a0»(\u00a0:)? /, '').replace(` (${label})`, '');
  return issue.kind === 'schema' ? `il faut ${message}` : message;
}

/** One issue as one line: the field, what is wrong, what was read. */
function problemLine(name: ContentName, issue: v.BaseIssue<unknown>): string {
  const path = issue.path ?? [];
  if (path.length === 0)
    return `la fiche entière\u00a0: ${expected(issue, '')}\u202f; valeur lue\u00a0: ${shown(issue.input)}`;
  const { field, label = '' } = fieldAt(
    name,
    path.map((item) => item.key),
  );
  if (issue.kind === 'schema' && issue.expected === 'never')
    return `${field}\u00a0: champ inconnu (une faute de frappe dans son nom\u202f?)\u00a0: corrigez son nom ou retirez-le`;
  // The value at the field: a rule over several fields (`v.forward`) reports on one of them, whose
  // value is the one to show, not the whole group's.
  const value = path[path.length - 1]?.value;
  if (value === undefined) return `${field}\u00a0: obligatoire, absent du fichier`;
  return `${field}\u00a0: ${expected(issue, label)}\u202f; valeur lue\u00a0: ${shown(value)}`;
}

/**
 * Checks one file's content against its rules: its output, or one line per problem naming the field
 * in her words, e.g. « Atelier de portage › Formats et tarifs n° 3 › « Tarif, en euros » : 2000 au
 * plus ; valeur lue : 2500 ».
 */
export function checkContent(
  name: ContentName,
  data: unknown,
): { ok: true; output: unknown } | { ok: false; problems: string[] } {
  const result = v.safeParse(contentFiles[name].schema, data);
  if (result.success) return { ok: true, output: result.output };
  return { ok: false, problems: result.issues.map((issue) => problemLine(name, issue)) };
}
