// `npm run bench:ready`: what a visitor on a slow phone gets when she acts at the first paint.
// Phone profile (375 px, touch, 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up),
// a fresh browser context per run. For each control (every link and button of every page, as
// e2e/first-tap.spec.ts walks them, the highlight a hash draws, and the contact form filled and sent): the
// page opens, it is tapped as soon as the first contentful paint is reported, and the bench records whether the page answered (lost if not
// within 10 s), the time from the tap to the visible answer, how often it answered (twice is a defect),
// and when the page hydrated. With a baseline commit (`BASELINE=4eb8288` or `-- --baseline 4eb8288`) it
// builds that commit beside the working tree and taps each control on both in turn, then prints them
// side by side with the ratio per figure. A benchmark, not a test: it prints and writes
// bench-results/ready.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { faultOf, listControls, recordEffects, tapControl } from '../../e2e/controls.mjs';
import { chromiumLaunch } from '../chromium.mjs';
import { benchSites, median, ratio } from './server.mjs';

/**
 * A control with its page and that page's controls (RouteControl); what `recorder` keeps in the page, in ms
 * on its clock (ReadyRecord); the window of a page openPainted gave, so painted (Ready).
 * @typedef {import('../../e2e/controls.mjs').Control} Control
 * @typedef {Control & { route: string, controls: Control[] }} RouteControl
 * @typedef {{ fcp: number | null, hydrated: number | null, tap: number | null, tapToPaint: number | null,
 *   answeredAt: number | null, longTasks: [start: number, duration: number][] }} ReadyRecord
 * @typedef {import('../../e2e/controls.mjs').RecordingWindow & { __ready: ReadyRecord & { fcp: number } }} Ready
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
/** `BENCH_ONLY=Menu|Filled form`: the controls whose name contains any of these. */
const ONLY = process.env.BENCH_ONLY?.split('|');
const LOST_AFTER_MS = 10_000;
const sites = await benchSites({ port: 4311 });
/** The not-found page, on an unknown path (status 404). */
const UNKNOWN_PATH = '/page-inconnue';

const phone = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: 'fr-FR',
};

/**
 * Answers watched frame by frame rather than read from one tap's events (Watched): the highlight a
 * hash draws from the first paint (no tap: from the first paint to the ring), and the contact form
 * filled at the first paint and sent (from the tap on « Envoyer » to « Message envoyé ! », the title
 * of contactSuccessCopy in src/data/contact.ts, once the one post is answered).
 * @typedef {{ route: string, name: string, answered: () => boolean,
 *   act?: (page: import('@playwright/test').Page) => Promise<void> }} Watched
 * @type {Watched[]}
 */
const watched = [
  {
    route: '/services#atelier-portage',
    name: 'Highlight (/services#atelier-portage)',
    answered: () => {
      const block = document.getElementById('atelier-portage');
      return block !== null && getComputedStyle(block).outlineWidth === '3px';
    },
  },
  {
    route: '/contact',
    name: 'Filled form sent (/contact)',
    // Shown, not only there: the page also holds the confirmation a post without scripts returns to.
    answered: () =>
      [...document.querySelectorAll('h3')].some(
        (h) => h.textContent?.startsWith('Message envoyé') && h.checkVisibility(),
      ),
    act: async (page) => {
      for (const [name, value] of [
        ['Nom', 'Camille Martin'],
        ['E-mail', 'camille@example.fr'],
        ['Message', 'Bonjour, je voudrais préparer ma césarienne programmée en mars.'],
      ])
        await page.getByRole('textbox', { name, exact: true }).fill(/** @type {string} */ (value));
      await page.getByRole('button', { name: 'Envoyer le message' }).tap();
    },
  },
];

/**
 * Recorded in the page from its very start: first paint, hydration, the tap and the paint after it;
 * what the tap caused is recorded by `recordEffects` (e2e/controls.mjs).
 * @param {(() => boolean) | null} answered
 */
function recorder(answered) {
  /** @type {ReadyRecord} */
  const record = {
    fcp: null,
    hydrated: null,
    tap: null,
    tapToPaint: null,
    answeredAt: null,
    longTasks: [],
  };
  /** @type {Window & { __ready?: ReadyRecord }} */ (window).__ready = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (record.hydrated === null && document.documentElement.dataset.hydrated)
      record.hydrated = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  // The tap's answer is the next paint after its events were handled (Event Timing, as INP measures
  // it): the longest duration among the events of the tap's interaction.
  new PerformanceObserver((list) => {
    for (const entry of /** @type {(PerformanceEntry & { interactionId?: number })[]} */ (list.getEntries()))
      if (entry.interactionId && entry.startTime >= (record.tap ?? Infinity) - 1)
        record.tapToPaint = Math.max(record.tapToPaint ?? 0, entry.duration);
  }).observe(
    /** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }),
  );
  // The latest tap: a control in a dialog is tapped after the one that opens the dialog.
  window.addEventListener(
    'pointerdown',
    (event) => {
      record.tap = event.timeStamp;
      record.tapToPaint = null;
    },
    true,
  );
  if (!answered) return;
  // For a watched answer: the first frame from the first paint in which it shows.
  /** @param {number} now */
  const watch = (now) => {
    if (record.fcp !== null && now >= record.fcp && answered()) record.answeredAt = now;
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

/** In the page: whether it hydrated; whether it drew the watched answer. */
const hydrated = () => /** @type {Ready} */ (window).__ready.hydrated !== null;
const drawn = () => /** @type {Ready} */ (window).__ready.answeredAt !== null;

/**
 * A fresh phone on the slow profile, the page of `site` opened and painted: the visitor can act.
 * @param {import('./server.mjs').BenchSite} site @param {string} path @param {(() => boolean) | null} [answered]
 */
async function openPainted(site, path, answered = null) {
  const { base, thirdPartyOrigins } = site;
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  // No Internet here: the feed provider's script is answered empty, the form service counted, the
  // pages new tabs open answered empty.
  const feedHost = new URL(thirdPartyOrigins.feedOrigin).host;
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ contentType: 'text/html', body: '' }),
  );
  await page.route(
    (url) => url.host === feedHost,
    (route) => route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  const posts = { count: 0 };
  await page.route(/api\.web3forms\.com/, (route) => {
    posts.count += 1;
    return route.fulfill({ json: { success: true, message: 'ok' } });
  });
  await page.addInitScript(recordEffects);
  await page.addInitScript({ content: `(${recorder})(${answered})` });
  const response = await page.goto(`${base}${path}`, { waitUntil: 'commit' });
  // From now on a navigation the page starts is seen by it (its `navigate` event), then answered
  // "no content": the page stays, and the bench reads what happened.
  await page.route('**/*', (route) =>
    route.request().isNavigationRequest() && route.request().frame() === page.mainFrame()
      ? route.fulfill({ status: 204 })
      : route.fallback(),
  );
  await page.waitForFunction(() => typeof (/** @type {Ready} */ (window).__ready?.fcp) === 'number', null, {
    polling: 'raf',
    timeout: 30_000,
  });
  return { context, page, posts, status: response?.status() };
}

/**
 * Every link and button of every page of `base`, as the first-tap test walks them (scripts blocked).
 * @param {string} base @param {string[]} paths
 */
async function listEveryControl(base, paths) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  /** @type {RouteControl[]} */
  const all = [];
  for (const path of paths) {
    await page.goto(`${base}${path}`);
    const controls = await listControls(page);
    for (const control of controls) all.push({ ...control, route: path, controls });
  }
  await context.close();
  return all;
}

/** @param {import('./server.mjs').BenchSite} site @param {RouteControl} control */
async function runControl(site, control) {
  const { context, page, posts } = await openPainted(site, control.route);
  // Below the fold on a phone: the visitor scrolls to it first (tapControl does, as she would).
  const tap = await tapControl(page, control.controls, control, { touch: true, timeout: LOST_AFTER_MS });
  const fault = faultOf(control, tap);
  // A button's answer may be given twice once the scripts take over: wait for them.
  if (control.kind === 'button' && !tap.hidden) {
    await page.waitForFunction(hydrated, null, { timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(500);
  }
  const record = await page.evaluate(() => {
    const recorded = /** @type {Ready} */ (window);
    return { ...recorded.__ready, opens: recorded.__effects.opens };
  });
  if (process.env.BENCH_DEBUG) console.log(control.route, control.name, JSON.stringify({ tap, record }));
  await context.close();
  // From the tap to the paint that showed its answer: the tap's own next paint, as INP counts it,
  // or the moment the answer came if later (a new tab, a navigation).
  const at = tap.answer?.at ?? null;
  return {
    hidden: tap.hidden,
    lost: !tap.hidden && fault !== null,
    fault,
    latencyMs:
      tap.hidden || fault !== null || record.tap === null
        ? null
        : Math.max(record.tapToPaint ?? 0, at === null ? 0 : at - record.tap),
    wrong: record.opens > 1 || posts.count > 0,
    hydratedAfterFcpMs: record.hydrated === null ? null : record.hydrated - record.fcp,
  };
}

/**
 * A watched answer: acted on at the first paint (if it has an act), then timed from the tap (or the
 * first paint) to the first frame that shows it. Wrong: a form sent other than exactly once.
 * @param {import('./server.mjs').BenchSite} site @param {Watched} scenario
 */
async function runWatched(site, { route, answered: shows, act }) {
  const { context, page, posts } = await openPainted(site, route, shows);
  const acted = act
    ? await act(page).then(
        () => true,
        () => false,
      )
    : true;
  const answered =
    acted &&
    (await page
      .waitForFunction(drawn, null, { timeout: LOST_AFTER_MS })
      .then(() => true)
      .catch(() => false));
  await page.waitForFunction(hydrated, null, { timeout: 30_000 }).catch(() => {});
  const record = await page.evaluate(() => /** @type {Ready} */ (window).__ready);
  await context.close();
  const from = act ? record.tap : record.fcp;
  return {
    hidden: false,
    lost: !answered || from === null,
    fault: !acted ? 'could not act' : answered ? null : 'not shown',
    latencyMs: answered && from !== null ? /** @type {number} */ (record.answeredAt) - from : null,
    wrong: act ? posts.count !== 1 : false,
    hydratedAfterFcpMs: record.hydrated === null ? null : record.hydrated - record.fcp,
  };
}

const browser = await chromium.launch(chromiumLaunch);
/**
 * What the bench writes for each control shown on a phone, per build.
 * @typedef {{ control: string, runs: number, lost: number, faults: string[], answeredTwice: number, medianMs: number | null,
 *   maxMs: number | null, hydratedAfterFcpMs: number | null, latencyRunsMs: (number | null)[] }} ControlResult
 * @type {Record<string, ControlResult[]>}
 */
const resultsBySite = Object.fromEntries(sites.map((site) => [site.label, []]));
/** @param {string} label */
const resultsOf = (label) => /** @type {ControlResult[]} */ (resultsBySite[label]);
/** @param {string} name @param {Awaited<ReturnType<typeof runControl>>[]} runs @returns {ControlResult} */
function summary(name, runs) {
  const latencies = runs.map((r) => r.latencyMs).filter((ms) => ms !== null);
  const hydrations = runs.map((r) => r.hydratedAfterFcpMs).filter((ms) => ms !== null);
  return {
    control: name,
    runs: RUNS,
    lost: runs.filter((r) => r.lost).length,
    faults: [...new Set(runs.map((r) => r.fault).filter((fault) => fault !== null))],
    answeredTwice: runs.filter((r) => r.wrong).length,
    medianMs: latencies.length ? Math.round(median(latencies)) : null,
    maxMs: latencies.length ? Math.round(Math.max(...latencies)) : null,
    hydratedAfterFcpMs: hydrations.length ? Math.round(median(hydrations)) : null,
    latencyRunsMs: runs.map((r) => (r.latencyMs === null ? null : Math.round(r.latencyMs))),
  };
}
try {
  /** @type {{ name: string, runs: Map<string, () => ReturnType<typeof runWatched>> }[]} */
  const entries = [];
  for (const site of sites) {
    const everyControl = await listEveryControl(site.base, [...site.routes, UNKNOWN_PATH]);
    const own = [
      // Handed to the phone's mail or phone app: not tapped (as in the first-tap test).
      ...everyControl
        .filter((control) => control.kind !== 'mailto-tel')
        .map((control) => ({
          name: `${control.name} (${control.route})`,
          run: () => runControl(site, control),
        })),
      ...watched.map((scenario) => ({ name: scenario.name, run: () => runWatched(site, scenario) })),
    ];
    // The working tree's controls, in its order; a baseline's control of the same name and page beside it.
    for (const { name, run } of own) {
      if (ONLY && !ONLY.some((part) => name.includes(part))) continue;
      const entry = entries.find((e) => e.name === name);
      if (entry) entry.runs.set(site.label, run);
      else if (site === sites[0]) entries.push({ name, runs: new Map([[site.label, run]]) });
    }
  }
  console.log(
    `${entries.length} controls, ${RUNS} run(s) each, on ${sites.map((site) => site.label).join(' and ')}`,
  );
  for (const entry of entries) {
    /** @type {Record<string, Awaited<ReturnType<typeof runControl>>[]>} */
    const runs = Object.fromEntries(sites.map((site) => [site.label, []]));
    // The builds take turns run by run, so a burst of load on the machine falls on both alike.
    for (let index = 0; index < RUNS; index += 1)
      for (const [label, run] of entry.runs) runs[label]?.push(await run());
    for (const [label, siteRuns] of Object.entries(runs)) {
      // Not shown on a phone (a desktop-only link): nothing a visitor there can tap.
      if (siteRuns.length === 0 || siteRuns.every((r) => r.hidden)) continue;
      resultsOf(label).push(summary(entry.name, siteRuns));
    }
  }
} finally {
  await browser.close();
  for (const site of sites) site.stop();
}

console.log('Phone profile: 4x CPU, 150 ms RTT, 1.6 Mbit/s; each control acted on at first paint.');
console.log(
  'Latency: tap (or, for the highlight, first paint) to the visible answer. "Wrong" counts a dialog or menu opened twice, a post of the empty form, or a filled form not sent exactly once.',
);
/** @param {ControlResult[]} results @param {'lost' | 'answeredTwice'} key */
const total = (results, key) => results.reduce((sum, r) => sum + r[key], 0);
const current = /** @type {import('./server.mjs').BenchSite} */ (sites[0]);
const baseline = sites[1];
for (const site of sites) {
  const results = resultsOf(site.label);
  console.log(
    `${site === current ? 'working tree' : `baseline ${site.label}`}: ${results.length} controls shown on a phone: ` +
      `${total(results, 'lost')} lost taps, ${total(results, 'answeredTwice')} wrong answers.`,
  );
  for (const r of results.filter((r) => r.lost > 0))
    console.log(`lost: ${r.control}: ${r.faults.join(', ')}`);
}
/** @param {ControlResult} r */
const figures = (r) => ({
  lost: r.lost,
  wrong: r.answeredTwice,
  'median ms': r.medianMs,
  'max ms': r.maxMs,
  'hydrated after FCP ms': r.hydratedAfterFcpMs,
});
/** Side by side: each figure of the working tree, the baseline's, and their ratio (working tree ÷ baseline). */
const comparison = baseline
  ? resultsOf(current.label).map((mine) => {
      const theirs = resultsOf(baseline.label).find((r) => r.control === mine.control);
      /** @type {Record<string, string | number | null>} */
      const line = { control: mine.control };
      const [a, b] = [figures(mine), theirs && figures(theirs)];
      for (const [key, value] of Object.entries(a)) {
        const other = b?.[/** @type {keyof typeof a} */ (key)] ?? null;
        line[key] =
          key === 'lost' || key === 'wrong'
            ? `${value} / ${other ?? '–'}`
            : `${value ?? '–'} / ${other ?? '–'} (×${ratio(value, other) ?? '–'})`;
      }
      return line;
    })
  : null;
if (comparison && baseline) {
  console.log(`working tree / baseline ${baseline.label} (×ratio: under 1 is faster)`);
  console.table(comparison);
} else
  console.table(resultsOf(current.label).map((r) => ({ control: r.control, runs: r.runs, ...figures(r) })));
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/ready.json',
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      results: resultsOf(current.label),
      ...(baseline && {
        baseline: { commit: baseline.label, results: resultsOf(baseline.label) },
        comparison,
      }),
    },
    null,
    2,
  )}\n`,
);
console.log('written to bench-results/ready.json');
process.exit(0);
