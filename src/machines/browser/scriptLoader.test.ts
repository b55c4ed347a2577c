import { createActor, createMachine } from 'xstate';
import { FEED_FRAME_SCRIPT } from './feedFrame';
import { INJECTED_SCRIPT_ATTRIBUTE, initWidget, type ScriptLoaderEvent, scriptLoader } from './scriptLoader';

const src = 'https://widgets.example-feed.test/embed.js';

/** Runs the loader under a parent that records what it sends back. */
function runLoader() {
  const received: ScriptLoaderEvent[] = [];
  const parent = createActor(
    createMachine({
      invoke: { id: 'loader', src: scriptLoader, input: { src, containerId: 'fil-test' } },
      on: {
        '*': { actions: ({ event }) => received.push(event as ScriptLoaderEvent) },
      },
    }),
  ).start();
  const frames = () => [
    ...document.querySelectorAll<HTMLIFrameElement>(`#fil-test > iframe[${INJECTED_SCRIPT_ATTRIBUTE}]`),
  ];
  /** A message as the frame (or another window) posts it to the page. */
  const post = (data: unknown, source = frames()[0]?.contentWindow ?? null) =>
    window.dispatchEvent(new MessageEvent('message', { data, source }));
  return { parent, received, frames, post };
}

describe('scriptLoader', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="fil-test" class="example-feed-widget widget" data-widget-id="abc" aria-hidden="true"></div>';
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('loads the script once, in a sandboxed frame with an opaque origin, never in the page', () => {
    const { parent, frames } = runLoader();
    expect(frames()).toHaveLength(1);
    const frame = frames()[0]!;
    const sandbox = (frame.getAttribute('sandbox') ?? '').split(' ');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).not.toContain('allow-top-navigation');
    expect(frame.title).toBe('Fil Instagram');
    const inside = new DOMParser().parseFromString(frame.srcdoc, 'text/html');
    // The provider's container as the page renders it, the script's address, the frame's own script.
    const container = inside.getElementById('fil-test');
    expect(container?.getAttribute('data-widget-id')).toBe('abc');
    expect(container?.className).toContain('example-feed-widget');
    expect(container?.hasAttribute('aria-hidden')).toBe(false);
    expect(JSON.parse(inside.getElementById('feed-settings')?.textContent ?? '{}')).toEqual({
      scriptUrl: src,
      containerId: 'fil-test',
    });
    expect(inside.querySelector('script:not([type])')?.textContent).toBe(FEED_FRAME_SCRIPT);
    expect(document.querySelectorAll(`script[src="${src}"]`)).toHaveLength(0);
    parent.stop();
  });

  it('reports the load the frame tells, and nothing another window says', () => {
    const { parent, received, post } = runLoader();
    post({ feedFrame: 'loaded' }, window);
    post({ feedFrame: 'loaded' }, null);
    expect(received).toEqual([]);
    post({ feedFrame: 'loaded' });
    expect(received).toEqual([{ type: 'script.loaded' }]);
    parent.stop();
  });

  it('reports a failure with an error naming the script', () => {
    const { parent, received, post } = runLoader();
    post({ feedFrame: 'failed' });
    expect(received).toHaveLength(1);
    expect(received[0]?.type).toBe('script.failed');
    expect(received[0]?.type === 'script.failed' && received[0].error.message).toContain(src);
    parent.stop();
  });

  it('removes the frame and empties the widget when stopped, and listens no more', () => {
    const { parent, received, frames, post } = runLoader();
    const frame = frames()[0]!;
    parent.stop();
    expect(frames()).toHaveLength(0);
    expect(document.getElementById('fil-test')!.childElementCount).toBe(0);
    post({ feedFrame: 'loaded' }, frame.contentWindow);
    expect(received).toEqual([]);
  });
});

describe('initWidget', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('asks the loader’s frame to call the dotted global with its container', () => {
    document.body.innerHTML = `<div id="fil-test"><iframe ${INJECTED_SCRIPT_ATTRIBUTE}="fil-test"></iframe></div>`;
    const frame = document.querySelector('iframe')!;
    const postMessage = vi.spyOn(frame.contentWindow!, 'postMessage');
    initWidget('ExampleFeed.init', 'fil-test');
    expect(postMessage).toHaveBeenCalledWith({ feedFrame: 'init', initFunction: 'ExampleFeed.init' }, '*');
  });

  it('does nothing without an init function or without the frame', () => {
    document.body.innerHTML = '<div id="fil-test"></div>';
    expect(() => initWidget(null, 'fil-test')).not.toThrow();
    expect(() => initWidget('ExampleFeed.init', 'fil-test')).not.toThrow();
    expect(() => initWidget('ExampleFeed.init', 'nowhere')).not.toThrow();
  });
});
