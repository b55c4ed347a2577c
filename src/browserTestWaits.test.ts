import { projectFiles } from './testing/sourceFiles';

/**
 * A sleep in a browser test lets the machine's speed decide the outcome: « nothing happened within
 * 500 ms » passes on a slow machine for the wrong reason, and « it came within 3 s » fails on it. The
 * browser tests wait for what the page does instead, run the page's timers on Playwright's clock
 * (`page.clock.runFor`), hold a stand-in's answer until the test releases it, or count frames
 * (`afterFrames`, e2e/fixtures.ts). The one timer left is a retry's pause while a server starts, which
 * only decides how often it is asked. A timeout only bounds a hang: each names one of the few generous
 * bounds of e2e/bounds.ts, never a number of its own that the machine's speed could outrun.
 */
const sleep = /waitForTimeout\(|new Promise\(\(\w+\) => setTimeout\(\w+, [^)]/;
const retryPause = {
  path: 'e2e/nginxServer.ts',
  line: 'await new Promise((done) => setTimeout(done, 100));',
};

/** The one module that says how long a wait may last before it is a hang: every timeout names one of its bounds. */
const BOUNDS = 'e2e/bounds.ts';
const boundNames = (text: string) =>
  [...text.matchAll(/^export const (\w+)/gm)].map(([, name]) => name ?? '');

/** A timeout given as anything but one of the bounds: an option (`timeout: 5000`) or a test's (`test.setTimeout(90_000)`). */
function rawTimeoutsIn(path: string, text: string, bounds: readonly string[]): string[] {
  if (path === BOUNDS) return [];
  // After the colon or the parenthesis, spaces, then anything but a bound's name.
  const raw = new RegExp(`(\\btimeout\\s*:|\\.setTimeout\\()\\s*(?!\\s|(?:${bounds.join('|')})\\b)`);
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => raw.test(line))
    .map(({ line, number }) => `${path}:${number}: ${line}`);
}

function sleepsIn(path: string, text: string): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => sleep.test(line) && !(path === retryPause.path && line === retryPause.line))
    .map(({ line, number }) => `${path}:${number}: ${line}`);
}

describe('browser tests', () => {
  it('never sleep: no waitForTimeout, no promise of a timer, in e2e/', () => {
    const sleeps = projectFiles('e2e').flatMap(({ path, text }) => sleepsIn(path, text));
    expect(sleeps).toEqual([]);
  });

  it('bound a hang only, with the bounds of e2e/bounds.ts: no timeout given as a number elsewhere', () => {
    const files = projectFiles('e2e');
    const bounds = boundNames(files.find(({ path }) => path === BOUNDS)?.text ?? '');
    expect(bounds).toEqual(['WAIT_MS', 'TEST_MS', 'START_MS', 'HER_PROJECT_TEST_MS', 'TRY_AGAIN_MS']);
    expect(files.flatMap(({ path, text }) => rawTimeoutsIn(path, text, bounds))).toEqual([]);
  });

  it('the bounds rule catches a number, a sum or a local constant, in an option or for a whole test', () => {
    const bounds = ['WAIT_MS', 'TEST_MS'];
    const caught = (line: string) => rawTimeoutsIn('e2e/x.spec.ts', line, bounds);
    expect(caught('await expect(x).toBeVisible({ timeout: 5000 });')).toHaveLength(1);
    expect(caught('  }).toPass({ intervals: [100], timeout: 30_000 });')).toHaveLength(1);
    expect(caught('    test.setTimeout(360_000);')).toHaveLength(1);
    expect(caught('    test.setTimeout(2 * TEST_MS);')).toHaveLength(1);
    expect(caught('await x.click({ timeout: LONG });')).toHaveLength(1);
    expect(caught('await expect(x).toBeVisible({ timeout: WAIT_MS });')).toEqual([]);
    expect(caught('    test.setTimeout(TEST_MS);')).toEqual([]);
    expect(caught("  ['a gateway’s 524', { status: 524, body: 'A timeout occurred' }],")).toEqual([]);
    expect(rawTimeoutsIn(BOUNDS, 'export const WAIT_MS = 60_000; // timeout: 60_000', bounds)).toEqual([]);
  });

  it('the rule catches both kinds of sleep, and lets the server’s retry pause and a frame count through', () => {
    expect(sleepsIn('e2e/x.spec.ts', '    await page.waitForTimeout(400);')).toHaveLength(1);
    expect(
      sleepsIn('e2e/x.spec.ts', '      await new Promise((resolve) => setTimeout(resolve, 3000));'),
    ).toHaveLength(1);
    expect(sleepsIn(retryPause.path, `    ${retryPause.line}`)).toEqual([]);
    expect(
      sleepsIn('e2e/fixtures.ts', '  left === 0 ? setTimeout(resolve) : requestAnimationFrame(next)'),
    ).toEqual([]);
  });
});
