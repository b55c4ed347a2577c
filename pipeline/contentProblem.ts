// What is wrong in her content, as every reader of it reports it: the build's report, the terminal's,
// the dev server's page (pipeline/contentErrorPage.ts).
import { articlePlace } from '../src/content/article.ts';
import { articlePath } from './contentPaths.ts';

/**
 * One thing to correct: her words first (the sheet as the editor titles it, the field by its labels,
 * what is wrong: src/content/problems.ts), then the file, for a developer; `detail` is a
 * developer's too (the YAML parser's excerpt, the image decoder's words) and only the build prints it.
 */
export type ContentProblem = { text: string; file: string; detail?: string };

/** A problem as the build writes it: her words, then the file. */
export const problemLine = ({ text, file }: ContentProblem) => `${text} (${file})`;

/** Thrown by a reader of her content: every problem it found. */
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

/** A problem of an article, in her words, after the file's place. */
export const articleProblem = (file: string, text: string, detail?: string): ContentProblem => ({
  text: `${articlePlace(file)}\u00a0: ${text}`,
  file: articlePath(file),
  ...(detail && { detail }),
});
