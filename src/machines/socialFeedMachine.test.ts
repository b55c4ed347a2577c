import { createActor, fromCallback } from 'xstate';
import { FEED_INIT_DELAY_MS, FEED_LOAD_DELAY_LARGE_MS, FEED_LOAD_DELAY_SMALL_MS } from '../data/constants';
import type { FeedConsent } from '../data/feed';
import { type SocialFeedInput, socialFeedMachine } from './socialFeedMachine';

const input = (consent: FeedConsent = 'auto'): SocialFeedInput => ({
  scriptUrl: 'https://widgets.example-feed.test/embed.js',
  containerId: 'fil-test',
  initFunction: 'ExampleFeed.init',
  consent,
});

/** The feed with the screen size, the script loader and the init step replaced. */
function startFeed({ small = false, consent = 'auto' as FeedConsent } = {}) {
  const script = {
    injections: 0,
    present: false,
    loaded: () => {},
    failed: (_error: Error) => {},
  };
  const initWidget = vi.fn();
  const logScriptError = vi.fn();
  const actor = createActor(
    socialFeedMachine.provide({
      actions: { initWidget, logScriptError },
      actors: {
        screenSizeProbe: fromCallback(({ sendBack }) => {
          sendBack({ type: 'screen.measured', small });
        }),
        scriptLoader: fromCallback(({ sendBack }) => {
          script.injections += 1;
          script.present = true;
          script.loaded = () => sendBack({ type: 'script.loaded' });
          script.failed = (error) => sendBack({ type: 'script.failed', error });
          return () => {
            script.present = false;
          };
        }),
      },
    }),
    { input: input(consent) },
  ).start();
  const is = (state: string) => actor.getSnapshot().matches(state as never);
  return { actor, script, initWidget, logScriptError, is };
}

describe('socialFeedMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['under 768 px', true, FEED_LOAD_DELAY_SMALL_MS],
    ['from 768 px', false, FEED_LOAD_DELAY_LARGE_MS],
  ])('%s, waits %i ms before injecting the script', (_, small, delay) => {
    const { actor, script, is } = startFeed({ small });
    expect(actor.getSnapshot().context.smallScreen).toBe(small);
    expect(is('waiting')).toBe(true);
    vi.advanceTimersByTime(delay - 1);
    expect(script.injections).toBe(0);
    vi.advanceTimersByTime(1);
    expect(script.injections).toBe(1);
    expect(is('active.loading.fetching')).toBe(true);
  });

  it('shows the widget when the script loads, and initialises it 500 ms later', () => {
    const { script, initWidget, is } = startFeed();
    vi.advanceTimersByTime(FEED_LOAD_DELAY_LARGE_MS);
    script.loaded();
    expect(is('active.loaded.initialising')).toBe(true);
    vi.advanceTimersByTime(FEED_INIT_DELAY_MS - 1);
    expect(initWidget).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(initWidget).toHaveBeenCalledTimes(1);
    expect(is('active.loaded.ready')).toBe(true);
    vi.runAllTimers();
    expect(script.injections).toBe(1);
  });

  it('stays loading when the script fails, and logs the error once', () => {
    const { script, logScriptError, initWidget, is } = startFeed();
    vi.advanceTimersByTime(FEED_LOAD_DELAY_LARGE_MS);
    script.failed(new Error('blocked'));
    expect(is('active.loading.stalled')).toBe(true);
    expect(is('active.loading')).toBe(true);
    expect(logScriptError).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    script.loaded();
    expect(is('active.loading.stalled')).toBe(true);
    expect(initWidget).not.toHaveBeenCalled();
  });

  it('logs through console.error with the default action', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = createActor(
      socialFeedMachine.provide({
        actors: {
          screenSizeProbe: fromCallback(({ sendBack }) => {
            sendBack({ type: 'screen.measured', small: false });
          }),
          scriptLoader: fromCallback(({ sendBack }) => {
            sendBack({ type: 'script.failed', error: new Error('blocked') });
          }),
        },
      }),
      { input: input() },
    ).start();
    vi.advanceTimersByTime(FEED_LOAD_DELAY_LARGE_MS);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[1]).toEqual(new Error('blocked'));
    actor.stop();
    error.mockRestore();
  });

  it('consent mode "click": loads nothing before the click, then loads at once', () => {
    const { script, is } = startFeed({ consent: 'click' });
    expect(is('awaitingConsent')).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(script.injections).toBe(0);
    expect(is('awaitingConsent')).toBe(true);
  });

  it('consent mode "click": the click injects the script without further delay', () => {
    const { actor, script, initWidget, is } = startFeed({ consent: 'click' });
    actor.send({ type: 'feed.consent' });
    expect(script.injections).toBe(1);
    expect(is('active.loading.fetching')).toBe(true);
    script.loaded();
    vi.advanceTimersByTime(FEED_INIT_DELAY_MS);
    expect(initWidget).toHaveBeenCalledTimes(1);
  });

  it('ignores a consent event in auto mode', () => {
    const { actor, script, is } = startFeed();
    actor.send({ type: 'feed.consent' });
    expect(is('waiting')).toBe(true);
    expect(script.injections).toBe(0);
  });

  it.each([
    ['while loading', false],
    ['once loaded', true],
  ])('removes the script when the page is left %s', (_, loaded) => {
    const { actor, script } = startFeed();
    vi.advanceTimersByTime(FEED_LOAD_DELAY_LARGE_MS);
    if (loaded) script.loaded();
    expect(script.present).toBe(true);
    actor.stop();
    expect(script.present).toBe(false);
  });

  it('leaving before the delay injects nothing', () => {
    const { actor, script } = startFeed();
    actor.stop();
    vi.runAllTimers();
    expect(script.injections).toBe(0);
  });
});
