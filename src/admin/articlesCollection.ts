// « Articles » in the editor: her journal, one Markdown file per article (src/content/articles/), a
// Sveltia entry collection. Its fields are made from the article's rules (src/content/article.ts) as
// the sheets' fields are from theirs (src/admin/fields.ts), each carrying the id of its rule; the text is
// Sveltia's Markdown editor. Browser-safe: the editor builds it at start, the unit tests read it in Node.
import {
  ARTICLES_FOLDER,
  addressTaken,
  articleAddress,
  articleFieldLabels,
  articlePlace,
  articleSchema,
  articlesLabel,
  checkArticle,
  textImageProblem,
  textImages,
} from '../content/article.ts';
import type { KnownArticle } from '../content/editorSettings.ts';
import { actionsOf, type SchemaNode } from '../content/schemaNodes.ts';
import type { ServiceTitles } from '../content/schemas/rules.ts';
import { asWritten } from './entry.ts';
import { type FieldRules, PHOTO_TYPES, sveltiaFields } from './fields.ts';
import { publishing } from './wording.ts';

/** The collection's name: each article is `#/collections/articles/entries/<file name>`. */
export const ARTICLES_COLLECTION = 'articles';

/** The text of an article, under its front matter: Sveltia's Markdown editor, headings from level 2. */
const bodyField = {
  name: 'body',
  label: 'Texte de l’article',
  hint: 'Découpez-le en parties avec «\u00a0Titre 2\u00a0» (et «\u00a0Titre 3\u00a0» dessous)\u00a0: elles font la table des matières. Le titre de l’article est déjà au-dessus.',
  widget: 'markdown',
  required: true,
  modes: ['rich_text', 'raw'],
  buttons: [
    'bold',
    'italic',
    'link',
    'heading-two',
    'heading-three',
    'quote',
    'bulleted-list',
    'numbered-list',
  ],
  editor_components: ['image'],
};

/** A photo block of the text, as Markdown writes it. */
type PhotoBlock = { image?: string; alt?: string };

/**
 * The text's photo block in her words, in place of the editor's own (« Image », « Alt Text », « Title »,
 * a web address allowed): a photo sent from the editor and its description, which the check before
 * saving requires (`articleProblems`), as the build does.
 */
export const photoBlock = {
  id: 'image',
  label: 'Photo',
  fields: [
    {
      name: 'image',
      label: 'Photo',
      widget: 'image',
      choose_url: false,
      accept: PHOTO_TYPES,
    },
    {
      name: 'alt',
      label: articleFieldLabels.coverAlt,
      widget: 'string',
      hint: 'Une phrase qui dit ce que montre la photo, pour qui ne la voit pas',
    },
  ],
  pattern: /^!\[(.*)\]\((.*?)(\s"(.*)")?\)$/,
  fromBlock: (match: RegExpMatchArray): PhotoBlock => ({ alt: match[1] ?? '', image: match[2] ?? '' }),
  toBlock: ({ image = '', alt = '' }: PhotoBlock) => `![${alt}](${image})`,
};

/**
 * The « Articles » collection: a new article's file is named from its title in ASCII (config.ts's
 * `slug`), its address from the « Adresse de l’article » field when she fills it. A field that may stay
 * empty is left out of the file when empty (`omit_empty`): its rule reads an empty text as a wrong value.
 */
export function articlesCollection(rules: FieldRules, local: boolean, titles: ServiceTitles) {
  const entries = actionsOf(articleSchema as unknown as SchemaNode).base.entries ?? {};
  // « Prestation liée » names each service as services.yml does now.
  const fields = sveltiaFields(entries, ARTICLES_COLLECTION, rules, titles);
  return {
    name: ARTICLES_COLLECTION,
    label: articlesLabel,
    label_singular: 'article',
    description: `Vos articles, du plus récent au plus ancien. «\u00a0Nouveau\u00a0» en commence un. ${
      local ? publishing.local : publishing.live
    }`,
    folder: `src/content/${ARTICLES_FOLDER}`,
    create: true,
    delete: true,
    extension: 'md',
    format: 'frontmatter',
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}}',
    // Newest first; she can sort by title too.
    sortable_fields: { fields: ['date', 'title'], default: { field: 'date', direction: 'descending' } },
    fields: [...fields, bodyField],
  };
}

/** An article's file and its own address field, as the editor knows them (written with what the build hands the editor). */
export type { KnownArticle } from '../content/editorSettings.ts';

/** The addresses of the articles, each with its article. */
export const articleAddresses = (articles: readonly KnownArticle[]): Map<string, KnownArticle> =>
  new Map(articles.map((article) => [articleAddress(article.file, article.slug), article]));

/**
 * What the build would refuse in this article's front matter, a line per value; none when it builds.
 * `taken`: the other articles' addresses, each with its article. A new article's file is named from its
 * title as it is saved: its address is known, and checked, when she gives one.
 */
export function articleProblems(
  file: string,
  data: Record<string, unknown>,
  taken: ReadonlyMap<string, KnownArticle> = new Map(),
): string[] {
  const { body } = data;
  // Her front matter as it will be written: the fields the article has, those left empty left out.
  const frontMatter = asWritten(articleSchema as unknown as SchemaNode, data) as Record<string, unknown>;
  // Named by its title, as her list shows it; a new one without a title yet, as « nouvel article ».
  const article = { file: file || 'nouvel article', title: data.title };
  // The text's pictures, as the build will read them (pipeline/articles/markdownToHtml.ts).
  const pictures = textImages(typeof body === 'string' ? body : '').flatMap(({ src, alt }, index) => {
    const refused = textImageProblem(index + 1, src, alt);
    return refused ? [`${articlePlace(article)}\u00a0: ${refused}`] : [];
  });
  const result = checkArticle(article.file, frontMatter);
  if (!result.ok) return [...result.problems, ...pictures];
  const address = file || result.output.slug ? articleAddress(file, result.output.slug) : undefined;
  const other = address ? taken.get(address) : undefined;
  return [
    ...(address && other && other.file !== file ? [addressTaken(article, address, other)] : []),
    ...pictures,
  ];
}
