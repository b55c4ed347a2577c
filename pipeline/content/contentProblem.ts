// What is wrong in her content, as every reader of it reports it: the build's report, the terminal's,
// the dev server's page (pipeline/content/contentErrorPage.ts).
import { articlePlace, type NamedArticle } from '../../src/content/article.ts';
import type { ContentName } from '../../src/content/problems.ts';
import { articlePath } from './contentPaths.ts';

/**
 * One thing to correct: her words first (the sheet as the editor titles it, the field by its labels,
 * what is wrong: src/content/problems.ts), then the file, for a developer; `detail` is a
 * developer's too (the YAML parser's excerpt, the image decoder's words) and only the build prints it.
 */
export type ContentProblem = {
  text: string;
  file: string;
  detail?: string;
  /**
   * The field of a sheet it is about, when it is one (a value her sheet's rules refuse, a photo that cannot
   * be read): `where` names it as the editor does, `message` says what is wrong there. A refused publication
   * records it per field, a link to it in her editor (pipeline/editor/publicationRefusal.ts).
   */
  field?: FieldProblem;
};

/** A problem of one field of a sheet: its sheet and keys (list items from 0), its name, what is wrong. */
export type FieldProblem = {
  name: ContentName;
  path: Array<string | number>;
  where: string;
  message: string;
};

/** The keys of a dot path as valibot gives it (`closures.0.to`): list items as numbers. */
export const keysOf = (dotPath: string): Array<string | number> =>
  dotPath ? dotPath.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)) : [];

/**
 * A field's problem from the line that names it (`where` then « : » then what is wrong), or none for a
 * line about the whole sheet.
 */
export function fieldProblem(
  name: ContentName,
  path: Array<string | number>,
  where: string,
  line: string,
): FieldProblem | undefined {
  if (path.length === 0) return undefined;
  const prefix = `${where}\u00a0: `;
  return { name, path, where, message: line.startsWith(prefix) ? line.slice(prefix.length) : line };
}

/** A problem as the build writes it: her words, then the file. */
export const problemLine = ({ text, file }: ContentProblem) => `${text} (${file})`;

/**
 * The problems a report names, at most: the first ones, then how many more. A list of 65 000 empty items
 * is 130 000 problems, which would print 130 000 lines (17 MB) that no one reads.
 */
export const PROBLEMS_LISTED = 10;

/** A count as French text writes it: 130 000 (narrow no-break space). */
export const frenchCount = (count: number) => count.toLocaleString('fr-FR');

/** What a report says after the problems it names, when there are more: how many, and what to do. */
export function moreProblems(problems: readonly ContentProblem[]): string | undefined {
  const more = problems.length - PROBLEMS_LISTED;
  if (more <= 0) return undefined;
  return `… et ${frenchCount(more)} ${more === 1 ? 'autre' : 'autres'}\u00a0: corrigez d’abord celles-ci, les suivantes seront nommées ensuite.`;
}

/** Thrown by a reader of her content: every problem it found (its message names the first ones). */
export class ContentError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    super(
      [
        ...problems
          .slice(0, PROBLEMS_LISTED)
          .map((problem) => [problemLine(problem), problem.detail].filter(Boolean).join('\n')),
        moreProblems(problems),
      ]
        .filter(Boolean)
        .join('\n'),
    );
    this.problems = problems;
  }
}

/** The build's and the terminal's report: how many, what to do, then the first problems. */
export function contentReport(problems: ContentProblem[]): string {
  const count = problems.length === 1 ? '1 valeur' : `${frenchCount(problems.length)} valeurs`;
  const lines = problems
    .slice(0, PROBLEMS_LISTED)
    .map(
      (problem) =>
        `  - ${problemLine(problem)}${problem.detail ? `\n${problem.detail.replace(/^/gm, '    ')}` : ''}`,
    );
  const more = moreProblems(problems);
  return [
    `Contenu à corriger\u00a0: ${count}. Dans l’éditeur (/admin), corrigez chaque champ nommé, puis publiez.`,
    ...lines,
    ...(more ? [`  ${more}`] : []),
  ].join('\n');
}

/** A problem of an article, in her words, after its place (by its title once it is read). */
export const articleProblem = (article: NamedArticle, text: string, detail?: string): ContentProblem => ({
  text: `${articlePlace(article)}\u00a0: ${text}`,
  file: articlePath(article.file),
  ...(detail && { detail }),
});
