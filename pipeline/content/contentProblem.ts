// What is wrong in her content, as every reader of it reports it: the build's report, the terminal's,
// the dev server's page (pipeline/content/contentErrorPage.ts).
import { articlePlace } from '../../src/content/article.ts';
import { articlePath } from './contentPaths.ts';

/**
 * One thing to correct: her words first (the sheet as the editor titles it, the field by its labels,
 * what is wrong: src/content/problems.ts), then the file, for a developer; `detail` is a
 * developer's too (the YAML parser's excerpt, the image decoder's words) and only the build prints it.
 */
export type ContentProblem = { text: string; file: string; detail?: string };

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

/** A problem of an article, in her words, after the file's place. */
export const articleProblem = (file: string, text: string, detail?: string): ContentProblem => ({
  text: `${articlePlace(file)}\u00a0: ${text}`,
  file: articlePath(file),
  ...(detail && { detail }),
});
