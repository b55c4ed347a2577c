// `npm run bench:articles`: what 200 articles cost, timed on this machine. A benchmark, not a test:
// nothing gates on it (the build checks bound counts and bytes only: pipeline/checks/articles.scale.check.ts).
// - the full `npm run build` of a copy of her content whose articles are 200 generated ones;
// - reading and rendering 10, 50 then 200 articles (pipeline/articles/articleReader.ts), per article: the cost
//   should stay flat as the journal grows.
// Run through Vite's loader (tools/machines/run.mjs), as it imports the pipeline's TypeScript.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readArticles } from '../../pipeline/articles/articleReader.ts';
import { contentWithArticles } from '../../pipeline/checks/articleFixture.ts';
import { distDir } from '../../pipeline/site/distDir.mjs';

const root = join(import.meta.dirname, '..', '..');
const COUNTS = [10, 50, 200];
/** Runs per size, after one to warm up; their median is reported. */
const RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Milliseconds to read and render a new folder of `count` articles. */
async function readTime(count: number) {
  const folder = contentWithArticles(count);
  try {
    const started = performance.now();
    const { articles, problems } = await readArticles(folder.dir);
    if (problems.length > 0 || articles.length !== count) throw new Error(`${count} articles: not all read`);
    return performance.now() - started;
  } finally {
    folder.remove();
  }
}

/** Seconds for `npm run build` of 200 articles, into a folder of its own. */
function buildTime() {
  const content = contentWithArticles(200);
  const buildDir = distDir(process.env, '-bench-200-articles');
  try {
    const started = performance.now();
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: content.dir, DIST_DIR: buildDir },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (build.status !== 0) throw new Error(`the build of 200 articles failed:\n${build.stderr}`);
    return (performance.now() - started) / 1000;
  } finally {
    content.remove();
    rmSync(buildDir, { recursive: true, force: true });
  }
}

export async function main() {
  const perArticle: Record<number, number> = {};
  for (const count of COUNTS) {
    await readTime(count);
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await readTime(count));
    perArticle[count] = median(runs) / count;
    console.log(`bench: reading ${count} articles: ${perArticle[count]?.toFixed(2)} ms per article`);
  }
  const buildSeconds = buildTime();
  console.log(`bench: npm run build with 200 articles: ${Math.round(buildSeconds)} s`);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results', 'articles.json'),
    `${JSON.stringify({ msPerArticleRead: perArticle, buildSeconds200: buildSeconds }, null, 2)}\n`,
  );
}
