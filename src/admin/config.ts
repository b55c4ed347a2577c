// The editor's configuration (Sveltia CMS), made from the content rules (src/content/schema.ts):
// one collection with one sheet per content file, and her articles (src/admin/articlesCollection.ts).
// Browser-safe: the editor's script builds it at start, and the unit tests read it in Node.
import { ARTICLE_ADDRESS_MAX } from '../content/article.ts';
import type { Backend } from '../content/editorSettings.ts';
import { contentFiles, PHOTO_FOLDER } from '../content/schema.ts';
import { actionsOf, type SchemaNode } from '../content/schemaNodes.ts';
import type { ServiceTitles } from '../content/schemas/rules.ts';
import { articlesCollection } from './articlesCollection.ts';
import { type FieldRules, listsOfRichTextKeepTheirOrder, sveltiaFields } from './fields.ts';
import { LEGAL_TEXTS, legalTextsFields } from './legalTextsSheet.ts';
import { refusalCollection, sheetFormat } from './sheetFiles.ts';
import { publishing } from './wording.ts';

/** Where « Publier » saves on the live site: written with what the build hands the editor. */
export type { Backend } from '../content/editorSettings.ts';

/** Sveltia's own messages for deleting, marked as its other commits are with `skip_ci`. */
const unpublishedDeletions = {
  delete: '[skip ci] Delete {{collection}} “{{slug}}”',
  deleteMedia: '[skip ci] Delete “{{path}}”',
};

/** The largest photo she can send: a phone's full-size photo is 3 to 12 MB. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;

/** The sheets' collection: each sheet is `#/collections/contenu/entries/<name>`. */
export const SHEETS_COLLECTION = 'contenu';

/**
 * The editor's whole configuration, and the rule of each field. `local`: the editor runs on her
 * computer, where Sveltia works on her project's folder (« Travailler sur un dossier local »);
 * `siteUrl`: where « Voir le site » leads; `titles`: her services' titles as services.yml has them
 * when the editor opens, for the services' groups and an article's « Prestation liée ».
 */
export function sveltiaConfig({
  backend,
  local,
  siteUrl,
  titles,
}: {
  backend: Backend;
  local: boolean;
  siteUrl?: string;
  titles: ServiceTitles;
}) {
  const rules: FieldRules = new Map();
  const config = {
    load_config_file: false,
    // Live, saving is not publishing: each « Enregistrer » is a commit marked [skip ci], which the hosts
    // do not deploy; « Publier les modifications » (Sveltia's own button, shown with `skip_ci`) asks
    // GitHub to publish everything saved since (.github/workflows/publier.yml). It reads
    // the build's check run: greyed while it runs and once it went online, offered again if it was refused.
    // Sveltia leaves deletions unmarked (each would deploy at once, with all she saved): marked here too.
    backend: local ? backend : { ...backend, skip_ci: true, commit_messages: unpublishedDeletions },
    app_title: 'Modifier le site',
    // Her site's mark on the sign-in page and in the tab, not Sveltia's.
    logo: { src: '/favicon.svg' },
    ...(siteUrl && { site_url: siteUrl, display_url: siteUrl }),
    // Photos go beside the content, out of what the site ships: the build makes the files visitors get.
    media_folder: `src/content/${PHOTO_FOLDER}`,
    public_folder: `/${PHOTO_FOLDER}`,
    media_libraries: {
      // Her photos, from her computer or her phone: a name the site can serve (« IMG 2041 (1).JPG » →
      // img-2041-1.jpg), a phone's HEIC photo turned into WebP as she picks it (no browser but Safari
      // shows HEIC, and the build reads WebP), and no file too large to send (Sveltia says so in French).
      default: {
        config: {
          slugify_filename: true,
          max_file_size: MAX_PHOTO_BYTES,
          transformations: { heic: { format: 'webp', quality: 85 } },
        },
      },
      // No stock-photo services: she never set one up, and her site shows her own photos.
      stock_assets: false,
    },
    // Names of new articles and photos in plain ASCII: « Été à deux » → ete-a-deux.
    // A field left empty is left out of the file: its rule reads an empty text as a wrong value.
    output: { omit_empty_optional_fields: true },
    // A new article's file name is cut to the length the build takes (src/content/article.ts).
    slug: {
      encoding: 'ascii',
      clean_accents: true,
      sanitize_replacement: '-',
      maxlength: ARTICLE_ADDRESS_MAX,
    },
    collections: [
      {
        name: SHEETS_COLLECTION,
        label: 'Contenu du site',
        description: local
          ? publishing.local
          : `Chaque fiche met à jour toutes les pages qui la reprennent. ${publishing.live}`,
        editor: { preview: false },
        files: Object.entries(contentFiles).map(([name, { file, label, schema }]) => {
          const fields = sveltiaFields(
            actionsOf(schema as unknown as SchemaNode).base.entries ?? {},
            name,
            rules,
            titles,
          );
          return {
            name,
            label,
            file: `src/content/${file}`,
            // Read and written by the editor's own format (src/admin/sheetFiles.ts): it counts what she saved.
            format: sheetFormat(name as keyof typeof contentFiles),
            fields: listsOfRichTextKeepTheirOrder(name === LEGAL_TEXTS ? legalTextsFields(fields) : fields),
          };
        }),
      },
      articlesCollection(rules, local, titles),
      // Her last publication's refusal, as the publishing workflow records it: read, never shown as a sheet.
      refusalCollection,
    ],
  };
  return { config, rules };
}
