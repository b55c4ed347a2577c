// `npm run bench`: builds, serves the build on 127.0.0.1, runs Lighthouse (mobile emulation, Debian
// Chromium) 3 times on every route and prints the medians, beside the no-JS floor: the same page with
// every script file blocked, whose LCP the real page should match (within 5 %), since the scripts load
// after the first paint. With a baseline commit (`BASELINE=4eb8288` or `-- --baseline 4eb8288`) it
// builds that commit beside the working tree and measures both in the same run, each route's runs
// alternating between the two, then prints them side by side with the ratio per figure. A benchmark,
// not a test: nothing gates on it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { benchSites, median, ratio } from './server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ONLY = process.env.BENCH_ONLY;
/**
 * How Lighthouse slows the page to a mid-range phone on a slow 4G network (the same figures either way:
 * 150 ms round trip, 1.6 Mbit/s, 4x CPU). `devtools` (the default) slows the browser itself while the
 * page loads, so TBT and LCP are what the page did under it; `simulate` loads it at full speed and
 * estimates the slow figures from the trace (Lighthouse's own default: quicker, but it cannot tell
 * when a script ran).
 */
const THROTTLING = process.env.BENCH_THROTTLING ?? 'devtools';
if (!['devtools', 'simulate'].includes(THROTTLING))
  throw new Error(`BENCH_THROTTLING=${THROTTLING}: devtools or simulate`);
const sites = await benchSites({ port: 4310 });
const stopPreviews = () => {
  for (const site of sites) site.stop();
};

/**
 * The feed provider is a placeholder and this machine has no Internet: its script is answered from
 * 127.0.0.1 (empty, as in the browser tests), so /services is measured as it behaves once the
 * provider answers, not with the console error of an unreachable host.
 */
async function startFeedStandIn() {
  const hosts = [...new Set(sites.map((site) => new URL(site.thirdPartyOrigins.feedOrigin).hostname))];
  const host = /** @type {string} */ (hosts[0]);
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
      `--host-resolver-rules=${hosts.map((name) => `MAP ${name} 127.0.0.1:${server.address().port}`).join(',')}`,
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
 * Lighthouse's errors about its own recording, not the page: headless Chromium now and then reports no
 * paint for a page it did paint (NO_FCP), in bursts (right after a build, several runs in a row), and on
 * a loaded machine its trace sometimes misses the navigation's start (NO_NAVSTART; an hour of figures
 * was lost to one).
 */
const RECORDING_ERRORS = { NO_FCP: 'saw no paint', NO_NAVSTART: 'missed the start of the load' };

/**
 * One Lighthouse run. A run Lighthouse failed to record is measured again after a pause (20 s, then
 * 40 s), at most twice, and said so; any other error stops the bench, since a run Lighthouse could not
 * measure scores 0 everywhere.
 */
async function measure(base, route, { withoutScripts = false } = {}, attempt = 1) {
  const { lhr } = await lighthouse(`${base}${route}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    throttlingMethod: THROTTLING,
    onlyCategories: withoutScripts
      ? ['performance']
      : ['performance', 'accessibility', 'best-practices', 'seo'],
    blockedUrlPatterns: withoutScripts ? ['*.js'] : [],
  });
  if (!lhr.runtimeError) return lhr;
  const { code } = lhr.runtimeError;
  if (code in RECORDING_ERRORS && attempt < 3) {
    const pauseS = 20 * attempt;
    console.log(`${route}: Lighthouse ${RECORDING_ERRORS[code]} (${code}), measuring again in ${pauseS} s`);
    await new Promise((resolve) => setTimeout(resolve, pauseS * 1000));
    return measure(base, route, { withoutScripts }, attempt + 1);
  }
  throw new Error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
}

/**
 * One run's figures.
 * @param {any} lhr
 */
function figures(lhr) {
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    // How fast this machine was for the run, before the 4x slowdown (Lighthouse's own measure: a mid-range
    // phone scores about 1000). TBT grows much faster than this falls: a figure is only comparable beside it.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    // What blocked the main thread: each long task, where it came from, when and how long.
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((/** @type {any} */ task) => ({
      url: task.url,
      startMs: Math.round(task.startTime),
      ms: Math.round(task.duration),
    })),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
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
  'benchmarkIndex',
];
/** @param {any} r */
const row = (r) => ({
  perf: Math.round(r.performance),
  a11y: Math.round(r.accessibility),
  'best pr.': Math.round(r.bestPractices),
  seo: Math.round(r.seo),
  'FCP ms': Math.round(r.fcpMs),
  'LCP ms': Math.round(r.lcpMs),
  'LCP no-JS ms': r.noJsLcpMs === null ? null : Math.round(r.noJsLcpMs),
  'LCP / no-JS': r.noJsLcpMs === null ? null : Number((r.lcpMs / r.noJsLcpMs).toFixed(2)),
  'TBT ms': Math.round(r.tbtMs),
  CLS: Number(r.cls.toFixed(3)),
  kB: Math.round(r.bytes / 1024),
  'machine idx': Math.round(r.benchmarkIndex),
});

/** @type {Record<string, any[]>} site label → its results, route by route */
const resultsBySite = Object.fromEntries(sites.map((site) => [site.label, []]));
const routes = sites[0].routes.filter(
  (path) => (!ONLY || ONLY.split(',').includes(path)) && sites.every((site) => site.routes.includes(path)),
);
try {
  for (const route of routes) {
    /** @type {Record<string, { runs: any[], floorLcps: number[] }>} */
    const bySite = Object.fromEntries(sites.map((site) => [site.label, { runs: [], floorLcps: [] }]));
    // The builds take turns run by run, so a burst of load on the machine falls on both alike.
    for (let run = 0; run < RUNS; run += 1)
      for (const site of sites) bySite[site.label].runs.push(figures(await measure(site.base, route)));
    // BENCH_SKIP_FLOOR=1: only the page as it is (quicker, to compare two changes).
    for (let run = 0; run < (process.env.BENCH_SKIP_FLOOR ? 0 : RUNS); run += 1)
      for (const site of sites) {
        const lhr = await measure(site.base, route, { withoutScripts: true });
        bySite[site.label].floorLcps.push(lhr.audits['largest-contentful-paint'].numericValue);
      }
    for (const site of sites) {
      const { runs, floorLcps } = bySite[site.label];
      const medians = Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))]));
      resultsBySite[site.label].push({
        route,
        runs: RUNS,
        ...medians,
        noJsLcpMs: floorLcps.length ? median(floorLcps) : null,
        // Every run's performance score and TBT, to see the spread behind the median.
        performanceRuns: runs.map((r) => r.performance),
        tbtMsRuns: runs.map((r) => Math.round(r.tbtMs)),
        // TBT counts only what runs after the first paint: a run that paints earlier can count more.
        fcpMsRuns: runs.map((r) => Math.round(r.fcpMs)),
        longTasksRuns: runs.map((r) => r.longTasks),
        failingAudits: [...new Set(runs.flatMap((r) => r.failing))],
      });
      // Said as each route ends, so a later failure loses no figure already measured.
      console.log(`${route} · ${site.label}: ${JSON.stringify(row(resultsBySite[site.label].at(-1)))}`);
    }
  }
} finally {
  await chrome.kill();
  stopPreviews();
  feedStandIn.stop();
}

const [current, baseline] = sites;
console.log(`Lighthouse, mobile, ${THROTTLING} throttling, median of ${RUNS} runs`);
for (const site of sites) {
  console.log(site === current ? 'working tree' : `baseline ${site.label}`);
  console.table(resultsBySite[site.label].map((r) => ({ route: r.route, ...row(r) })));
  for (const r of resultsBySite[site.label])
    if (r.failingAudits.length) console.log(`${r.route} failing audits: ${r.failingAudits.join(', ')}`);
}
/** Side by side: each figure of the working tree, the baseline's, and their ratio (working tree ÷ baseline). */
const comparison = baseline
  ? resultsBySite[current.label].map((mine, index) => {
      const theirs = resultsBySite[baseline.label][index];
      const [a, b] = [row(mine), row(theirs)];
      /** @type {Record<string, string | number | null>} */
      const line = { route: mine.route };
      for (const key of ['FCP ms', 'LCP ms', 'LCP / no-JS', 'TBT ms', 'CLS', 'kB', 'perf'])
        line[key] = `${a[key] ?? '–'} / ${b[key] ?? '–'} (×${ratio(a[key], b[key]) ?? '–'})`;
      return line;
    })
  : null;
if (comparison) {
  console.log(
    `working tree / baseline ${baseline.label} (×ratio: under 1 is less; for perf, more is better)`,
  );
  console.table(comparison);
}
mkdirSync('bench-results', { recursive: true });
const out = 'bench-results/lighthouse.json';
writeFileSync(
  out,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      medianOf: RUNS,
      throttling: THROTTLING,
      results: resultsBySite[current.label],
      ...(baseline && {
        baseline: { commit: baseline.label, results: resultsBySite[baseline.label] },
        comparison,
      }),
    },
    null,
    2,
  )}\n`,
);
console.log(`medians of ${RUNS} runs written to ${out}`);
process.exit(0);
