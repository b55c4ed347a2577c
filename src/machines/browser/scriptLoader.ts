import { fromCallback } from 'xstate';

type ScriptLoaderInput = {
  /** The third-party script's URL. */
  src: string;
  /** Id of the element the script fills; emptied when the loader stops. */
  containerId: string;
};

export type ScriptLoaderEvent = { type: 'script.loaded' } | { type: 'script.failed'; error: Error };

/** Attribute that marks the scripts this loader injected. */
export const INJECTED_SCRIPT_ATTRIBUTE = 'data-injected-by';

/**
 * Injects a third-party script once, reports `script.loaded` or `script.failed`, and, when it stops
 * (the page is left), removes the script and empties the widget it filled: no third-party script
 * survives the page that loaded it (docs/product.md D10).
 */
export const scriptLoader = fromCallback<{ type: 'noop' }, ScriptLoaderInput>(({ sendBack, input }) => {
  const script = document.createElement('script');
  script.src = input.src;
  script.async = true;
  script.setAttribute(INJECTED_SCRIPT_ATTRIBUTE, input.containerId);
  script.addEventListener('load', () => sendBack({ type: 'script.loaded' }));
  script.addEventListener('error', () =>
    sendBack({ type: 'script.failed', error: new Error(`Le script ${input.src} n’a pas pu être chargé.`) }),
  );
  document.body.append(script);
  return () => {
    script.remove();
    document.getElementById(input.containerId)?.replaceChildren();
  };
});

/**
 * Calls the provider's init function (a dotted global path such as `ExampleFeed.init`) with the
 * container. Does nothing when the path is null or the script defined no such function.
 */
export function initWidget(initFunction: string | null, containerId: string): void {
  if (!initFunction) return;
  const path = initFunction.split('.');
  const name = path.pop() ?? '';
  let owner: unknown = window;
  for (const key of path) owner = (owner as Record<string, unknown> | undefined)?.[key];
  const init = (owner as Record<string, unknown> | undefined)?.[name];
  if (typeof init === 'function') init.call(owner, document.getElementById(containerId));
}

/** Reports a failure to the console only: the visitor keeps seeing the loader (docs/product.md §8). */
export function logError(message: string, error: unknown): void {
  console.error(message, error);
}
