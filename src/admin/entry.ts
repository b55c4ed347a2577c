// A whole sheet, checked before it is saved: the build's rules and words (src/data/content/problems.ts).
import { type ContentName, checkContent } from '../data/content/problems.ts';

/** What the build would refuse in this sheet, a line per value; none when it would build. */
export function entryProblems(name: ContentName, data: unknown): string[] {
  const result = checkContent(name, data);
  return result.ok ? [] : result.problems;
}
