// Her two guides (docs/mettre-mon-site-en-ligne.md, docs/modifier-mon-site.md) as calm static pages beside
// the editor, at /admin/aide/<name>: rendered by the dev server on each request, written into the build.
// The Markdown stays the one source: it reads on GitHub as it does here (its links and anchors work in both).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Plugin } from 'vite';
import { ADMIN_GUIDE_FOLDER, type AdminGuide, adminGuides } from '../../src/content/adminGuides.ts';
import { elements, externalLinks, isElement, textOf, typography } from '../articles/htmlTreeSteps.ts';

const root = join(import.meta.dirname, '..', '..');
const guides: AdminGuide[] = Object.values(adminGuides);

/** The guides' stylesheet, a file of its own: the pages carry no inline style or script. */
export const GUIDE_STYLESHEET = `${ADMIN_GUIDE_FOLDER}/guide.css`;
const stylesheetSource = join(import.meta.dirname, 'adminGuide.css');

/**
 * The pages' own policy, as a <meta> (every host also sends the editor's, pipeline/site/security.mjs): a browser
 * enforces both, so the guides stay script-free whatever the editor's policy allows.
 */
export const GUIDE_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'";

const element = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[],
): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string) => ({ type: 'text' as const, value });

/**
 * A link to the other guide's file (`modifier-mon-site.md#revenir-en-arrière`), as GitHub reads it, becomes
 * its address here (`/admin/aide/modifier-mon-site#…`).
 */
function guideLinks() {
  return (tree: Root) => {
    for (const [link] of elements(tree)) {
      const href = link.properties.href;
      if (link.tagName !== 'a' || typeof href !== 'string') continue;
      const [, file, hash = ''] = /^([\w-]+\.md)(#.*)?$/.exec(href) ?? [];
      const guide = guides.find((candidate) => candidate.source === `docs/${file}`);
      if (guide) link.properties.href = `${guide.path}${hash}`;
    }
  };
}

/** « Sommaire »: each section (h2), just before the first one, so the introduction reads first. */
function tableOfContents() {
  return (tree: Root) => {
    const sections = tree.children.filter(
      (node): node is Element => isElement(node) && node.tagName === 'h2',
    );
    if (sections.length === 0) return;
    const items = sections.map((heading) =>
      element('li', {}, [element('a', { href: `#${heading.properties.id}` }, [text(textOf(heading))])]),
    );
    const nav = element('nav', { className: ['toc'], ariaLabelledBy: ['sommaire'] }, [
      element('h2', { id: 'sommaire' }, [text('Sommaire')]),
      element('ol', {}, items),
    ]);
    tree.children.splice(tree.children.indexOf(sections[0]!), 0, nav);
  };
}

export type RenderedGuide = { title: string; body: string };

/**
 * A guide's Markdown to HTML: raw HTML dropped and the result sanitised (as her articles are, GitHub's
 * rules), then headings get GitHub's ids (rehype-slug: the anchors the Markdown links to on GitHub too),
 * French typography, links between the guides, and the table of contents.
 */
export async function renderGuide(markdown: string): Promise<RenderedGuide> {
  let title = '';
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeSanitize)
    .use(rehypeSlug)
    .use(typography)
    .use(() => (tree: Root) => {
      const [heading] = [...elements(tree)].find(([candidate]) => candidate.tagName === 'h1') ?? [];
      title = heading ? textOf(heading) : '';
    })
    .use(guideLinks)
    // A link that leaves the site opens a new tab and says so (docs/product.md D13).
    .use(externalLinks)
    .use(tableOfContents)
    .use(rehypeStringify);
  const body = String(await processor.process(markdown));
  if (!title) throw new Error('a guide begins with its title (# …)');
  return { title, body };
}

/** A whole page: back to the editor, the two guides, then the guide. No script. */
export function guidePage(guide: AdminGuide, { title, body }: RenderedGuide): string {
  const others = guides
    .map(
      (each) =>
        `<li><a href="${each.path}"${each === guide ? ' aria-current="page"' : ''}>${each.title}</a></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${GUIDE_POLICY}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title} · Aide de l’éditeur</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${GUIDE_STYLESHEET}" />
  </head>
  <body>
    <header class="bar">
      <a class="back" href="/admin">← Retour à l’éditeur</a>
      <nav aria-label="Les guides"><ul>${others}</ul></nav>
    </header>
    <main id="contenu">
${body}
    </main>
  </body>
</html>
`;
}

/** A guide's page from its Markdown file, read now (the dev server shows an edit at the next reload). */
export async function guidePageFor(guide: AdminGuide, dir = root): Promise<string> {
  return guidePage(guide, await renderGuide(readFileSync(join(dir, guide.source), 'utf8')));
}

/**
 * Vite plugin: serves the guides and their stylesheet in dev (`npm run dev`, `npm run admin`) and writes
 * them into the client build (admin/aide/<name>.html, admin/aide/guide.css), where each host serves
 * /admin/aide/<name> from its file with the editor's headers (pipeline/site/security.mjs, `/admin/` rule).
 */
export function adminGuidePlugin(): Plugin {
  let isSsrBuild = false;
  return {
    name: 'admin-guide',
    configResolved(config) {
      isSsrBuild = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split(/[?#]/)[0] ?? '';
        if (path === GUIDE_STYLESHEET) {
          res.setHeader('Content-Type', 'text/css; charset=utf-8');
          return res.end(readFileSync(stylesheetSource));
        }
        const guide = guides.find((candidate) => candidate.path === path);
        if (!guide) return next();
        try {
          const html = await guidePageFor(guide);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Content-Security-Policy', `${GUIDE_POLICY}; frame-ancestors 'none'`);
          res.end(html);
        } catch (error) {
          next(error);
        }
      });
    },
    async generateBundle() {
      if (isSsrBuild) return;
      for (const guide of guides) {
        this.emitFile({
          type: 'asset',
          fileName: `${guide.path.slice(1)}.html`,
          source: await guidePageFor(guide),
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: GUIDE_STYLESHEET.slice(1),
        source: readFileSync(stylesheetSource, 'utf8'),
      });
    },
  };
}
