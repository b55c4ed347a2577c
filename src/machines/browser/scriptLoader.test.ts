import { createActor, createMachine } from 'xstate';
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
  const injected = () => [
    ...document.querySelectorAll<HTMLScriptElement>(`script[${INJECTED_SCRIPT_ATTRIBUTE}]`),
  ];
  return { parent, received, injected };
}

describe('scriptLoader', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="fil-test"></div>';
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('injects the script once, async, and reports its load', () => {
    const { parent, received, injected } = runLoader();
    expect(injected()).toHaveLength(1);
    expect(injected()[0]?.src).toBe(src);
    expect(injected()[0]?.async).toBe(true);
    injected()[0]?.dispatchEvent(new Event('load'));
    expect(received).toEqual([{ type: 'script.loaded' }]);
    parent.stop();
  });

  it('reports a failure with an error naming the script', () => {
    const { parent, received, injected } = runLoader();
    injected()[0]?.dispatchEvent(new Event('error'));
    expect(received).toHaveLength(1);
    expect(received[0]?.type).toBe('script.failed');
    expect(received[0]?.type === 'script.failed' && received[0].error.message).toContain(src);
    parent.stop();
  });

  it('removes the script and empties the widget when stopped', () => {
    const { parent, injected } = runLoader();
    document.getElementById('fil-test')!.innerHTML = '<iframe title="widget"></iframe>';
    parent.stop();
    expect(injected()).toHaveLength(0);
    expect(document.getElementById('fil-test')!.childElementCount).toBe(0);
  });
});

describe('initWidget', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).ExampleFeed;
    document.body.innerHTML = '';
  });

  it('calls the dotted global with the container, bound to its owner', () => {
    document.body.innerHTML = '<div id="fil-test"></div>';
    const init = vi.fn(function (this: unknown) {
      return this;
    });
    const owner = { init };
    (window as unknown as Record<string, unknown>).ExampleFeed = owner;
    initWidget('ExampleFeed.init', 'fil-test');
    expect(init).toHaveBeenCalledWith(document.getElementById('fil-test'));
    expect(init.mock.results[0]?.value).toBe(owner);
  });

  it('does nothing without an init function or when the script defined none', () => {
    expect(() => initWidget(null, 'fil-test')).not.toThrow();
    expect(() => initWidget('ExampleFeed.init', 'fil-test')).not.toThrow();
    expect(() => initWidget('Nothing.deep.init', 'fil-test')).not.toThrow();
  });
});
