import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createActor, fromCallback } from 'xstate';
import { mobileMenuMachine } from '../../src/machines/mobileMenuMachine';
import { routeScrollMachine } from '../../src/machines/routeScrollMachine';
import { projectRoot } from '../../src/testing/sourceFiles';
import { main } from './headless-example';

const exampleOutput = [
  'empty form: editing, errors on name,email,message',
  'filled form: submitting',
  'then: success, sent 1 message from Camille Martin',
  'after 99 ms: awaitingHash',
  'scroll to #boutique',
  'after 100 ms: idle',
];

describe('docs/headless.md', () => {
  it('its runnable example drives the contact form and the route scroll with no page', async () => {
    const lines: string[] = [];
    await main((line) => lines.push(line));
    expect(lines).toEqual(exampleOutput);
  });

  it('runs in plain Node, with no window, as the doc says (tools/machines/run.mjs)', () => {
    // This file's tests run in jsdom, where a machine that reaches for `window` would pass unseen.
    const run = spawnSync('node', ['tools/machines/run.mjs', 'tools/machines/headless-example.ts'], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim().split('\n')).toEqual(exampleOutput);
    expect(run.status).toBe(0);
  });

  it('in a test: fake timers for delays, recording fakes for actors', () => {
    vi.useFakeTimers();
    const scrollToHash = vi.fn();
    const scroll = createActor(routeScrollMachine.provide({ actions: { scrollToHash } })).start();
    scroll.send({ type: 'route.changed', hash: 'boutique' });
    vi.advanceTimersByTime(100);
    expect(scrollToHash).toHaveBeenCalledOnce();
    expect(scroll.getSnapshot().value).toBe('idle');
    vi.useRealTimers();

    // A machine that takes over the page starts from its input: a menu opened before the scripts.
    const hidePanel = vi.fn();
    const menu = createActor(
      mobileMenuMachine.provide({
        actions: { hidePanel },
        actors: { menuPanelListener: fromCallback(() => {}) },
      }),
      { input: { open: true } },
    ).start();
    expect(menu.getSnapshot().matches('open')).toBe(true);
    menu.send({ type: 'route.changed' });
    expect(hidePanel).toHaveBeenCalledOnce();
  });

  it('shows only code that runs: every code block comes from the example or this test', () => {
    const doc = readFileSync(join(projectRoot, 'docs/headless.md'), 'utf8');
    const sources = ['headless-example.ts', 'headless-example.test.ts']
      .map((file) => readFileSync(join(import.meta.dirname, file), 'utf8'))
      .join('\n');
    const blocks = [...doc.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
    expect(blocks.length).toBeGreaterThan(2);
    const indentless = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n');
    for (const block of blocks) expect(indentless(sources)).toContain(indentless(block));
  });
});
