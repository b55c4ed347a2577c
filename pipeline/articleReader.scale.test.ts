// @vitest-environment node
// The articles' pipeline at scale (issue 29): reading and rendering 10, 50 then 200 generated articles
// (pipeline/checks/articleFixture.ts) costs the same per article. Ratios of medians, never absolute times,
// so a slow or busy machine does not fail it.
import { readArticles } from './articleReader';
import { contentWithArticles } from './checks/articleFixture';

/** Runs per size, after one to warm up: their median is compared. */
const RUNS = 3;
/** The time per article at 200 is at most this many times the time per article at 10. */
const LINEAR_SLACK = 2;

const COUNTS = [10, 50, 200];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Reads a new folder of `count` articles (a folder read before is kept: pipeline/articleReader.ts). */
async function timed(count: number) {
  const folder = contentWithArticles(count);
  try {
    const start = performance.now();
    const { articles, problems } = await readArticles(folder.dir);
    return { ms: performance.now() - start, articles, problems };
  } finally {
    folder.remove();
  }
}

describe('the articles at scale', () => {
  it('reads and renders 200 articles in time linear in their number', async () => {
    const perArticle: Record<number, number> = {};
    const total: Record<number, number> = {};
    for (const count of COUNTS) {
      const warm = await timed(count);
      expect(warm.problems).toEqual([]);
      expect(warm.articles).toHaveLength(count);
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push((await timed(count)).ms);
      total[count] = median(runs);
      perArticle[count] = median(runs) / count;
    }
    const report = `per article: ${Object.entries(perArticle)
      .map(([count, ms]) => `${count} → ${ms.toFixed(2)} ms`)
      .join(', ')}`;
    expect(perArticle[200], report).toBeLessThanOrEqual(LINEAR_SLACK * (perArticle[10] ?? 0));
    expect(perArticle[50], report).toBeLessThanOrEqual(LINEAR_SLACK * (perArticle[10] ?? 0));
    console.info(`readArticles ${report}; 200 in ${total[200]?.toFixed(0)} ms`);
  }, 120_000);

  it('generates what the list and the pages need: three services, newest first, headings and lists', async () => {
    const { articles } = await timed(200);
    expect(new Set(articles.map((article) => article.service)).size).toBe(3);
    expect(articles[0]?.slug).toBe('essai-001');
    expect(articles.at(-1)?.slug).toBe('essai-200');
    const sizes = articles.map((article) => article.toc.length);
    expect(Math.min(...sizes)).toBeLessThan(Math.max(...sizes));
    expect(articles.some((article) => article.html.includes('<ul>'))).toBe(true);
    expect(articles.some((article) => article.html.includes('<ol>'))).toBe(true);
  });
});
