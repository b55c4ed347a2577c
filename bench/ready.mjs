// `npm run bench:ready`: what a visitor on a slow phone gets when she acts at the first paint.
// Phone profile (375 px, touch, 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up),
// a fresh browser context per run. For each control: the page opens, the control is tapped as soon as
// the first contentful paint is reported, and the bench records whether the page answered (lost if not
// within 10 s), the time from the tap to the visible answer, how often it answered (twice is a defect),
// and when the page hydrated. A benchmark, not a test: it prints and writes bench-results/ready.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../scripts/chromium.mjs';
import { buildAndServe, median } from './server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ONLY = process.env.BENCH_ONLY;
const LOST_AFTER_MS = 10_000;
const { base, thirdPartyOrigins, stop } = await buildAndServe({ port: 4311 });

/**
 * What each control answers, read in the page on every frame: `answered` is true once the visitor can
 * see the answer; `count` says how many times it was given (toggle events, posts).
 */
const controls = [
  {
    name: 'Menu (/)',
    path: '/',
    tap: 'button[popovertarget="menu-principal"]',
    answered: () => document.getElementById('menu-principal')?.matches(':popover-open') === true,
    count: 'opens',
  },
  {
    name: 'En savoir plus (/services)',
    path: '/services',
    tap: 'button[commandfor="atelier-portage-details"][command="show-modal"]',
    answered: () => document.querySelector('#atelier-portage-details[open]') !== null,
    count: 'opens',
  },
  {
    name: 'Envoyer, empty form (/contact)',
    path: '/contact',
    tap: 'form[data-checked-early] button[type="submit"]',
    answered: () =>
      [...document.querySelectorAll('form[data-checked-early] p')].some(
        (p) => p.textContent?.includes('Nom requis') && p.checkVisibility(),
      ),
    count: 'posts',
  },
  {
    name: 'Highlight (/services#atelier-portage)',
    path: '/services#atelier-portage',
    tap: null,
    answered: () => {
      const block = document.getElementById('atelier-portage');
      return block !== null && getComputedStyle(block).outlineWidth === '3px';
    },
    count: null,
  },
];

/** Recorded in the page from its very start: first paint, hydration, the tap, answers and their count. */
function recorder(answered) {
  const record = {
    fcp: null,
    hydrated: null,
    tap: null,
    tapToPaint: null,
    answeredAt: null,
    opens: 0,
    longTasks: [],
  };
  window.__ready = record;
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
    for (const entry of list.getEntries())
      if (entry.interactionId && entry.startTime >= (record.tap ?? Infinity) - 1)
        record.tapToPaint = Math.max(record.tapToPaint ?? 0, entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.addEventListener(
    'pointerdown',
    (event) => {
      record.tap ??= event.timeStamp;
    },
    true,
  );
  // The first frame (from the tap, or for the highlight from the first paint) in which the answer shows.
  const watch = (now) => {
    const from = record.tap ?? record.fcp;
    if (from !== null && now >= from && answered()) record.answeredAt = now;
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  document.addEventListener(
    'toggle',
    (event) => {
      if (event.newState === 'open') record.opens += 1;
    },
    true,
  );
}

const browser = await chromium.launch(chromiumLaunch);

async function run(control) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'fr-FR',
  });
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
  // No Internet here: the feed provider's script is answered empty, the form service counted.
  const feedHost = new URL(thirdPartyOrigins.feedOrigin).host;
  await page.route(
    (url) => url.host === feedHost,
    (route) => route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  let posts = 0;
  await page.route(/api\.web3forms\.com/, (route) => {
    posts += 1;
    return route.fulfill({ json: { success: true, message: 'ok' } });
  });
  await page.addInitScript({ content: `(${recorder})(${control.answered})` });
  await page.goto(`${base}${control.path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => typeof window.__ready?.fcp === 'number', null, {
    polling: 'raf',
    timeout: 30_000,
  });

  if (control.tap) {
    // Below the fold on a phone: the visitor scrolls to it first (the page is already painted).
    await page.locator(control.tap).scrollIntoViewIfNeeded();
    const box = await page.locator(control.tap).boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  }
  const answered = await page
    .waitForFunction(() => window.__ready.answeredAt !== null, null, { timeout: LOST_AFTER_MS })
    .then(() => true)
    .catch(() => false);
  await page
    .waitForFunction(() => window.__ready.hydrated !== null, null, { timeout: 30_000 })
    .catch(() => {});
  await page.waitForTimeout(500); // an answer given twice would show by now
  const record = await page.evaluate(() => window.__ready);
  if (process.env.BENCH_DEBUG)
    console.log(control.name, JSON.stringify({ answered, record, url: page.url() }));
  const left = !page.url().startsWith(`${base}${control.path.split('#')[0]}`);
  await context.close();
  // A tap: from the tap to the paint that showed its answer (the tap's own next paint, as INP counts
  // it, or a later frame if the answer came later). The highlight: from the first paint to its frame.
  const latencyMs = !answered
    ? null
    : control.tap
      ? Math.max(record.tapToPaint ?? 0, record.answeredAt - record.tap)
      : record.answeredAt - record.fcp;
  return {
    lost: !answered || left,
    latencyMs,
    answers: control.count === 'opens' ? record.opens : control.count === 'posts' ? posts : answered ? 1 : 0,
    hydratedAfterFcpMs: record.hydrated === null ? null : record.hydrated - record.fcp,
  };
}

const results = [];
try {
  for (const control of controls.filter((c) => !ONLY || c.name.includes(ONLY))) {
    const runs = [];
    for (let index = 0; index < RUNS; index += 1) runs.push(await run(control));
    const latencies = runs.map((r) => r.latencyMs).filter((ms) => ms !== null);
    const hydrations = runs.map((r) => r.hydratedAfterFcpMs).filter((ms) => ms !== null);
    results.push({
      control: control.name,
      runs: RUNS,
      lost: runs.filter((r) => r.lost).length,
      answeredTwice: runs.filter((r) => (control.count === 'posts' ? r.answers > 0 : r.answers > 1)).length,
      medianMs: latencies.length ? Math.round(median(latencies)) : null,
      maxMs: latencies.length ? Math.round(Math.max(...latencies)) : null,
      hydratedAfterFcpMs: hydrations.length ? Math.round(median(hydrations)) : null,
      latencyRunsMs: runs.map((r) => (r.latencyMs === null ? null : Math.round(r.latencyMs))),
    });
  }
} finally {
  await browser.close();
  stop();
}

console.log('Phone profile: 4x CPU, 150 ms RTT, 1.6 Mbit/s; each control acted on at first paint.');
console.log(
  'Latency: tap (or, for the highlight, first paint) to the visible answer. "Wrong" counts a dialog or menu opened twice, or a post of the empty form.',
);
console.table(
  results.map((r) => ({
    control: r.control,
    runs: r.runs,
    lost: r.lost,
    wrong: r.answeredTwice,
    'median ms': r.medianMs,
    'max ms': r.maxMs,
    'hydrated after FCP ms': r.hydratedAfterFcpMs,
  })),
);
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/ready.json',
  `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`,
);
console.log('written to bench-results/ready.json');
process.exit(0);
