import type * as v from 'valibot';

/**
 * How a problem in her content is worded, whatever the file: a content sheet (problems.ts) or an
 * article's front matter (article.ts `checkArticle`). The field as she finds it in the editor, what is
 * expected, what was read. Browser-safe: the build, the dev server's page and the editor say the same.
 */

/** A label or a value as her messages quote it: « Tarif, en euros ». */
export const quoted = (text: string) => `«\u00a0${text}\u00a0»`;

/** A value as read in the file, short. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '(vide)';
  if (Array.isArray(value))
    return value.length === 0 ? 'aucun élément' : `${value.length} élément${value.length > 1 ? 's' : ''}`;
  if (typeof value === 'object') return '(un groupe de champs)';
  if (typeof value !== 'string') return String(value);
  const text = value.trim();
  if (text === '') return '(vide)';
  // A day as she types it in a French browser, day first (the file writes 2026-12-21).
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) return quoted(`${day[3]}/${day[2]}/${day[1]}`);
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

/** What is wrong in a whole file or front matter, when no field is to blame. */
export const wholeProblem = (issue: v.BaseIssue<unknown>) =>
  `${expected(issue, '')}\u202f; valeur lue\u00a0: ${shown(issue.input)}`;

/**
 * One issue as one line, after the field named in her words (`field`, ending with its quoted `label`):
 * an unknown field, a missing one, or what is expected and what was read.
 */
export function fieldProblem(field: string, label: string, issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema' && issue.expected === 'never')
    return `${field}\u00a0: champ inconnu (une faute de frappe dans son nom\u202f?)\u00a0: corrigez son nom ou retirez-le`;
  // The value at the field: a rule over several fields (`v.forward`) reports on one of them, whose
  // value is the one to show, not the whole group's; its own words say why an empty one is refused.
  const value = issue.path?.at(-1)?.value;
  if (value === undefined && issue.kind === 'schema') return `${field}\u00a0: obligatoire, absent du fichier`;
  return `${field}\u00a0: ${expected(issue, label)}\u202f; valeur lue\u00a0: ${shown(value)}`;
}
