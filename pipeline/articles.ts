// The practitioner's articles (src/data/content/articles/*.md): read, checked (src/data/content/article.ts),
// rendered from Markdown to safe HTML at build time, and handed to the pages as virtual modules. Nothing
// of the Markdown pipeline ships: visitors get HTML.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { parseDocument } from 'yaml';
import {
  ARTICLES_FOLDER,
  type Article,
  type ArticleSummary,
  addressTaken,
  articleAddress,
  checkArticle,
  fileSlug,
  listPages,
} from '../src/data/content/article.ts';
import {
  asJavaScript,
  ContentError,
  type ContentProblem,
  contentDir,
  contentReport,
} from './contentFiles.ts';
import {
  articlePhoto,
  articleProblem,
  type RenderContext,
  readingMinutes,
  relativeName,
  renderMarkdown,
} from './markdown.ts';
import { emitPhotoFiles, type PhotoFile } from './photos.ts';
import { frenchTypography } from './typography.ts';

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
        .filter((name) => name.endsWith('.md'))
        .sort()
    : [];
  const problems: ContentProblem[] = [];
  const articles: Article[] = [];
  /** Each address taken, with the file that took it. */
  const bySlug = new Map<string, string>();
  for (const file of files) {
    const article = await readArticle(dir, file, onFile, problems);
    if (!article) continue;
    const other = bySlug.get(article.slug);
    if (other) problems.push({ text: addressTaken(file, article.slug, other), file: relativeName(file) });
    else bySlug.set(article.slug, file);
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
    problems.push(articleProblem(file, text, detail));
    return undefined;
  };
  const parts = splitFrontMatter(text);
  if (!parts)
    return tell(
      'l’en-tête manque\u00a0: le fichier commence par une ligne ---, les champs, puis une ligne ---',
    );
  const document = parseDocument(parts.yaml, { prettyErrors: true });
  if (document.errors.length > 0) {
    const line = document.errors[0]?.linePos?.[0]?.line;
    return tell(
      `l’en-tête n’est pas du YAML valide${line ? ` à la ligne ${line + 1}` : ''} (vérifiez les guillemets)`,
      document.errors[0]?.message,
    );
  }
  const checked = checkArticle(file, document.toJS());
  if (!checked.ok) {
    for (const text of checked.problems) problems.push({ text, file: relativeName(file) });
    return undefined;
  }
  const { cover, coverAlt, slug, ...meta } = checked.output;
  const before = problems.length;
  const rendered = await renderMarkdown(parts.body, context);
  const coverPicture = cover
    ? await articlePhoto(
        cover,
        `article-${fileSlug(file)}-cover`,
        context,
        `la photo de couverture (${cover})`,
      )
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

const summaryOf = ({ html: _html, toc: _toc, ...summary }: Article): ArticleSummary => summary;

/** The virtual modules: the whole index (server side), the list's pages and each article, loaded lazily. */
const MODULE = {
  index: 'virtual:articles',
  pages: 'virtual:articles/pages',
  page: 'virtual:articles/page/',
  bodies: 'virtual:articles/bodies',
  body: 'virtual:articles/body/',
  byService: 'virtual:articles/by-service',
} as const;

/** The services page names, under each service, its newest articles, at most this many. */
const ARTICLES_PER_SERVICE = 3;

/**
 * Vite plugin: the articles as modules. `virtual:articles` is the index (summaries, newest first), for
 * the server (prerender, sitemap, feed, JSON-LD); the browser loads only what a page shows:
 * `virtual:articles/pages` maps each list page to its chunk, `virtual:articles/bodies` each slug to its
 * article's chunk. The build stops on a wrong article (pipeline/contentFiles.ts reports it with the other
 * files); in dev, pages show what to correct.
 */
export function articlesPlugin({ dir = contentDir }: { dir?: string } = {}): Plugin {
  let serving = false;
  let current: Promise<Article[]> | undefined;
  const load = (emit: (file: PhotoFile) => void) => {
    current ??= readArticles(dir, emit).then(({ articles, problems }) => {
      if (problems.length > 0) throw new ContentError(problems);
      return articles;
    });
    return current;
  };
  return {
    name: 'articles',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    buildStart() {
      current = undefined;
    },
    resolveId(id) {
      return id.startsWith('virtual:articles') ? `\0${id}` : null;
    },
    configureServer(server) {
      // An article saved, added or removed (from the editor): read them again, reload the open pages.
      const changed = (file: string) => {
        if (!file.includes(`/${ARTICLES_FOLDER}/`) || !file.endsWith('.md')) return;
        current = undefined;
        for (const environment of Object.values(server.environments))
          for (const module of environment.moduleGraph.idToModuleMap.values())
            if (module.id?.startsWith('\0virtual:articles')) environment.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      for (const event of ['add', 'change', 'unlink']) server.watcher.on(event, changed);
    },
    async load(id, options) {
      if (!id.startsWith('\0virtual:articles')) return null;
      const name = id.slice(1);
      const emit = emitPhotoFiles(this, serving || Boolean(options?.ssr));
      let articles: Article[];
      try {
        articles = await load(emit);
      } catch (error) {
        current = undefined;
        // In dev the pages answer what to correct (pipeline/contentFiles.ts); the modules stay empty.
        if (error instanceof ContentError && serving) articles = [];
        else if (error instanceof ContentError) this.error(contentReport(error.problems));
        else throw error;
      }
      const summaries = articles.map(summaryOf);
      if (name === MODULE.index) return `export default ${asJavaScript(summaries)};`;
      if (name === MODULE.pages) {
        const importers = listPages(summaries).map(
          (_, index) => `()=>import(${JSON.stringify(`${MODULE.page}${index + 1}`)})`,
        );
        return `export default [${importers.join(',')}];`;
      }
      if (name.startsWith(MODULE.page)) {
        const page = listPages(summaries)[Number(name.slice(MODULE.page.length)) - 1] ?? [];
        return `export default ${asJavaScript(page)};`;
      }
      if (name === MODULE.bodies) {
        const importers = articles.map(
          ({ slug }) => `${JSON.stringify(slug)}:()=>import(${JSON.stringify(`${MODULE.body}${slug}`)})`,
        );
        return `export default {${importers.join(',')}};`;
      }
      if (name === MODULE.byService) {
        const byService: Record<string, Array<{ slug: string; title: string }>> = {};
        for (const { service, slug, title } of summaries) {
          const list = byService[service] ?? [];
          if (list.length < ARTICLES_PER_SERVICE) byService[service] = [...list, { slug, title }];
        }
        return `export default ${asJavaScript(byService)};`;
      }
      if (name.startsWith(MODULE.body)) {
        const article = articles.find(({ slug }) => slug === name.slice(MODULE.body.length));
        return `export default ${asJavaScript(article ?? null)};`;
      }
      return null;
    },
  };
}
