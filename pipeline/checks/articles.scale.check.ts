// The journal at 200 articles (issue 29): a full production build (`npm run build`) of a copy of her content
// whose articles are 200 generated ones (pipeline/checks/articleFixture.ts), then read as a host serves it:
// 17 list pages, each lighter than the home page, and every article in the sitemap and the feed. How long
// the build takes is the bench's (`npm run bench:articles`), never a check's: CI runs on busy machines.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { ARTICLES_PER_PAGE } from '../../src/content/article';
import { distDir } from '../site/distDir.mjs';
import { contentWithArticles } from './articleFixture';
import { firstScriptBytes } from './buildOutput';

const root = join(import.meta.dirname, '..', '..');
/** Its own output, beside the build the other checks read (absolute: DIST_DIR may be, too). */
const buildDir = distDir(process.env, '-200-articles');
const clientDir = join(buildDir, 'client');

const COUNT = 200;
/** 200 articles make 17 pages of 12. */
const LIST_PAGES = Math.ceil(COUNT / ARTICLES_PER_PAGE);

const content = contentWithArticles(COUNT);
let build: SpawnSyncReturns<string>;

beforeAll(() => {
  build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: content.dir, DIST_DIR: buildDir },
    maxBuffer: 64 * 1024 * 1024,
  });
}, 600_000);

afterAll(() => {
  content.remove();
  rmSync(buildDir, { recursive: true, force: true });
});

const readText = (file: string) => readFileSync(join(clientDir, file), 'utf8');

/** The gzip bytes of the scripts a page of this build loads once painted (pipeline/site/prerender.mjs). */
const firstScripts = (file: string) => firstScriptBytes(new JSDOM(readText(file)).window.document, clientDir);

const listPageFiles = [
  'articles.html',
  ...Array.from({ length: LIST_PAGES - 1 }, (_, index) => `articles/page/${index + 2}.html`),
];

describe(`the build with ${COUNT} articles`, () => {
  it('succeeds', () => {
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  });

  it(`prerenders every article and ${LIST_PAGES} list pages, no more`, () => {
    const articles = readdirSync(join(clientDir, 'articles')).filter((name) =>
      /^essai-\d+\.html$/.test(name),
    );
    expect(articles).toHaveLength(COUNT);
    for (const file of listPageFiles) expect(existsSync(join(clientDir, file)), file).toBe(true);
    expect(existsSync(join(clientDir, `articles/page/${LIST_PAGES + 1}.html`))).toBe(false);
    const last = new JSDOM(readText(listPageFiles.at(-1)!)).window.document;
    expect(last.querySelectorAll('main article')).toHaveLength(COUNT - (LIST_PAGES - 1) * ARTICLES_PER_PAGE);
    expect(last.body.textContent).toContain(`Page ${LIST_PAGES} sur ${LIST_PAGES}`);
  });

  it('keeps the list and each of its pages lighter than the home page, in HTML and in first JavaScript', () => {
    const homeHtml = readText('index.html').length;
    const homeScripts = firstScripts('index.html');
    for (const file of listPageFiles) {
      expect(readText(file).length, `${file}: HTML`).toBeLessThan(homeHtml);
      expect(firstScripts(file), `${file}: first JavaScript`).toBeLessThanOrEqual(homeScripts);
    }
    expect(firstScripts('articles/essai-200.html')).toBeLessThanOrEqual(homeScripts);
  });

  it(`lists the ${COUNT} articles in the sitemap and the feed`, () => {
    const sitemap = readText('sitemap.xml');
    expect(
      sitemap.match(/<loc>[^<]*\/articles\/essai-\d+<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/g),
    ).toHaveLength(COUNT);
    expect(sitemap.match(/<loc>[^<]*\/articles\/page\/\d+<\/loc>/g)).toHaveLength(LIST_PAGES - 1);
    const feed = new JSDOM(readText('articles/feed.xml'), { contentType: 'application/xml' }).window.document;
    expect(feed.querySelector('parsererror')).toBeNull();
    expect(feed.querySelectorAll('entry')).toHaveLength(COUNT);
  });
});
