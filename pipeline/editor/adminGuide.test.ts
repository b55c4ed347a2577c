import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, ViteDevServer } from 'vite';
import { ADMIN_GUIDE_FOLDER, type AdminGuide, adminGuides } from '../../src/content/adminGuides';
import { badSpacing } from '../../src/testing/frenchSpacing';
import { projectRoot } from '../../src/testing/sourceFiles';
import { adminGuidePlugin, GUIDE_STYLESHEET, guidePage, guidePageFor, renderGuide } from './adminGuide';

const guides: AdminGuide[] = Object.values(adminGuides);
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** Every guide page, parsed, by its address. */
async function guidePages(): Promise<Map<string, Document>> {
  const pages = new Map<string, Document>();
  for (const guide of guides) pages.set(guide.path, parse(await guidePageFor(guide)));
  return pages;
}

/**
 * Links that lead nowhere: a guide address that is no guide, an anchor no element of its page has, or
 * anything else that is neither the editor (/admin) nor a web address.
 */
function brokenLinks(pages: Map<string, Document>): string[] {
  const broken: string[] = [];
  for (const [path, document] of pages) {
    for (const link of document.querySelectorAll('a[href]')) {
      const href = link.getAttribute('href') ?? '';
      if (/^https?:\/\//.test(href) || href === '/admin') continue;
      const [target = '', hash] = href.split('#');
      const page = target === '' ? document : pages.get(target);
      const id = hash === undefined ? null : decodeURIComponent(hash);
      if (!page || (id !== null && !page.getElementById(id))) broken.push(`${path}: ${href}`);
    }
  }
  return broken;
}

/** Text outside code, where French typography applies (code is typed as is). */
const prose = (markdown: string) =>
  markdown
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, 'code')
    .replace(/\]\([^)]*\)/g, ']');

describe('her guides at /admin/aide/', () => {
  it.each(guides)(
    '$title: in French, its title as h1, no script, the guides’ own stylesheet',
    async (guide) => {
      const document = parse(await guidePageFor(guide));
      expect(document.documentElement.lang).toBe('fr');
      expect([...document.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual([guide.title]);
      expect(document.title).toContain(guide.title);
      expect(document.querySelectorAll('script, style, [style]')).toHaveLength(0);
      expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(GUIDE_STYLESHEET);
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex, nofollow',
      );
      expect(document.querySelector('a[href="/admin"]')?.textContent).toContain('Retour à l’éditeur');
    },
  );

  it.each(guides)('$title: a table of contents naming every section', async (guide) => {
    const document = parse(await guidePageFor(guide));
    const toc = document.querySelector('nav[aria-labelledby="sommaire"]');
    expect(toc?.querySelector('h2')?.textContent).toBe('Sommaire');
    const sections = [...document.querySelectorAll('main > h2')].map((h2) => `#${h2.id}`);
    expect(sections.length).toBeGreaterThan(4);
    expect([...(toc?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual(sections);
  });

  it('each guide links to the other, and every link within them leads somewhere', async () => {
    const pages = await guidePages();
    for (const guide of guides) {
      for (const other of guides.filter((each) => each !== guide)) {
        const inText = pages.get(guide.path)?.querySelector(`main a[href^="${other.path}"]`);
        expect(inText, `${guide.title} → ${other.title}`).not.toBeNull();
      }
    }
    expect(brokenLinks(pages)).toEqual([]);
  });

  it('a link to a missing section or page is found', async () => {
    const broken = parse(
      guidePage(
        adminGuides.editing,
        await renderGuide('# Modifier mon site\n\n[a](#nulle-part) [b](autre.md)'),
      ),
    );
    const pages = await guidePages();
    pages.set('/admin/aide/essai', broken);
    expect(brokenLinks(pages)).toEqual(['/admin/aide/essai: #nulle-part', '/admin/aide/essai: autre.md']);
  });

  it('links that leave the site open a new tab and say so', async () => {
    const document = parse(await guidePageFor(adminGuides.goLive));
    const external = [...document.querySelectorAll('a[href^="https://"]')];
    expect(external.length).toBeGreaterThan(3);
    for (const link of external) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.textContent).toContain('(nouvel onglet)');
    }
  });

  it.each(guides)('$title: French typography, in the Markdown and on the page', async (guide) => {
    const markdown = readFileSync(join(projectRoot, guide.source), 'utf8');
    const lines = prose(markdown).split('\n');
    expect(lines.filter((line) => badSpacing.test(line))).toEqual([]);
    const document = parse(await guidePageFor(guide));
    for (const code of document.querySelectorAll('code')) code.remove();
    const texts = [...document.querySelectorAll('main p, main li, main h2, main h3')].map(
      (node) => node.textContent ?? '',
    );
    expect(texts.filter((copy) => badSpacing.test(copy))).toEqual([]);
    expect(badSpacing.test('Publier : une faute')).toBe(true);
  });

  it('the dev server serves both guides and their stylesheet, and leaves other paths alone', async () => {
    let handler: Connect.NextHandleFunction = () => {};
    const server = { middlewares: { use: (fn: Connect.NextHandleFunction) => (handler = fn) } };
    const plugin = adminGuidePlugin();
    (plugin.configureServer as (server: ViteDevServer) => void)(server as unknown as ViteDevServer);
    const get = (url: string) =>
      new Promise<{ body: string; headers: Record<string, string>; passed: boolean }>((resolve) => {
        const headers: Record<string, string> = {};
        const res = {
          setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
          end: (body: string | Buffer) => resolve({ body: String(body), headers, passed: false }),
        };
        handler({ url } as Connect.IncomingMessage, res as never, () =>
          resolve({ body: '', headers, passed: true }),
        );
      });
    for (const guide of guides) {
      const page = await get(`${guide.path}?x=1`);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(parse(page.body).querySelector('h1')?.textContent).toBe(guide.title);
    }
    const stylesheet = await get(GUIDE_STYLESHEET);
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(stylesheet.body).toContain('min-height: 44px');
    expect((await get(`${ADMIN_GUIDE_FOLDER}/autre`)).passed).toBe(true);
    expect((await get('/admin')).passed).toBe(true);
  });
});
