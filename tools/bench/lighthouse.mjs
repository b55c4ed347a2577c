// `npm run bench`: builds, serves the build on 127.0.0.1, runs Lighthouse (mobile emulation, Debian
// Chromium) 3 times on every route and prints the medians, beside the no-JS floor: the same page with
// every script file blocked, whose LCP the real page should match (within 5 %), since the scripts load
// after the first paint. A benchmark, not a test: nothing gates on it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { buildAndServe, median } from './server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ONLY = process.env.BENCH_ONLY;
const { base, routes, thirdPartyOrigins, stop: stopPreview } = await buildAndServe();

/**
 * The feed provider is a placeholder and this machine has no Internet: its script is answered from
 * 127.0.0.1 (empty, as in the browser tests), so /services is measured as it behaves once the
 * provider answers, not with the console error of an unreachable host.
 */
async function startFeedStandIn() {
  const host = new URL(thirdPartyOrigins.feedOrigin).hostname;
  const dir = mkdtempSync(join(tmpdir(), 'bench-feed-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  const request = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${host}`];
  const openssl = spawnSync('openssl', [...request, '-keyout', key, '-out', cert], { stdio: 'ignore' });
  if (openssl.status !== 0) throw new Error('openssl could not make the feed stand-in certificate');
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end('');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    flags: [
      `--host-resolver-rules=MAP ${host} 127.0.0.1:${server.address().port}`,
      '--ignore-certificate-errors',
    ],
    stop: () => server.close(),
  };
}
const feedStandIn = await startFeedStandIn();

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: [
    '--headless=new',
    ...chromiumArgs,
    // Headless Chromium sometimes presents the first painted frame about a second late when it races
    // with the handling of the web app manifest's icons (seen on these pages: observed first paint
    // 1.2 s instead of 0.2 s, in roughly half the runs). Lantern then counts every request made before
    // that late paint into FCP and LCP. This flag makes headless present frames as a screen would.
    '--run-all-compositor-stages-before-draw',
    ...feedStandIn.flags,
  ],
});

/**
 * One Lighthouse run. Headless Chromium now and then reports no paint at all for a page it did paint
 * (NO_FCP): such a run is measured again, at most twice, and said so; any other error stops the bench,
 * since a run Lighthouse could not measure scores 0 everywhere.
 */
async function measure(route, { withoutScripts = false } = {}, attempt = 1) {
  const { lhr } = await lighthouse(`${base}${route}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: withoutScripts
      ? ['performance']
      : ['performance', 'accessibility', 'best-practices', 'seo'],
    blockedUrlPatterns: withoutScripts ? ['*.js'] : [],
  });
  if (!lhr.runtimeError) return lhr;
  if (lhr.runtimeError.code === 'NO_FCP' && attempt < 3) {
    console.log(`${route}: Lighthouse saw no paint (NO_FCP), measuring again`);
    return measure(route, { withoutScripts }, attempt + 1);
  }
  throw new Error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
}

const results = [];
try {
  for (const route of routes.filter((path) => !ONLY || path === ONLY)) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const lhr = await measure(route);
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'),
        // What blocked the main thread: each long task, where it came from, when and how long.
        longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => ({
          url: task.url,
          startMs: Math.round(task.startTime),
          ms: Math.round(task.duration),
        })),
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    }
    const keys = [
      'performance',
      'accessibility',
      'bestPractices',
      'seo',
      'fcpMs',
      'lcpMs',
      'tbtMs',
      'cls',
      'bytes',
    ];
    const medians = Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))]));
    const floorLcps = [];
    // BENCH_SKIP_FLOOR=1: only the page as it is (quicker, to compare two changes).
    for (let run = 0; run < (process.env.BENCH_SKIP_FLOOR ? 0 : RUNS); run += 1) {
      const lhr = await measure(route, { withoutScripts: true });
      floorLcps.push(lhr.audits['largest-contentful-paint'].numericValue);
    }
    results.push({
      route,
      runs: RUNS,
      ...medians,
      noJsLcpMs: median(floorLcps),
      // Every run's performance score and TBT, to see the spread behind the median.
      performanceRuns: runs.map((r) => r.performance),
      tbtMsRuns: runs.map((r) => Math.round(r.tbtMs)),
      longTasksRuns: runs.map((r) => r.longTasks),
      failingAudits: [...new Set(runs.flatMap((r) => r.failing))],
    });
  }
} finally {
  await chrome.kill();
  stopPreview();
  feedStandIn.stop();
}

const table = results.map((r) => ({
  route: r.route,
  perf: Math.round(r.performance),
  a11y: Math.round(r.accessibility),
  'best pr.': Math.round(r.bestPractices),
  seo: Math.round(r.seo),
  'FCP ms': Math.round(r.fcpMs),
  'LCP ms': Math.round(r.lcpMs),
  'LCP no-JS ms': Math.round(r.noJsLcpMs),
  'LCP / no-JS': Number((r.lcpMs / r.noJsLcpMs).toFixed(2)),
  'TBT ms': Math.round(r.tbtMs),
  CLS: Number(r.cls.toFixed(3)),
  kB: Math.round(r.bytes / 1024),
}));
console.table(table);
for (const r of results)
  if (r.failingAudits.length) console.log(`${r.route} failing audits: ${r.failingAudits.join(', ')}`);
mkdirSync('bench-results', { recursive: true });
const out = 'bench-results/lighthouse.json';
writeFileSync(
  out,
  `${JSON.stringify({ date: new Date().toISOString(), medianOf: RUNS, results }, null, 2)}\n`,
);
console.log(`medians of ${RUNS} runs written to ${out}`);
process.exit(0);
