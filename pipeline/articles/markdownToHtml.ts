// Markdown to the site's HTML, at build time (pipeline/articles/articleReader.ts reads the files): raw HTML dropped, the
// result sanitised, headings given ASCII ids, French typography, external links that say they open a tab,
// pictures through the photo pipeline, and the table of contents.
import type { Element, Root } from 'hast';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { type Processor, unified } from 'unified';
import {
  fileSlug,
  type TocEntry,
  textImagePlace,
  textImageProblem,
  textLinkProblem,
} from '../../src/content/article.ts';
import type { ProcessedPhoto } from '../../src/content/photo.ts';
import { LAYOUT_IDS } from '../../src/content/siteLayout.ts';
import { articleProblem } from '../content/contentProblem.ts';
import { frenchTypography } from '../content/typography.ts';
import { type ArticlePhotoContext, articlePhoto } from '../media/contentPhotos.ts';
import { elements, externalLinks, textOf, typography } from './htmlTreeSteps.ts';

/** Words read per minute, for the reading time. */
const WORDS_PER_MINUTE = 200;

type Rendered = { html: string; toc: TocEntry[]; words: number };

/**
 * Heading ids in ASCII (« Écrire vos souhaits » → ecrire-vos-souhaits): rehype-slug keeps the accents.
 * Unique in the page: a heading « Contenu » gets contenu-1, the layout's <main> having `contenu`.
 */
function asciiIds() {
  return (tree: Root) => {
    const seen = new Set<string>(LAYOUT_IDS);
    for (const [element] of elements(tree)) {
      const id = element.properties.id;
      if (typeof id !== 'string') continue;
      const base =
        id
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .replace(/[^a-z0-9-]/g, '')
          .replace(/-{2,}/g, '-')
          .replace(/^-|-$/g, '') || 'section';
      let unique = base;
      for (let count = 1; seen.has(unique); count += 1) unique = `${base}-${count}`;
      seen.add(unique);
      element.properties.id = unique;
    }
  };
}

/** The `<picture>` SitePicture draws, as HTML: AVIF, WebP, then the JPEG with its size and placeholder. */
function pictureElement(photo: ProcessedPhoto, alt: string): Element {
  const sizes = '(min-width: 48rem) 42rem, 100vw';
  return {
    type: 'element',
    tagName: 'picture',
    properties: {},
    children: [
      ...photo.sources.map(
        (source): Element => ({
          type: 'element',
          tagName: 'source',
          properties: { type: source.type, srcSet: source.srcset, sizes },
          children: [],
        }),
      ),
      {
        type: 'element',
        tagName: 'img',
        properties: {
          src: photo.src,
          srcSet: photo.jpegSrcset,
          sizes,
          width: photo.width,
          height: photo.height,
          alt,
          loading: 'lazy',
          decoding: 'async',
          style: `background-image:url("${photo.placeholder}");background-size:cover`,
        },
        children: [],
      },
    ],
  };
}

export type RenderContext = ArticlePhotoContext;

/**
 * Her tables, read as GitHub reads them (pipe tables, `:--` alignments, `\|` in a cell), and nothing
 * else of GitHub's flavour: remark-gfm would also turn a bare address into a link, which the link
 * checks would then judge. remark-parse takes the syntax and its tree from the processor's data.
 */
function remarkTables(this: Processor) {
  const data = this.data();
  data.micromarkExtensions = [...(data.micromarkExtensions ?? []), gfmTable()];
  data.fromMarkdownExtensions = [...(data.fromMarkdownExtensions ?? []), gfmTableFromMarkdown()];
}

/** The class of a table's frame, for the article page's stylesheet (src/ui/ArticlePage). */
const TABLE_FRAME_CLASS = 'article-table';

/**
 * A rehype step, after the sanitiser: each table in a frame of its own that scrolls sideways on a phone,
 * never the page. The frame is a named region a keyboard can reach (tabindex), so its hidden columns are
 * never out of reach.
 */
function tableFrames() {
  return (tree: Root) => {
    const tables = [...elements(tree)].filter(([element]) => element.tagName === 'table');
    for (const [table, parent] of tables) {
      const frame: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: [TABLE_FRAME_CLASS], role: 'region', ariaLabel: 'Tableau', tabIndex: 0 },
        children: [table],
      };
      parent.children[parent.children.indexOf(table)] = frame;
    }
  };
}

/** Every picture of the text through the photo pipeline; one without a description is refused. */
function pictures(context: RenderContext) {
  const tell = (text: string) => context.problems.push(articleProblem(context, text));
  return async (tree: Root) => {
    const images = [...elements(tree)].filter(([element]) => element.tagName === 'img');
    let index = 0;
    for (const [image, parent] of images) {
      index += 1;
      const src = String(image.properties.src ?? '');
      const alt = String(image.properties.alt ?? '').trim();
      const refused = textImageProblem(index, src, alt);
      if (refused) {
        tell(refused);
        continue;
      }
      const where = textImagePlace(index, src);
      const photo = await articlePhoto(src, `article-${fileSlug(context.file)}-${index}`, context, where);
      if (!photo) continue;
      parent.children[parent.children.indexOf(image)] = pictureElement(photo.photo!, frenchTypography(alt));
    }
  };
}

/** The sanitiser alone, asked whether it keeps a link's address (its list of schemes is the one rule). */
const sanitizer = unified().use(rehypeSanitize);
const sanitizerKeeps = (href: string) => {
  const link: Element = { type: 'element', tagName: 'a', properties: { href }, children: [] };
  const [kept] = (sanitizer.runSync({ type: 'root', children: [link] }) as Root).children;
  return kept?.type === 'element' && kept.properties.href === href;
};

/**
 * Every link of the text the sanitiser would empty (`javascript:`, `data:`, any scheme but http, https,
 * mailto…) is refused in her words: shown, it would be a link to nothing.
 */
function safeLinks(context: RenderContext) {
  return (tree: Root) => {
    let index = 0;
    for (const [element] of elements(tree)) {
      if (element.tagName !== 'a') continue;
      index += 1;
      const href = String(element.properties.href ?? '');
      if (!sanitizerKeeps(href))
        context.problems.push(articleProblem(context, textLinkProblem(index, textOf(element), href)));
    }
  };
}

/** The table of contents: every h2 and h3, with the id rehype-slug gave it. */
function tableOfContents(tree: Root): TocEntry[] {
  return [...elements(tree)]
    .filter(([element]) => element.tagName === 'h2' || element.tagName === 'h3')
    .map(([element]) => ({
      id: String(element.properties.id),
      text: textOf(element),
      level: element.tagName === 'h2' ? 2 : 3,
    }));
}

/**
 * Markdown to HTML: raw HTML in the file is dropped (no allowDangerousHtml), a link the sanitiser would
 * empty is refused, then the result is sanitised (GitHub's rules: no script, no event attribute, no
 * javascript: link); tables are read as GitHub reads them (`remarkTables`); headings get ASCII
 * ids after it, then the French typography, the pictures, the table of contents and the external links.
 */
export async function renderMarkdown(markdown: string, context: RenderContext): Promise<Rendered> {
  let toc: TocEntry[] = [];
  let words = 0;
  const processor = unified()
    .use(remarkParse)
    .use(remarkTables)
    .use(remarkRehype)
    .use(safeLinks, context)
    .use(rehypeSanitize)
    .use(rehypeSlug)
    .use(asciiIds)
    .use(() => (tree: Root) => {
      words = textOf(tree)
        .split(/\s+/)
        .filter((word) => /[\p{L}\d]/u.test(word)).length;
    })
    .use(typography)
    .use(pictures, context)
    // Before the external links: their « (nouvel onglet) » is for the text, not the table of contents.
    .use(() => (tree: Root) => {
      toc = tableOfContents(tree);
    })
    .use(externalLinks)
    .use(tableFrames)
    .use(rehypeStringify);
  const html = String(await processor.process(markdown));
  return { html, toc, words };
}

export const readingMinutes = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));
