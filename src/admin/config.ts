// The editor's configuration (Decap CMS), made from the content rules (src/data/content/schema.ts):
// one sheet per content file, one field per rule, each field carrying the id of its rule so that the
// editor checks it with the build's own schema and words (src/admin/checks.ts). Browser-safe: the editor's
// script builds it at start, and the unit tests read it in Node.
import type { GenericSchema } from 'valibot';
import { contentFiles, type FieldMetadata, PHOTO_FOLDER } from '../data/content/schema.ts';
import { articlesCollection } from './articlesCollection.ts';

export type Field = Record<string, unknown>;
export type Node = GenericSchema & {
  type: string;
  pipe?: Array<{
    kind: string;
    type: string;
    requirement?: unknown;
    metadata?: FieldMetadata;
    message?: string;
  }>;
  entries?: Record<string, Node>;
  item?: Node;
  wrapped?: Node;
  options?: readonly string[];
};

/** Each field's rule, by the id its Decap field carries (`check`): "services.atelier-portage.formats.*.price". */
export type FieldRules = Map<string, GenericSchema>;

/** A schema's validations and metadata, whether it has a pipe or not, or a pipe in a pipe. */
export function actionsOf(schema: Node): { base: Node; actions: NonNullable<Node['pipe']> } {
  const [base, ...actions] = (schema.pipe ?? [schema]) as [Node, ...NonNullable<Node['pipe']>];
  if (base === schema || !base.pipe) return { base, actions };
  const inner = actionsOf(base);
  return { base: inner.base, actions: [...inner.actions, ...actions] };
}

/**
 * One Decap field from one valibot schema: the label and hint of its metadata, the widget its type
 * calls for, its length for the counter, and the id of its rule, which the editor checks as she types
 * and before saving. `path` is the rule's id: the file, then the keys, `*` for a list's items.
 */
export function decapField(name: string, schema: Node, path: string, rules: FieldRules): Field {
  const field = decapFieldOf(name, schema, path, rules);
  rules.set(path, schema);
  return { ...field, check: path };
}

function decapFieldOf(name: string, schema: Node, path: string, rules: FieldRules): Field {
  const { base, actions } = actionsOf(schema);
  const find = (type: string) => actions.find((action) => action.type === type);
  const ownMeta = actions.find((action) => action.kind === 'metadata')?.metadata;
  const meta = ownMeta ?? { label: name };
  const field: Field = { name, label: meta.label, ...(meta.hint && { hint: meta.hint }), required: true };
  const maxLength = find('max_length')?.requirement;
  if (base.type === 'optional') {
    const inner = decapFieldOf(name, base.wrapped as Node, path, rules);
    if (meta.image) return { ...inner, ...field, required: false, widget: 'image', choose_url: false };
    // A text that may stay empty: labelled outside (a closure's note) or inside. A photo's description
    // is required with its photo (the photo's rule says so), so it is not labelled optional.
    const innerMeta = actionsOf(base.wrapped as Node).actions.find((action) => action.kind === 'metadata');
    const describesPhoto = Boolean(meta.describesPhoto ?? innerMeta?.metadata?.describesPhoto);
    return {
      ...inner,
      ...(ownMeta && field),
      ...(typeof maxLength === 'number' && { max_length: maxLength }),
      required: describesPhoto,
    };
  }
  if (meta.image) return { ...field, widget: 'image', choose_url: false };
  if (meta.date) return { ...field, widget: 'day' };
  switch (base.type) {
    case 'object':
    case 'strict_object':
      return {
        ...field,
        widget: 'object',
        collapsed: false,
        fields: decapFields(base.entries ?? {}, path, rules),
      };
    case 'array': {
      const limits = {
        ...(find('min_length') && { min: find('min_length')?.requirement }),
        ...(find('max_length') && { max: find('max_length')?.requirement }),
      };
      const item = base.item as Node;
      const { base: itemBase, actions: itemActions } = actionsOf(item);
      const itemLabel = itemActions.find((action) => action.kind === 'metadata')?.metadata?.label;
      const singular = itemLabel && { label_singular: itemLabel.toLowerCase() };
      if (itemBase.type === 'picklist')
        return { ...field, widget: 'select', multiple: true, options: itemBase.options, ...limits };
      if (itemBase.type === 'object' || itemBase.type === 'strict_object') {
        const entries = Object.values(itemBase.entries ?? {});
        // Items with a paragraph (testimonials, questions) fold to their first line; short ones stay open.
        const hasParagraph = entries.some((entry) =>
          actionsOf(entry).actions.some((action) => action.metadata?.multiline),
        );
        // Rules on a whole item (a closure's two days, a product's two prices) are checked on the item.
        rules.set(`${path}.*`, item);
        return {
          ...field,
          widget: 'list',
          ...singular,
          collapsed: hasParagraph,
          summary: `{{fields.${Object.keys(itemBase.entries ?? {})[0]}}}`,
          fields: decapFields(itemBase.entries ?? {}, `${path}.*`, rules),
          ...limits,
        };
      }
      // A list of lines: each item folds to its own words, not to its label.
      return {
        ...field,
        widget: 'list',
        ...singular,
        summary: `{{fields.${name}}}`,
        field: decapField(name, item, `${path}.*`, rules),
        ...limits,
      };
    }
    case 'picklist': {
      const { choices } = meta;
      const options = choices
        ? base.options?.map((value) => ({ label: choices[value] ?? value, value }))
        : base.options;
      return { ...field, widget: 'select', options };
    }
    case 'number':
      return {
        ...field,
        widget: 'amount',
        ...(meta.money && { money: true }),
        ...(find('min_value') && { min: find('min_value')?.requirement }),
        ...(find('max_value') && { max: find('max_value')?.requirement }),
      };
    default:
      return {
        ...field,
        widget: meta.multiline ? 'text' : 'string',
        ...(typeof maxLength === 'number' && { max_length: maxLength }),
      };
  }
}

export const decapFields = (entries: Record<string, Node>, path: string, rules: FieldRules) =>
  Object.entries(entries).map(([name, schema]) => decapField(name, schema, `${path}.${name}`, rules));

/** Where the editor saves, and how she signs in (README "Edit the content"). */
export type Backend = { name: string; repo: string; branch: string; base_url?: string };

/** What « Publier » does, said as it is: on her computer, on the live site. */
export const publishing = {
  local:
    'Vous modifiez le site sur cet ordinateur. «\u00a0Publier\u00a0» enregistre vos changements dans les fichiers du site, ici, et l’aperçu les montre quand vous rechargez la page. Rien n’est mis en ligne\u00a0: le site public change quand ces fichiers sont envoyés sur GitHub (voir le guide, «\u00a0Modifier le contenu\u00a0»).',
  live: '«\u00a0Publier\u00a0» enregistre la modification sur GitHub\u00a0; l’hébergeur reconstruit alors le site, qui est en ligne quelques minutes plus tard. Si une valeur empêche la reconstruction, le site en ligne reste tel qu’il était.',
} as const;

/**
 * The editor's whole configuration, and the rule of each field: one collection with one sheet per
 * content file, and her articles, one Markdown file each (src/admin/articlesCollection.ts). `local`: the editor runs on her computer (decap-server saves into the files);
 * `siteUrl`: where « Voir en direct » leads, the site the editor is served with.
 */
export function decapConfig({
  backend,
  localBackendUrl,
  local,
  siteUrl,
}: {
  backend: Backend;
  localBackendUrl: string;
  local: boolean;
  siteUrl?: string;
}) {
  const rules: FieldRules = new Map();
  const config = {
    backend,
    local_backend: { url: localBackendUrl, allowed_hosts: ['localhost', '127.0.0.1'] },
    locale: 'fr',
    // Her site's mark on the sign-in page and in the editor's header, not Decap's.
    logo: { src: '/favicon.svg', show_in_header: true },
    ...(siteUrl && { site_url: siteUrl, display_url: siteUrl }),
    // Photos go beside the content, out of what the site ships: the build makes the files visitors get.
    media_folder: `src/data/content/${PHOTO_FOLDER}`,
    public_folder: PHOTO_FOLDER,
    // Names of new articles and photos in plain ASCII: « Été à deux » → ete-a-deux.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: 'contenu',
        label: 'Contenu du site',
        description: `${local ? '' : 'Chaque fiche met à jour toutes les pages qui la reprennent. '}${local ? publishing.local : publishing.live}`,
        editor: { preview: false },
        files: Object.entries(contentFiles).map(([name, { file, label, schema }]) => ({
          name,
          label,
          file: `src/data/content/${file}`,
          fields: decapFields(actionsOf(schema as unknown as Node).base.entries ?? {}, name, rules),
        })),
      },
      articlesCollection(rules, local),
    ],
  };
  return { config, rules };
}
