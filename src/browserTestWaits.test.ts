import { projectFiles } from './testing/sourceFiles';

/**
 * A sleep in a browser test lets the machine's speed decide the outcome: « nothing happened within
 * 500 ms » passes on a slow machine for the wrong reason, and « it came within 3 s » fails on it. The
 * browser tests wait for what the page does instead, run the page's timers on Playwright's clock
 * (`page.clock.runFor`), hold a stand-in's answer until the test releases it, or count frames
 * (`afterFrames`, e2e/fixtures.ts). The one timer left is a retry's pause while a server starts, which
 * only decides how often it is asked.
 */
const sleep = /waitForTimeout\(|new Promise\(\(\w+\) => setTimeout\(\w+, [^)]/;
const retryPause = {
  path: 'e2e/nginxServer.ts',
  line: 'await new Promise((done) => setTimeout(done, 100));',
};

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
