// Her articles as the pages load them: virtual modules written from what pipeline/articles/articleReader.ts read.
// Nothing of the Markdown pipeline ships: visitors get HTML.
import { basename } from 'node:path';
import type { Plugin } from 'vite';
import { ARTICLES_FOLDER, type Article, listPages } from '../../src/content/article.ts';
import { ARTICLES_PER_SERVICE } from '../../src/content/siteLayout.ts';
import { contentDir } from '../content/contentPaths.ts';
import { ContentError, contentReport } from '../content/contentProblem.ts';
import { asJavaScript } from '../content/javascriptLiteral.ts';
import { stop } from '../content/stop.ts';
import { emitPhotoFiles, type PhotoFile } from '../media/photos.ts';
import { readArticles, summaryOf } from './articleReader.ts';

/** The virtual modules: the whole index (server side), the list's pages and each article, loaded lazily. */
const MODULE = {
  index: 'virtual:articles',
  pages: 'virtual:articles/pages',
  page: 'virtual:articles/page/',
  bodies: 'virtual:articles/bodies',
  body: 'virtual:articles/body/',
  byService: 'virtual:articles/by-service',
} as const;

/**
 * Vite plugin: the articles as modules. `virtual:articles` is the index (summaries, newest first), for
 * the server (prerender, sitemap, feed, JSON-LD); the browser loads only what a page shows:
 * `virtual:articles/pages` maps each list page to its chunk, `virtual:articles/bodies` each slug to its
 * article's chunk. The build stops on a wrong article (pipeline/content/contentScan.ts reports it with the other
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
      // An article saved, added or removed (from the editor): read them again, reload the site's open
      // pages. Not for the editor's temporary files or the browser's swap files beside them.
      const changed = (file: string) => {
        if (!file.includes(`/${ARTICLES_FOLDER}/`) || !/^[^.].*\.md$/.test(basename(file))) return;
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
        // In dev the pages answer what to correct (pipeline/content/contentDevServer.ts); the modules stay empty.
        if (error instanceof ContentError && serving) articles = [];
        else if (error instanceof ContentError) stop(`\n${contentReport(error.problems)}`);
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
