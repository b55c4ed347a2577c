// @vitest-environment node
// The articles' pipeline at scale (issue 29): 200 generated articles (pipeline/checks/articleFixture.ts)
// read and rendered as her 3 are. How long it takes, and whether the cost per article stays flat, is
// the bench's (`npm run bench:articles`): no test's outcome here depends on a clock.

import { contentWithArticles } from '../checks/articleFixture';
import { readArticles } from './articleReader';

/** Reads a new folder of `count` articles (a folder read before is kept: pipeline/articles/articleReader.ts). */
async function read(count: number) {
  const folder = contentWithArticles(count);
  try {
    return await readArticles(folder.dir);
  } finally {
    folder.remove();
  }
}

describe('the articles at scale', () => {
  it('generates what the list and the pages need: three services, newest first, headings and lists', async () => {
    const { articles, problems } = await read(200);
    expect(problems).toEqual([]);
    expect(articles).toHaveLength(200);
    expect(new Set(articles.map((article) => article.service)).size).toBe(3);
    expect(articles[0]?.slug).toBe('essai-001');
    expect(articles.at(-1)?.slug).toBe('essai-200');
    const sizes = articles.map((article) => article.toc.length);
    expect(Math.min(...sizes)).toBeLessThan(Math.max(...sizes));
    expect(articles.some((article) => article.html.includes('<ul>'))).toBe(true);
    expect(articles.some((article) => article.html.includes('<ol>'))).toBe(true);
  });
});
