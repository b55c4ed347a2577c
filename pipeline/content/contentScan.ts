// The whole of her content checked at once: every sheet and every article, with the same report.
import type { ContentName } from '../../src/content/problems.ts';
import { contentFiles } from '../../src/content/schema.ts';
import { readArticles } from '../articles/articleReader.ts';
import { contentDir } from './contentPaths.ts';
import { ContentError, type ContentProblem } from './contentProblem.ts';
import { contentModuleValue } from './sheetReader.ts';

/**
 * Checks every sheet as the pages will read it, photos included (each one read and processed:
 * pipeline/media/photos.ts keeps the result), and the articles; what is wrong, empty when all is right.
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
  return [...problems.flat(), ...(await readArticles(dir)).problems];
}
