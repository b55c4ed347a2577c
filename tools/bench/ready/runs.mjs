// A control tapped, or a watched answer waited for, on a page just painted on the slow phone
// (phonePage.mjs), and the runs of a control summed up.
import { faultOf, tapControl } from '../../browser/controls.mjs';
import { median } from '../server.mjs';
import { openPainted } from './phonePage.mjs';
import { drawn, hydrated } from './recorder.mjs';

/** A tap that nothing answered within this time is lost. */
export const LOST_AFTER_MS = 10_000;

/**
 * A control with its page and that page's controls (RouteControl); what one run gives (RunResult); what
 * the bench writes for each control shown on a phone, per build (ControlResult).
 * @typedef {import('../../browser/controls.mjs').Control} Control
 * @typedef {Control & { route: string, controls: Control[] }} RouteControl
 * @typedef {{ hidden: boolean, lost: boolean, fault: string | null, latencyMs: number | null, wrong: boolean,
 *   hydratedAfterFcpMs: number | null }} RunResult
 * @typedef {{ control: string, runs: number, lost: number, faults: string[], answeredTwice: number, medianMs: number | null,
 *   maxMs: number | null, hydratedAfterFcpMs: number | null, latencyRunsMs: (number | null)[] }} ControlResult
 */

/**
 * One tap on a control at the first paint: lost or answered, how soon, how often.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('../server.mjs').BenchSite} site @param {RouteControl} control
 */
export async function runControl(browser, site, control) {
  const { context, page, posts } = await openPainted(browser, site, control.route);
  // Below the fold on a phone: the visitor scrolls to it first (tapControl does, as she would).
  const tap = await tapControl(page, control.controls, control, { touch: true, timeout: LOST_AFTER_MS });
  const fault = faultOf(control, tap);
  // A button's answer may be given twice once the scripts take over: wait for them.
  if (control.kind === 'button' && !tap.hidden) {
    await page.waitForFunction(hydrated, null, { timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(500);
  }
  const record = await page.evaluate(() => {
    const recorded = /** @type {import('./recorder.mjs').Ready} */ (window);
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
 * @param {import('@playwright/test').Browser} browser
 * @param {import('../server.mjs').BenchSite} site @param {import('./scenarios.mjs').Watched} scenario
 */
export async function runWatched(browser, site, { route, answered: shows, act }) {
  const { context, page, posts } = await openPainted(browser, site, route, shows);
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
  const record = await page.evaluate(() => /** @type {import('./recorder.mjs').Ready} */ (window).__ready);
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

/**
 * A control's runs summed up for the report.
 * @param {string} name @param {number} count the runs asked for @param {RunResult[]} runs @returns {ControlResult}
 */
export function summary(name, count, runs) {
  const latencies = runs.map((r) => r.latencyMs).filter((ms) => ms !== null);
  const hydrations = runs.map((r) => r.hydratedAfterFcpMs).filter((ms) => ms !== null);
  return {
    control: name,
    runs: count,
    lost: runs.filter((r) => r.lost).length,
    faults: [...new Set(runs.map((r) => r.fault).filter((fault) => fault !== null))],
    answeredTwice: runs.filter((r) => r.wrong).length,
    medianMs: latencies.length ? Math.round(median(latencies)) : null,
    maxMs: latencies.length ? Math.round(Math.max(...latencies)) : null,
    hydratedAfterFcpMs: hydrations.length ? Math.round(median(hydrations)) : null,
    latencyRunsMs: runs.map((r) => (r.latencyMs === null ? null : Math.round(r.latencyMs))),
  };
}
