import { fromCallback } from 'xstate';
import {
  FEED_FRAME_SANDBOX,
  FEED_FRAME_SCRIPT,
  FEED_FRAME_SETTINGS_ID,
  FEED_FRAME_TITLE,
  type FeedFrameMessage,
} from './feedFrame';

type ScriptLoaderInput = {
  /** The third-party script's URL. */
  src: string;
  /** Id of the element the widget goes in; emptied when the loader stops. */
  containerId: string;
};

export type ScriptLoaderEvent = { type: 'script.loaded' } | { type: 'script.failed'; error: Error };

/** Attribute that marks the frames this loader put in the page. */
export const INJECTED_SCRIPT_ATTRIBUTE = 'data-injected-by';

/** JSON inside a script element: no `</script>` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The frame's document: the widget's container as the page renders it (its id, the provider's class
 * and attributes), the script's address, and the frame's own script (src/machines/browser/feedFrame.ts).
 */
export function feedFrameDocument(container: HTMLElement, src: string): string {
  const inner = container.cloneNode(false) as HTMLElement;
  for (const name of ['aria-hidden', 'style']) inner.removeAttribute(name);
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><style>html,body{margin:0}</style></head><body>${inner.outerHTML}<script type="application/json" id="${FEED_FRAME_SETTINGS_ID}">${scriptJson({ scriptUrl: src, containerId: container.id })}</script><script>${FEED_FRAME_SCRIPT}</script></body></html>`;
}

/** The loader's frame in the widget's container, if it is there. */
const frameIn = (containerId: string) =>
  document
    .getElementById(containerId)
    ?.querySelector<HTMLIFrameElement>(`iframe[${INJECTED_SCRIPT_ATTRIBUTE}]`);

/**
 * Loads the third-party script once, in a sandboxed frame with an opaque origin inside the widget's
 * container (src/machines/browser/feedFrame.ts: it can read nothing of the site's, her editor's token included),
 * reports `script.loaded` or `script.failed` as the frame tells, and, when it stops (the page is
 * left), removes the frame: no third-party script survives the page that loaded it (docs/product.md D10).
 */
export const scriptLoader = fromCallback<{ type: 'noop' }, ScriptLoaderInput>(({ sendBack, input }) => {
  const container = document.getElementById(input.containerId);
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', FEED_FRAME_SANDBOX);
  frame.setAttribute(INJECTED_SCRIPT_ATTRIBUTE, input.containerId);
  frame.title = FEED_FRAME_TITLE;
  if (container) frame.srcdoc = feedFrameDocument(container, input.src);
  const listen = (event: MessageEvent<Partial<FeedFrameMessage> | null>) => {
    if (event.source !== frame.contentWindow) return;
    const state = event.data?.feedFrame;
    if (state === 'loaded') sendBack({ type: 'script.loaded' });
    if (state === 'failed')
      sendBack({ type: 'script.failed', error: new Error(`Le script ${input.src} n’a pas pu être chargé.`) });
  };
  window.addEventListener('message', listen);
  container?.append(frame);
  return () => {
    window.removeEventListener('message', listen);
    frame.remove();
    container?.replaceChildren();
  };
});

/**
 * Asks the frame to call the provider's init function (a dotted global path such as `ExampleFeed.init`)
 * with its container. Does nothing when the path is null or no frame is there; in the frame, nothing
 * when the script defined no such function.
 */
export function initWidget(initFunction: string | null, containerId: string): void {
  if (!initFunction) return;
  const message: FeedFrameMessage = { feedFrame: 'init', initFunction };
  // An opaque origin has no name to address it by: the frame is the one this loader made.
  frameIn(containerId)?.contentWindow?.postMessage(message, '*');
}

/** Reports a failure to the console only: the visitor keeps seeing the loader (docs/product.md §8). */
export function logError(message: string, error: unknown): void {
  console.error(message, error);
}
