// The practitioner's web editor at /admin: Decap CMS (https://decapcms.org), configured from the
// content rules (src/data/content/schema.ts). Its own page, scripts and policy: no visitor page
// loads any of it (README "Edit the content").
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GenericSchema } from 'valibot';
import type { Plugin } from 'vite';
import { stringify } from 'yaml';
import { contentFiles, type FieldMetadata, PHOTO_FOLDER } from '../src/data/content/schema.ts';
import { decapDist, ensureAdminInstalled } from './adminPackage.mjs';
import { adminContentSecurityPolicy, LOCAL_BACKEND_PORT } from './security.mjs';

/** Where the production editor saves: the Git host and its sign-in (README "Edit the content"). */
const backend = {
  name: 'github',
  repo: process.env.CMS_REPO ?? 'proprietaire/cesarienne-sereine',
  branch: process.env.CMS_BRANCH ?? 'main',
  ...(process.env.CMS_AUTH_URL && { base_url: process.env.CMS_AUTH_URL }),
};

type Field = Record<string, unknown>;
type Node = GenericSchema & {
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

/** A schema's validations and metadata, whether it has a pipe or not, or a pipe in a pipe. */
function actionsOf(schema: Node): { base: Node; actions: NonNullable<Node['pipe']> } {
  const [base, ...actions] = (schema.pipe ?? [schema]) as [Node, ...NonNullable<Node['pipe']>];
  if (base === schema || !base.pipe) return { base, actions };
  const inner = actionsOf(base);
  return { base: inner.base, actions: [...inner.actions, ...actions] };
}

/**
 * One Decap field from one valibot schema: the label and hint of its metadata, the widget its type
 * calls for, and the same limits (required, min/max, pattern) that the build checks.
 */
export function decapField(name: string, schema: Node): Field {
  const { base, actions } = actionsOf(schema);
  const find = (type: string) => actions.find((action) => action.type === type);
  const ownMeta = actions.find((action) => action.kind === 'metadata')?.metadata;
  const meta = ownMeta ?? { label: name };
  const field: Field = { name, label: meta.label, ...(meta.hint && { hint: meta.hint }), required: true };
  if (base.type === 'optional') {
    const inner = decapField(name, base.wrapped as Node);
    if (meta.image) {
      // The editor's media library picks the path itself: no pattern to type against.
      const { pattern: _pattern, ...image } = inner;
      return { ...image, ...field, required: false, widget: 'image', choose_url: false };
    }
    // Labelled outside (a photo's description) or inside (a list that may stay empty); a length
    // checked outside, on the value once present, is checked as she types too.
    const maxLength = find('max_length');
    return {
      ...inner,
      ...(ownMeta && field),
      ...(maxLength &&
        !inner.pattern && { pattern: [`^[\\s\\S]{0,${maxLength.requirement}}$`, maxLength.message] }),
      required: false,
    };
  }
  if (meta.date) {
    // A calendar; stored as the build reads it, the same day whatever her time zone.
    return {
      ...field,
      widget: 'datetime',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      picker_utc: true,
      default: '',
    };
  }
  switch (base.type) {
    case 'object':
    case 'strict_object':
      return { ...field, widget: 'object', collapsed: false, fields: decapFields(base.entries ?? {}) };
    case 'array': {
      const limits = {
        ...(find('min_length') && { min: find('min_length')?.requirement }),
        ...(find('max_length') && { max: find('max_length')?.requirement }),
      };
      const item = base.item as Node;
      const { base: itemBase } = actionsOf(item);
      if (itemBase.type === 'picklist')
        return { ...field, widget: 'select', multiple: true, options: itemBase.options, ...limits };
      if (itemBase.type === 'object' || itemBase.type === 'strict_object') {
        const itemMeta = actionsOf(item).actions.find((action) => action.kind === 'metadata')?.metadata;
        const entries = Object.values(itemBase.entries ?? {});
        // Items with a paragraph (testimonials, questions) fold to their first line; short ones stay open.
        const hasParagraph = entries.some((entry) =>
          actionsOf(entry).actions.some((action) => action.metadata?.multiline),
        );
        return {
          ...field,
          widget: 'list',
          ...(itemMeta && { label_singular: itemMeta.label.toLowerCase() }),
          collapsed: hasParagraph,
          summary: `{{fields.${Object.keys(itemBase.entries ?? {})[0]}}}`,
          fields: decapFields(itemBase.entries ?? {}),
          ...limits,
        };
      }
      return { ...field, widget: 'list', field: decapField(name, item), ...limits };
    }
    case 'picklist':
      return { ...field, widget: 'select', options: base.options };
    case 'number':
      return {
        ...field,
        widget: 'number',
        value_type: find('integer') ? 'int' : 'float',
        ...(find('min_value') && { min: find('min_value')?.requirement }),
        ...(find('max_value') && { max: find('max_value')?.requirement }),
      };
    default: {
      const regex = find('regex');
      const email = find('email');
      const maxLength = find('max_length');
      const pattern = regex
        ? [(regex.requirement as RegExp).source, regex.message]
        : email
          ? ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', email.message]
          : maxLength
            ? [`^[\\s\\S]{0,${maxLength.requirement}}$`, maxLength.message]
            : undefined;
      return { ...field, widget: meta.multiline ? 'text' : 'string', ...(pattern && { pattern }) };
    }
  }
}

const decapFields = (entries: Record<string, Node>) =>
  Object.entries(entries).map(([name, schema]) => decapField(name, schema));

/** The editor's whole configuration: one collection, one entry per content file. */
export function decapConfig({ siteUrl }: { siteUrl?: string } = {}) {
  return {
    backend,
    local_backend: {
      url: `http://localhost:${LOCAL_BACKEND_PORT}/api/v1`,
      allowed_hosts: ['localhost', '127.0.0.1'],
    },
    locale: 'fr',
    // Her site's mark on the sign-in page and in the editor's header, not Decap's.
    logo: { src: '/favicon.svg', show_in_header: true },
    ...(siteUrl && { site_url: siteUrl, display_url: siteUrl }),
    // Photos go beside the content, out of what the site ships: the build makes the files visitors get.
    media_folder: `src/data/content/${PHOTO_FOLDER}`,
    public_folder: PHOTO_FOLDER,
    collections: [
      {
        name: 'contenu',
        label: 'Contenu du site',
        description:
          'Chaque fiche met à jour toutes les pages qui la reprennent. Après «\u00a0Publier\u00a0», le site est reconstruit et en ligne en quelques minutes.',
        editor: { preview: false },
        files: Object.entries(contentFiles).map(([name, { file, label, schema }]) => ({
          name,
          label,
          file: `src/data/content/${file}`,
          fields: decapFields((schema as unknown as Node).entries ?? {}),
        })),
      },
    ],
  };
}

/** The editor's page: in French, out of search engines, loading Decap and its configuration. */
export const adminPage = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta http-equiv="Content-Security-Policy" content="${adminContentSecurityPolicy({ asHeader: false })}" />
    <title>Modifier le site · Césarienne Sereine</title>
    <link href="/admin/config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="/admin/decap-cms.js"></script>
  </body>
</html>
`;

/** Decap's script files (no source maps): what /admin/ serves beside the page. */
const decapScripts = () => readdirSync(decapDist).filter((file) => /decap-cms\.js$/.test(file));

/**
 * Vite plugin: serves /admin in dev, and writes it into the client build (admin.html, admin/*).
 */
export function adminPlugin({ siteUrl }: { siteUrl?: string } = {}): Plugin {
  let outDir = '';
  let isSsrBuild = false;
  return {
    name: 'admin',
    configResolved(config) {
      outDir = config.build.outDir;
      isSsrBuild = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (path === '/admin' || path === '/admin/') {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Content-Security-Policy', adminContentSecurityPolicy({ asHeader: true }));
          return res.end(adminPage);
        }
        if (path === '/admin/config.yml') {
          res.setHeader('Content-Type', 'text/yaml; charset=utf-8');
          return res.end(stringify(decapConfig({ siteUrl })));
        }
        const script = /^\/admin\/([\w.-]+\.js)$/.exec(path)?.[1];
        if (script) {
          ensureAdminInstalled();
          if (!existsSync(join(decapDist, script))) return next();
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          return res.end(readFileSync(join(decapDist, script)));
        }
        next();
      });
    },
    writeBundle() {
      if (isSsrBuild) return;
      ensureAdminInstalled();
      mkdirSync(join(outDir, 'admin'), { recursive: true });
      for (const file of decapScripts()) copyFileSync(join(decapDist, file), join(outDir, 'admin', file));
    },
    generateBundle() {
      if (isSsrBuild) return;
      this.emitFile({ type: 'asset', fileName: 'admin.html', source: adminPage });
      this.emitFile({
        type: 'asset',
        fileName: 'admin/config.yml',
        source: stringify(decapConfig({ siteUrl })),
      });
    },
  };
}
