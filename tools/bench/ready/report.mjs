// What the readiness bench prints (lost taps, wrong answers, a table; side by side with a baseline) and
// writes (bench-results/ready.json).
import { mkdirSync, writeFileSync } from 'node:fs';
import { ratio } from '../server.mjs';

/**
 * @param {import('../server.mjs').BenchSite[]} sites the working tree's first, then the baseline's if any
 * @param {(label: string) => import('./runs.mjs').ControlResult[]} resultsOf
 */
export function report(sites, resultsOf) {
  console.log('Phone profile: 4x CPU, 150 ms RTT, 1.6 Mbit/s; each control acted on at first paint.');
  console.log(
    'Latency: tap (or, for the highlight, first paint) to the visible answer. "Wrong" counts a dialog or menu opened twice, a post of the empty form, or a filled form not sent exactly once.',
  );
  /** @param {import('./runs.mjs').ControlResult[]} results @param {'lost' | 'answeredTwice'} key */
  const total = (results, key) => results.reduce((sum, r) => sum + r[key], 0);
  const current = /** @type {import('../server.mjs').BenchSite} */ (sites[0]);
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
  /** @param {import('./runs.mjs').ControlResult} r */
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
}
