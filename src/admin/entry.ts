// A whole sheet, checked before it is saved: the build's rules and words (src/content/problems.ts),
// over what will be written, never over the editor's draft as it holds it.
import { type ContentName, checkContent } from '../content/problems.ts';
import { contentFiles } from '../content/schema.ts';
import { actionsOf, type SchemaNode } from '../content/schemaNodes.ts';
import type { ServiceTitles } from '../content/schemas/rules.ts';
import { LEGAL_TEXTS, legalTextsFromHer, problemAsSheReads } from './legalTextsSheet.ts';

/** A value that is no value: the editor leaves the field out of the file (`omit_empty_optional_fields`). */
const isEmpty = (value: unknown) => value === '' || value === null || value === undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A value as the editor writes it: only the fields its configuration names (made from these same rules,
 * src/admin/fields.ts), so whatever the editor keeps for itself in its draft (an id per list item, the
 * key an item had before it moved) is never read by a rule nor named in a message; an optional field
 * left empty is left out, as the file leaves it out. Lists keep their items in her order.
 */
export function asWritten(schema: SchemaNode, value: unknown): unknown {
  const { base } = actionsOf(schema);
  if (base.type === 'optional' || base.type === 'nullish') {
    if (isEmpty(value) || (isRecord(value) && Object.values(value).every(isEmpty))) return undefined;
    return asWritten(base.wrapped as SchemaNode, value);
  }
  if ((base.type === 'object' || base.type === 'strict_object') && isRecord(value)) {
    const written: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(base.entries ?? {})) {
      const fieldValue = asWritten(field, value[key]);
      if (fieldValue !== undefined) written[key] = fieldValue;
    }
    return written;
  }
  if (base.type === 'array' && Array.isArray(value))
    return value.map((item) => asWritten(base.item as SchemaNode, item));
  return value;
}

/** A sheet as it will be written, from the editor's draft (her legal texts turned back as their format writes them). */
export const sheetAsWritten = (name: ContentName, data: unknown) =>
  asWritten(
    contentFiles[name].schema as unknown as SchemaNode,
    name === LEGAL_TEXTS ? legalTextsFromHer(data) : data,
  );

/** What the build would refuse in this sheet as it will be written, a line per value; none when it builds. */
export const entryProblems = (name: ContentName, data: unknown, titles: ServiceTitles) =>
  entryCheck(name, data, titles).problems;

/** The same, with each problem's field by its keys (`closures.0.to`). */
export function entryCheck(
  name: ContentName,
  data: unknown,
  titles: ServiceTitles,
): { problems: string[]; fields: string[] } {
  // Her services' titles head their groups: the sheet's own when it is services.yml, else the editor's.
  const result = checkContent(name, sheetAsWritten(name, data), titles);
  if (result.ok) return { problems: [], fields: [] };
  return { ...result, problems: result.problems.map((problem) => problemAsSheReads(name, problem)) };
}
