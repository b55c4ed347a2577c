// The practitioner's articles (src/content/articles/*.md): file names checked, each read within
// bounds (pipeline/content/boundedInput.ts), its front matter checked (src/content/article.ts), its Markdown
// rendered to safe HTML (pipeline/articles/markdownToHtml.ts). The pages get them as modules (articleModules.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  ARTICLES_FOLDER,
  type Article,
  type ArticleSummary,
  addressTaken,
  articleAddress,
  articleFileNameProblem,
  checkArticle,
  fileSlug,
  type NamedArticle,
} from '../../src/content/article.ts';
import {
  MAX_ARTICLE_CHARACTERS,
  markdownNestingRefusal,
  parseBoundedYaml,
  sizeRefusal,
} from '../content/boundedInput.ts';
import { articlePath, contentDir } from '../content/contentPaths.ts';
import { articleProblem, type ContentProblem } from '../content/contentProblem.ts';
import { frenchTypography } from '../content/typography.ts';
import { articlePhoto } from '../media/contentPhotos.ts';
import type { PhotoFile } from '../media/photos.ts';
import { type RenderContext, readingMinutes, renderMarkdown } from './markdownToHtml.ts';

/** The file name's problem (src/content/article.ts), in her words, or undefined when the name is right. */
const fileNameProblem = (file: string): ContentProblem | undefined => {
  const problem = articleFileNameProblem(file);
  return problem ? articleProblem({ file }, problem) : undefined;
};

/** Front matter and body of a Markdown file: `---`, YAML, `---`, then the text. */
function splitFrontMatter(source: string): { yaml: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source.replace(/^\uFEFF/, ''));
  return match ? { yaml: match[1] ?? '', body: match[2] ?? '' } : undefined;
}

/** Newest first; the same day, by title. */
const newestFirst = (a: ArticleSummary, b: ArticleSummary) =>
  b.date.localeCompare(a.date) || a.title.localeCompare(b.title, 'fr');

/**
 * Every article of the folder, read, checked and rendered, newest first, and every problem found (her
 * words, then the file). One function for the build, the dev server, the build checks and the tests: a
 * folder of 200 articles goes through it as one of 3. `onFile` receives the photos' generated files.
 */
export async function readArticles(
  dir = contentDir,
  onFile: (file: PhotoFile) => void = () => {},
): Promise<{ articles: Article[]; problems: ContentProblem[] }> {
  const folder = join(dir, ARTICLES_FOLDER);
  const files = existsSync(folder)
    ? readdirSync(folder)
        // `.MD` too: a file her computer named in capitals is refused in her words, never left out unsaid.
        .filter((name) => /\.md$/i.test(name))
        .sort()
    : [];
  const problems: ContentProblem[] = [];
  const articles: Article[] = [];
  /** Each address taken, with the article that took it. */
  const bySlug = new Map<string, NamedArticle>();
  for (const file of files) {
    const misnamed = fileNameProblem(file);
    if (misnamed) {
      problems.push(misnamed);
      continue;
    }
    const article = await readArticle(dir, file, onFile, problems);
    if (!article) continue;
    const other = bySlug.get(article.slug);
    if (other)
      problems.push({
        text: addressTaken({ file, title: article.title }, article.slug, other),
        file: articlePath(file),
      });
    else bySlug.set(article.slug, { file, title: article.title });
    articles.push(article);
  }
  return { articles: articles.sort(newestFirst), problems };
}

/**
 * Readings kept by file: the dev server checks the articles before every page it serves, and a build
 * reads them for its client and its server halves. One is read again once its text, or a photo it
 * shows, changes (`key`: the text, then each photo's size and date).
 */
const readings = new Map<
  string,
  { key: string; photos: string[]; article?: Article; problems: ContentProblem[]; files: PhotoFile[] }
>();

const stampOf = (path: string) => {
  const stat = statSync(path, { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : 'missing';
};
const keyOf = (text: string, photos: string[]) => [text, ...photos.map(stampOf)].join('\n');

async function readArticle(
  dir: string,
  file: string,
  onFile: (file: PhotoFile) => void,
  problems: ContentProblem[],
): Promise<Article | undefined> {
  const path = join(dir, ARTICLES_FOLDER, file);
  const text = readFileSync(path, 'utf8');
  let reading = readings.get(path);
  if (!reading || reading.key !== keyOf(text, reading.photos)) {
    const [photos, files, found]: [string[], PhotoFile[], ContentProblem[]] = [[], [], []];
    const onGenerated = (generated: PhotoFile) => files.push(generated);
    const article = await renderArticle(text, { file, dir, onFile: onGenerated, problems: found, photos });
    reading = { key: keyOf(text, photos), photos, article, problems: found, files };
    readings.set(path, reading);
  }
  for (const generated of reading.files) onFile(generated);
  problems.push(...reading.problems);
  return reading.article;
}

/** An article's text read, checked and rendered; what is wrong goes to `context.problems`. */
async function renderArticle(text: string, context: RenderContext): Promise<Article | undefined> {
  const { file, problems } = context;
  const tell = (text: string, detail?: string) => {
    problems.push(articleProblem({ file }, text, detail));
    return undefined;
  };
  const tooLong = sizeRefusal(text, MAX_ARTICLE_CHARACTERS);
  if (tooLong) return tell(tooLong.text);
  const parts = splitFrontMatter(text);
  if (!parts)
    return tell(
      'l’en-tête manque\u00a0: le fichier commence par une ligne ---, les champs, puis une ligne ---',
    );
  const frontMatter = parseBoundedYaml(parts.yaml, { what: 'l’en-tête', lineOffset: 1 });
  if (!frontMatter.ok) return tell(frontMatter.text, frontMatter.detail);
  const checked = checkArticle(file, frontMatter.value);
  if (!checked.ok) {
    for (const text of checked.problems) problems.push({ text, file: articlePath(file) });
    return undefined;
  }
  // The text starts after the front matter: its lines are counted from the file's first.
  const bodyLine = text.split('\n').length - parts.body.split('\n').length;
  // From here on, what is wrong names the article by its title.
  const named = { ...context, title: checked.output.title };
  const tooDeep = markdownNestingRefusal(parts.body, bodyLine);
  if (tooDeep) {
    problems.push(articleProblem(named, tooDeep.text));
    return undefined;
  }
  const { cover, coverAlt, slug, ...meta } = checked.output;
  const before = problems.length;
  const rendered = await renderMarkdown(parts.body, named);
  const coverPicture = cover
    ? await articlePhoto(cover, `article-${fileSlug(file)}-cover`, named, `la photo de couverture (${cover})`)
    : undefined;
  if (problems.length > before) return undefined;
  return {
    ...meta,
    title: frenchTypography(meta.title),
    description: frenchTypography(meta.description),
    slug: articleAddress(file, slug),
    cover: coverPicture ? { ...coverPicture, alt: frenchTypography(coverAlt ?? '') } : null,
    readingMinutes: readingMinutes(rendered.words),
    html: rendered.html,
    toc: rendered.toc,
  };
}

/** An article without its text: what the list, the feed and the sitemap know of it. */
export const summaryOf = ({ html: _html, toc: _toc, ...summary }: Article): ArticleSummary => summary;
