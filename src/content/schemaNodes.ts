import { type FieldMetadata, labelText, type ServiceTitles } from './schemas/rules.ts';

/**
 * The one walker over the content rules (valibot schemas, schema.ts): the build's problem report
 * (problems.ts) names a field with it, the editor (src/admin/fields.ts) makes its fields with it.
 * Browser-safe, no valibot import: it reads the schema objects valibot builds.
 */

/** A schema or an action as valibot builds them; what naming a field or making one needs. */
export type SchemaNode = {
  kind?: string;
  type?: string;
  pipe?: readonly SchemaNode[];
  metadata?: FieldMetadata;
  requirement?: unknown;
  message?: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  items?: readonly SchemaNode[];
  wrapped?: SchemaNode;
  value?: SchemaNode;
  options?: readonly unknown[];
};

/** A schema's base type and its validations and metadata, whether it has a pipe, or a pipe in a pipe. */
export function actionsOf(schema: SchemaNode): { base: SchemaNode; actions: readonly SchemaNode[] } {
  const [base, ...actions] = schema.pipe ?? [schema];
  if (!base || base === schema || !base.pipe) return { base: base ?? schema, actions };
  const inner = actionsOf(base);
  return { base: inner.base, actions: [...inner.actions, ...actions] };
}

/** The metadata a schema's own pipe gives (label, hint, kind of field), if any. */
export const metadataOf = (schema: SchemaNode): FieldMetadata | undefined =>
  actionsOf(schema).actions.find((action) => action.kind === 'metadata')?.metadata;

/**
 * A schema's label in words: the `v.metadata` of its pipe, else of what it pipes or wraps (a pipe in a
 * pipe, `v.optional`…), so the label is found wherever the rules put it; a service's group is named by
 * her title (`titles`).
 */
export function labelOf(schema: unknown, titles: ServiceTitles): string | undefined {
  const node = schema as SchemaNode | undefined;
  if (!node) return undefined;
  const [base, ...actions] = node.pipe ?? [];
  const own = actions.find((action) => action.type === 'metadata' && action.metadata?.label !== undefined);
  if (own?.metadata) return labelText(own.metadata.label, titles);
  if (base && base !== node) return labelOf(base, titles);
  return labelOf(node.wrapped, titles);
}

/** The schema a value at `key` is checked against, through pipes and wrappers; undefined if none. */
export function childOf(schema: SchemaNode | undefined, key: unknown): SchemaNode | undefined {
  if (!schema) return undefined;
  const base = schema.pipe?.[0];
  if (base && base !== schema) return childOf(base, key);
  if (schema.wrapped) return childOf(schema.wrapped, key);
  if (typeof key === 'number') return schema.item ?? schema.items?.[key];
  if (typeof key !== 'string') return undefined;
  if (schema.entries) return schema.entries[key];
  if (schema.value) return schema.value;
  // A union or a variant: the first choice that knows the key.
  return schema.options
    ?.filter((option): option is SchemaNode => typeof option === 'object' && option !== null)
    .map((option) => childOf(option, key))
    .find(Boolean);
}
