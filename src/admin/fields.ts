// The editor's fields (Sveltia CMS), made from the content rules (src/content/schema.ts) with the
// one schema walker the build's problem report uses (src/content/schemaNodes.ts): one field per
// rule, each carrying the id of its rule (`check`) so that the editor's own fields check it with the
// build's schema and words (src/admin/widgets.ts). Browser-safe: the editor builds them at start, the
// unit tests read them in Node.
import type { GenericSchema } from 'valibot';
import { actionsOf, metadataOf, type SchemaNode } from '../content/schemaNodes.ts';
import { labelText, type ServiceTitles } from '../content/schemas/rules.ts';

export type Field = Record<string, unknown>;

/** Each field's rule, by the id its field carries (`check`): "services.atelier-portage.formats.*.price". */
export type FieldRules = Map<string, GenericSchema>;

const requirementOf = (actions: readonly SchemaNode[], type: string) =>
  actions.find((action) => action.type === type)?.requirement;

/**
 * One field from one valibot schema: the label and hint of its metadata, the field type its rule calls
 * for, Sveltia's own options where they say the rule (required, maxlength, pattern, min/max items), and
 * the id of its rule. `path` is the rule's id: the file, then the keys, `*` for a list's items.
 */
export function sveltiaField(
  name: string,
  schema: SchemaNode,
  path: string,
  rules: FieldRules,
  titles: ServiceTitles,
): Field {
  const field = fieldOf(name, schema, path, rules, titles);
  rules.set(path, schema as unknown as GenericSchema);
  // Only the editor's own field types read it; Sveltia's would warn about an option it does not know.
  return ownFieldTypes.has(String(field.widget)) ? { ...field, check: path } : field;
}

function fieldOf(
  name: string,
  schema: SchemaNode,
  path: string,
  rules: FieldRules,
  titles: ServiceTitles,
): Field {
  const { base, actions } = actionsOf(schema);
  const ownMeta = metadataOf(schema);
  const meta = ownMeta ?? { label: name };
  // A service's group is headed by her title (services.yml).
  const label = labelText(meta.label, titles);
  const field: Field = { name, label, ...(meta.hint && { hint: meta.hint }), required: true };
  const maxLength = requirementOf(actions, 'max_length');
  if (base.type === 'optional') {
    const inner = fieldOf(name, base.wrapped as SchemaNode, path, rules, titles);
    // A photo's path is written by the editor once saved (a picked photo is a blob: until then).
    if (meta.image) return { ...field, required: false, ...imageOptions };
    // A text that may stay empty; a photo's description is required with its photo (checked before
    // saving, the photo's rule says so), so it is not labelled optional either way.
    const innerMeta = metadataOf(base.wrapped as SchemaNode);
    // A group that may be left out of the file (a photo not chosen yet) is always shown as its fields:
    // Sveltia draws an optional group missing from the file as an unticked « Ajouter … » box, which is
    // what she found after a save left her empty photos out. Its own fields may stay empty.
    if (inner.widget === 'object') return { ...inner, ...(ownMeta && field), required: true };
    return {
      ...inner,
      ...(ownMeta && field),
      ...(typeof maxLength === 'number' && { maxlength: maxLength }),
      required: false,
      ...((meta.describesPhoto ?? innerMeta?.describesPhoto) && { hint: inner.hint ?? field.hint }),
    };
  }
  if (meta.image) return { ...field, ...imageOptions };
  if (meta.date) return { ...field, ...dayOptions };
  // A month: the same date field, any day of it picked or typed, the month kept (2026-11).
  if (meta.month) return { ...field, ...dayOptions, format: 'YYYY-MM' };
  if (meta.time) return { ...field, widget: 'hour' };
  switch (base.type) {
    case 'object':
    case 'strict_object':
      return {
        ...field,
        widget: 'object',
        collapsed: false,
        fields: sveltiaFields(base.entries ?? {}, path, rules, titles),
      };
    case 'array': {
      const min = requirementOf(actions, 'min_length');
      const max = requirementOf(actions, 'max_length');
      const limits = {
        ...(typeof min === 'number' && min > 0 && { min }),
        ...(typeof max === 'number' && { max }),
      };
      const item = base.item as SchemaNode;
      const { base: itemBase } = actionsOf(item);
      const itemMeta = metadataOf(item);
      const itemLabel = itemMeta && labelText(itemMeta.label, titles);
      const singular = itemLabel && { label_singular: itemLabel.toLowerCase() };
      if (itemBase.type === 'picklist')
        return { ...field, widget: 'select', multiple: true, options: itemBase.options, ...limits };
      if (itemBase.type === 'object' || itemBase.type === 'strict_object') {
        const entries = Object.values(itemBase.entries ?? {});
        // Items with a paragraph (testimonials, questions) fold to their first line; short ones stay open.
        const hasParagraph = entries.some((entry) => metadataOf(entry)?.multiline);
        rules.set(`${path}.*`, item as unknown as GenericSchema);
        return {
          ...field,
          widget: 'list',
          ...singular,
          collapsed: hasParagraph,
          summary: `{{fields.${Object.keys(itemBase.entries ?? {})[0]}}}`,
          fields: sveltiaFields(itemBase.entries ?? {}, `${path}.*`, rules, titles),
          ...limits,
        };
      }
      return {
        ...field,
        widget: 'list',
        ...singular,
        field: sveltiaField(name, item, `${path}.*`, rules, titles),
        ...limits,
      };
    }
    case 'picklist': {
      const options = (base.options ?? []).map((value) => ({
        label: labelText(meta.choices?.[String(value)] ?? String(value), titles),
        value,
      }));
      return { ...field, widget: 'select', options };
    }
    case 'number':
      return { ...field, widget: 'amount', ...(meta.money && { money: true }) };
    default: {
      const regex = actions.find((action) => action.type === 'regex');
      // Sveltia tests what she typed; a rule that first rewrites it (a phone number) is left to the check.
      const rewrites = actions.some((action) => action.type === 'transform' || action.type === 'trim');
      return {
        ...field,
        widget: meta.multiline ? 'text' : 'string',
        ...(typeof maxLength === 'number' && { maxlength: maxLength }),
        ...(typeof requirementOf(actions, 'min_length') === 'number' && {
          minlength: requirementOf(actions, 'min_length'),
        }),
        // Sveltia's own pattern option, with the build's message.
        ...(regex?.requirement instanceof RegExp &&
          !rewrites && { pattern: [regex.requirement.source, regex.message ?? ''] }),
      };
    }
  }
}

/** The field types of src/admin/widgets.ts, which check their value with the rule their `check` names. */
export const ownFieldTypes = new Set(['amount', 'hour']);

/**
 * A day: Sveltia's own date field, the browser's date input (day first in a French browser, typed with or
 * without separators, or picked), stored 2026-12-24; four-digit years, so a slip cannot make 22026.
 */
const dayOptions = { widget: 'datetime', type: 'date', min: '2000-01-01', max: '2099-12-31' };

/** The photos she can send: JPEG, PNG, WebP, and a phone's HEIC (turned into WebP as she picks it, config.ts). */
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/** A photo: sent from her computer or her phone, never a web address; images only. */
const imageOptions = { widget: 'image', choose_url: false, accept: PHOTO_TYPES };

export const sveltiaFields = (
  entries: Record<string, SchemaNode>,
  path: string,
  rules: FieldRules,
  titles: ServiceTitles,
) =>
  Object.entries(entries).map(([name, schema]) =>
    sveltiaField(name, schema, `${path}.${name}`, rules, titles),
  );

/** The fields inside a field: an object's or a list's items' (`fields`), or a list's one (`field`). */
const fieldsIn = (field: Field): Field[] =>
  (field.fields as Field[] | undefined) ?? (field.field ? [field.field as Field] : []);

/** Whether a field, or one inside it, is a rich text (Sveltia's Markdown field). */
const holdsRichText = (field: Field): boolean =>
  field.widget === 'markdown' || fieldsIn(field).some(holdsRichText);

/**
 * Each list whose items hold a rich text keeps its order (Sveltia's `allow_reorder: false`): Sveltia's
 * rich-text editors keep what they showed when the items of their list are reordered
 * (sveltia/sveltia-cms#480). A legal section moved up on a phone showed its new paragraph twice, which
 * a save would have written. She adds and removes items; their order is the page's.
 */
export function listsOfRichTextKeepTheirOrder(fields: readonly Field[]): Field[] {
  return fields.map((field) => {
    const inner = field.fields as Field[] | undefined;
    const keepsOrder = field.widget === 'list' && fieldsIn(field).some(holdsRichText);
    return {
      ...field,
      ...(keepsOrder && { allow_reorder: false }),
      ...(inner && { fields: listsOfRichTextKeepTheirOrder(inner) }),
    };
  });
}
