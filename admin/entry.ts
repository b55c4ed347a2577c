// A whole sheet, checked before it is saved: the build's rules and words, the sheet's every field.
import * as v from 'valibot';
import { contentFiles } from '../src/data/content/schema.ts';

/** What the build would refuse in this sheet; none when it would build. */
export function entryProblems(name: keyof typeof contentFiles, data: unknown): string[] {
  const result = v.safeParse(contentFiles[name].schema, data);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}
