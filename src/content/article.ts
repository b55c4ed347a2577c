import * as v from 'valibot';
import type { SitePicture } from './photo.ts';
import { fieldProblem, quoted } from './problemWording.ts';
import {
  atLeast,
  calendarDate,
  choice,
  line,
  meta,
  paragraph,
  photoDescription,
  photoPathMessage,
  photoPathPattern,
  type ServiceLabel,
} from './schemas/rules.ts';
import { serviceIds } from './serviceKeys.ts';

/**
 * The rules of an article's front matter (src/content/articles/<file>.md, between the two `---`).
 * Browser-safe, like the other content rules: the build checks every article with them (pipeline/articles/articleReader.ts)
 * and the editor can check the same fields as she types. Messages are in French: she reads them.
 */

/** The folder of the articles, under src/content. */
export const ARTICLES_FOLDER = 'articles';

/** How many articles a page of the list shows (/articles, then /articles/page/2…). */
export const ARTICLES_PER_PAGE = 12;

/** The list's pages, ARTICLES_PER_PAGE articles each, in the order given; one empty page when there are none. */
export const listPages = <T>(articles: readonly T[]): T[][] =>
  Array.from({ length: Math.max(1, Math.ceil(articles.length / ARTICLES_PER_PAGE)) }, (_, index) =>
    articles.slice(index * ARTICLES_PER_PAGE, (index + 1) * ARTICLES_PER_PAGE),
  );

/** Her title for the articles in the editor and in the build's messages. */
export const articlesLabel = 'Articles';

/** Each picture of an article's text as Markdown writes it, `![description](address "title")`, in order. */
export const textImages = (markdown: string) =>
  [...markdown.matchAll(/!\[([^\]]*)\]\(\s*<?([^\s)>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    ([, alt = '', src = '']) => ({
      alt,
      src,
    }),
  );

/** The text's picture n (from 1), as her messages name it. */
export const textImagePlace = (index: number, src: string) =>
  `l’image n°\u00a0${index} du texte (${src || 'sans adresse'})`;

/**
 * What the build refuses in the text's picture n (from 1), in her words; undefined when it can show it.
 * The build (pipeline/articles/markdownToHtml.ts) and the editor (src/admin/articlesCollection.ts) say it alike.
 */
export function textImageProblem(index: number, src: string, alt: string): string | undefined {
  const where = textImagePlace(index, src);
  if (!alt.trim())
    return `${where} n’a pas de description\u00a0: écrivez ce qu’elle montre dans «\u00a0Description de la photo\u00a0» (dans le texte brut, entre les crochets\u00a0: ![une phrase](${src}))`;
  if (!photoPathPattern.test(src))
    return `${where} doit être une photo JPEG, PNG ou WebP envoyée depuis l’éditeur`;
  return undefined;
}

/**
 * A link of the text whose address the site will not open (`javascript:`, `data:`, an unknown scheme), in
 * her words: the build refuses it (pipeline/articles/markdownToHtml.ts) rather than show a link that leads nowhere.
 */
export function textLinkProblem(index: number, text: string, href: string): string {
  const shown = text.trim() ? `«\u00a0${text.trim()}\u00a0»` : 'sans texte';
  const address = href.length > 60 ? `${href.slice(0, 60)}…` : href;
  return `le lien n°\u00a0${index} du texte (${shown}) mène à «\u00a0${address}\u00a0», une adresse que le site n’ouvre pas\u00a0: l’adresse d’une page commence par https:// (ou par / pour une page de ce site), une adresse e-mail par mailto:`;
}

/** Each field's label, as the editor shows it and the messages name it. */
export const articleFieldLabels = {
  title: 'Titre',
  description: 'Résumé pour les moteurs de recherche',
  date: 'Date de publication',
  updated: 'Date de mise à jour',
  cover: 'Photo de couverture',
  coverAlt: 'Description de la photo',
  service: 'Prestation liée',
  slug: 'Adresse de l’article',
} as const;
/** The longest address an article may have, its own (« Adresse de l’article ») or its file's name. */
export const ARTICLE_ADDRESS_MAX = 80;

const label = articleFieldLabels;

export const articleSchema = v.pipe(
  v.strictObject({
    title: atLeast(
      line(label.title, 'Le titre de la page et du résultat de recherche', 110),
      label.title,
      10,
    ),
    // As the pages' descriptions (src/data/pages.ts): what a search result shows.
    description: atLeast(
      paragraph(
        label.description,
        'Deux phrases sous le titre dans la liste des articles et dans les résultats de recherche',
        160,
      ),
      label.description,
      50,
    ),
    date: calendarDate(label.date, 'Les articles sont rangés du plus récent au plus ancien'),
    updated: v.optional(
      calendarDate(label.updated, 'Si vous revoyez l’article plus tard\u00a0; sinon, laissez vide'),
    ),
    cover: v.optional(
      v.pipe(
        v.string(`un chemin de photo (${label.cover})`),
        v.regex(photoPathPattern, photoPathMessage(label.cover)),
        v.metadata({
          ...meta(
            label.cover,
            'Sans photo, l’article n’en montre pas\u00a0: l’illustration de sa prestation le termine déjà',
          ),
          image: true,
        }),
      ),
    ),
    coverAlt: v.optional(photoDescription(label.coverAlt)),
    service: choice(
      label.service,
      serviceIds,
      'L’article se termine par cette prestation, son tarif et le lien pour réserver',
      // Her titles in the editor (services.yml), read through her titles by src/admin/fields.ts.
      Object.fromEntries(serviceIds.map((service): [string, ServiceLabel] => [service, { service }])),
    ),
    slug: v.optional(
      v.pipe(
        v.string(`du texte (${label.slug})`),
        v.regex(
          /^[a-z0-9]+(-[a-z0-9]+)*$/,
          `${quoted(label.slug)}\u00a0: des minuscules sans accent, des chiffres et des tirets (par exemple porter-bebe)`,
        ),
        v.maxLength(
          ARTICLE_ADDRESS_MAX,
          `${quoted(label.slug)}\u00a0: ${ARTICLE_ADDRESS_MAX} caractères au plus`,
        ),
        v.metadata(
          meta(
            label.slug,
            'Facultatif\u00a0: la fin de l’adresse, /articles/porter-bebe. Vide\u00a0: elle est tirée du titre. Ne la changez plus une fois l’article en ligne',
          ),
        ),
      ),
    ),
  }),
  v.forward(
    v.check(
      ({ date, updated }) => !updated || updated >= date,
      `${quoted(label.updated)}\u00a0: le même jour que ${quoted(label.date)} ou après`,
    ),
    ['updated'],
  ),
  v.forward(
    v.check(
      ({ cover, coverAlt }) => !cover || Boolean(coverAlt),
      `${quoted(label.coverAlt)}\u00a0: obligatoire avec une photo (une phrase qui dit ce qu’elle montre)`,
    ),
    ['coverAlt'],
  ),
);

type ArticleFrontMatter = v.InferOutput<typeof articleSchema>;

/** A heading of an article, for its table of contents. */
export type TocEntry = { id: string; text: string; level: 2 | 3 };

/** What the list, the feed and the sitemap know of an article (pipeline/articles/articleReader.ts): no body. */
export type ArticleSummary = Omit<ArticleFrontMatter, 'cover' | 'coverAlt' | 'slug'> & {
  slug: string;
  /** Her photo, processed; null: the related service's picture is the cover. */
  cover: SitePicture | null;
  readingMinutes: number;
};

/** An article as its page shows it: its HTML, rendered and sanitised at build time. */
export type Article = ArticleSummary & { html: string; toc: TocEntry[] };

/** An article as a problem names it: its file, and its title when it has one. */
export type NamedArticle = { readonly file: string; readonly title?: unknown };

/** « Porter bébé après une césarienne »: an article by its title; by its file's name only while no title can be read. */
const articleName = ({ file, title }: NamedArticle) =>
  quoted(typeof title === 'string' && title.trim() !== '' ? title.trim() : fileSlug(file));

/** « Articles » › « Porter bébé après une césarienne »: where a problem is, as she finds it in the editor's list. */
export const articlePlace = (article: NamedArticle) => `${quoted(articlesLabel)} › ${articleName(article)}`;

/**
 * An article's file name, and so its address (/articles/porter-bebe): lowercase letters without
 * accents, digits and hyphens, as the editor names them. Anything else (a space, a `;`, a capital)
 * would reach the host files (nginx.conf, _headers…) and the sitemap. At most 80 characters before
 * `.md`: the build names files after it (the page, its compressed copies, its script), and a name
 * too long for the file system would stop it with a bundler's crash instead of her words.
 */
const ARTICLE_FILE = /^[a-z0-9]+(-[a-z0-9]+)*\.md$/;

/** What is wrong with an article's file name, in her words (after the file's place), or undefined. */
export function articleFileNameProblem(file: string): string | undefined {
  // « Porter-Bebe.MD » from a computer that names files in capitals: said plainly, not left out.
  if (/\.md$/i.test(file) && !file.endsWith('.md') && ARTICLE_FILE.test(`${file.slice(0, -3)}.md`))
    return `l’extension s’écrit en minuscules\u00a0: renommez le fichier ${file.slice(0, -3)}.md`;
  if (!ARTICLE_FILE.test(file))
    return 'le nom du fichier ne peut contenir que des minuscules sans accent, des chiffres et des tirets (par exemple porter-bebe.md)\u202f; renommez-le';
  const length = fileSlug(file).length;
  if (length > ARTICLE_ADDRESS_MAX)
    return `le nom du fichier a ${length} caractères avant «\u00a0.md\u00a0», ${ARTICLE_ADDRESS_MAX} au plus\u202f; raccourcissez-le`;
  return undefined;
}

/** An article's file name without its extension: porter-bebe.md → porter-bebe. */
export const fileSlug = (file: string) => file.replace(/\.md$/, '');

/** An article's address: hers when she gave one, else its file's name. */
export const articleAddress = (file: string, slug?: string) => slug || fileSlug(file);

/** Two articles at one address: the build and the editor refuse the second in these words. */
export const addressTaken = (article: NamedArticle, address: string, other: NamedArticle) =>
  `${articlePlace(article)} › ${quoted(label.slug)}\u00a0: ${address} est déjà celle de l’article ${articleName(other)}\u202f; choisissez-en une autre`;

/**
 * Checks an article's front matter: its output, or one French line per problem naming the article, the
 * field by its label, what is expected and what was read (the same shape as problems.ts's lines).
 */
export function checkArticle(
  file: string,
  data: unknown,
): { ok: true; output: ArticleFrontMatter } | { ok: false; problems: string[] } {
  const result = v.safeParse(articleSchema, data ?? {}, { abortPipeEarly: true });
  if (result.success) return { ok: true, output: result.output };
  const place = articlePlace({
    file,
    title: data instanceof Object && 'title' in data ? data.title : undefined,
  });
  return {
    ok: false,
    problems: result.issues.map((issue) => {
      const key = issue.path?.[0]?.key;
      const name = typeof key === 'string' ? (label[key as keyof typeof label] ?? key) : undefined;
      if (!name) return `${place}\u00a0: l’en-tête entre les deux lignes --- est à revoir`;
      return fieldProblem(`${place} › ${quoted(name)}`, name, issue);
    }),
  };
}
