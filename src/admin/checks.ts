// The content rules (src/content/schema.ts), applied in the editor to one field as she types and
// before she saves: the same schema and the same French words as the build. Browser-safe, no CMS.
import * as v from 'valibot';
import { actionsOf, labelOf, type SchemaNode as Rule } from '../content/schemaNodes.ts';
import type { ServiceTitles } from '../content/schemas/rules.ts';

/** French for a value the rule cannot even read: "à remplir" when it is empty. */
function sentence(rule: v.GenericSchema, issue: v.BaseIssue<unknown>, titles: ServiceTitles): string {
  const label = labelOf(rule, titles);
  const named = (text: string) => (label ? `«\u00a0${label}\u00a0»\u00a0: ${text}` : text);
  if (issue.kind !== 'schema') return issue.message;
  if (issue.input === undefined || issue.input === null || issue.input === '') return named('à remplir');
  return named(`attendu\u00a0: ${issue.message}`);
}

/** The key a nested issue is about, at the first level: "alt" for a photo's description. */
const firstKey = (issue: v.BaseIssue<unknown>) => issue.path?.[0]?.key;

/**
 * What is wrong with one field's value under its rule, in the build's words; none when it is right.
 * A group or a list reports only what its own fields do not: the rules over several fields (a
 * closure's two days, a photo and its description, two products of the same name).
 */
export function fieldProblems(rule: v.GenericSchema, value: unknown, titles: ServiceTitles): string[] {
  const result = v.safeParse(rule, value);
  if (result.success) return [];
  const { base } = actionsOf(rule as unknown as Rule);
  const container = base.type === 'optional' ? actionsOf(base.wrapped as Rule).base : base;
  const { entries } = container;
  // A field's own mistake is said under that field; the group says what is left.
  const leftToGroup = (group: Rule, groupValue: unknown, key: unknown) => {
    const own = typeof key === 'string' ? actionsOf(group).base.entries?.[key] : undefined;
    return (
      !own ||
      v.safeParse(own as unknown as v.GenericSchema, (groupValue as Record<string, unknown>)?.[key as string])
        .success
    );
  };
  const lines = result.issues.flatMap((issue) => {
    if (!issue.path?.length) return [sentence(rule, issue, titles)];
    if (container.type !== 'array')
      return entries && leftToGroup(container, value, firstKey(issue)) ? [sentence(rule, issue, titles)] : [];
    // In a list, an item's rule over several of its fields (a closure's two days) is said by the list.
    const [at, field] = issue.path;
    const item = container.item as Rule;
    if (!field || issue.path.length > 2 || !leftToGroup(item, at?.value, field.key)) return [];
    const itemLabel = labelOf(item, titles) ?? 'Élément';
    return [`${itemLabel} n°\u00a0${Number(at?.key) + 1}\u00a0: ${sentence(rule, issue, titles)}`];
  });
  return [...new Set(lines)];
}

/**
 * An amount typed the French way: « 12,50 », « 12.50 », « 1 250 », « 60 € ». Null when it cannot be
 * read as one amount (« 1.250,5 », « douze »): the editor then refuses it rather than guess.
 */
export function readAmount(typed: string): number | null {
  const compact = typed.replace(/[\s\u00a0\u202f]/g, '').replace(/(€|euros?)$/i, '');
  if (!/^\d+([.,]\d+)?$/.test(compact)) return null;
  return Number(compact.replace(',', '.'));
}

/** An amount as she writes it back in her field: « 2 000 », « 12,50 »; a whole number (a year) as it is. */
export const typedAmount = (value: number, money: boolean) =>
  money
    ? new Intl.NumberFormat('fr-FR', {
        minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(value)
    : String(value);

/** How to write an amount, when what she typed is not one. */
export const amountHint = (label: string, money: boolean) =>
  money
    ? `«\u00a0${label}\u00a0»\u00a0: écrivez un montant en euros, en chiffres, par exemple 60 ou 12,50`
    : `«\u00a0${label}\u00a0»\u00a0: écrivez un nombre entier, en chiffres, par exemple 90`;

/**
 * A time typed the French way: « 17h30 », « 17 h 30 », « 17h », « 9:00 », « 9.30 » → 17:30, 17:00,
 * 09:00, 09:30. Null when it cannot be read as a time of day (« 25h », « midi »).
 */
export function readTime(typed: string): string | null {
  const match = /^(\d{1,2})\s*(?:h|:|\.)\s*(\d{2})?$/i.exec(typed.trim().replace(/[\u00a0\u202f]/g, ' '));
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** How to write a time, when what she typed is not one. */
export const timeHint = (label: string) =>
  `«\u00a0${label}\u00a0»\u00a0: écrivez une heure, par exemple 9h, 17h30 ou 17:30`;
