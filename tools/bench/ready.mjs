// `npm run bench:ready`: what a visitor on a slow phone gets when she acts at the first paint.
// Phone profile (375 px, touch, 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up),
// a fresh browser context per run. For each control (every link and button of every page, as
// e2e/first-tap.spec.ts walks them with tools/browser/controls.mjs, the highlight a hash draws, and the
// contact form filled and sent): the page opens, it is tapped as soon as the first contentful paint is
// reported, and the bench records whether the page answered (lost if not within 10 s), the time from the
// tap to the visible answer, how often it answered (twice is a defect), and when the page hydrated. With a
// baseline commit (`BASELINE=4eb8288` or `-- --baseline 4eb8288`) it builds that commit beside the working
// tree and taps each control on both in turn, then prints them side by side with the ratio per figure. A
// benchmark, not a test: it prints and writes bench-results/ready.json.
// Its parts, in tools/bench/ready/: scenarios.mjs (the phone, what is watched), recorder.mjs (what the
// page records), phonePage.mjs (a page opened slow and painted), runs.mjs (a tap, a watched answer, their
// summary), report.mjs (the table and the JSON).
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../chromium.mjs';
import { listEveryControl } from './ready/phonePage.mjs';
import { report } from './ready/report.mjs';
import { runControl, runWatched, summary } from './ready/runs.mjs';
import { UNKNOWN_PATH, watched } from './ready/scenarios.mjs';
import { benchSites } from './server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
/** `BENCH_ONLY=Menu|Filled form`: the controls whose name contains any of these. */
const ONLY = process.env.BENCH_ONLY?.split('|');
const sites = await benchSites({ port: 4311 });
const browser = await chromium.launch(chromiumLaunch);

/** @type {Record<string, import('./ready/runs.mjs').ControlResult[]>} */
const resultsBySite = Object.fromEntries(sites.map((site) => [site.label, []]));
/** @param {string} label */
const resultsOf = (label) => /** @type {import('./ready/runs.mjs').ControlResult[]} */ (resultsBySite[label]);

try {
  /** @type {{ name: string, runs: Map<string, () => ReturnType<typeof runWatched>> }[]} */
  const entries = [];
  for (const site of sites) {
    const everyControl = await listEveryControl(browser, site.base, [...site.routes, UNKNOWN_PATH]);
    const own = [
      // Handed to the phone's mail or phone app: not tapped (as in the first-tap test).
      ...everyControl
        .filter((control) => control.kind !== 'mailto-tel')
        .map((control) => ({
          name: `${control.name} (${control.route})`,
          run: () => runControl(browser, site, control),
        })),
      ...watched.map((scenario) => ({ name: scenario.name, run: () => runWatched(browser, site, scenario) })),
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
    /** @type {Record<string, import('./ready/runs.mjs').RunResult[]>} */
    const runs = Object.fromEntries(sites.map((site) => [site.label, []]));
    // The builds take turns run by run, so a burst of load on the machine falls on both alike.
    for (let index = 0; index < RUNS; index += 1)
      for (const [label, run] of entry.runs) runs[label]?.push(await run());
    for (const [label, siteRuns] of Object.entries(runs)) {
      // Not shown on a phone (a desktop-only link): nothing a visitor there can tap.
      if (siteRuns.length === 0 || siteRuns.every((r) => r.hidden)) continue;
      resultsOf(label).push(summary(entry.name, RUNS, siteRuns));
    }
  }
} finally {
  await browser.close();
  for (const site of sites) site.stop();
}

report(sites, resultsOf);
process.exit(0);
