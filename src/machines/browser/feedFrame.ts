/**
 * The feed provider's script never runs in the site's own document (docs/product.md D10): the site's
 * origin is her editor's too, and Sveltia keeps her GitHub token in that origin's storage. The widget
 * runs in a sandboxed frame with an opaque origin (no `allow-same-origin`): its scripts can read
 * nothing of the site's, neither its storage nor its cookies nor its page. The loader
 * (src/machines/browser/scriptLoader.ts) writes the frame's document; this module holds what the
 * frame and the page agree on, and the policy (pipeline/site/prerender.mjs) allows the frame's one
 * script by its hash.
 */

/**
 * What the frame may do: run scripts, and open the provider's links in a new tab that is not
 * sandboxed (Instagram's pages work there). Never `allow-same-origin`, nor top navigation, nor forms.
 */
export const FEED_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/** The frame's name for screen readers. */
export const FEED_FRAME_TITLE = 'Fil Instagram';

/** The id of the frame's settings (JSON: the script's address), which its script reads. */
export const FEED_FRAME_SETTINGS_ID = 'feed-settings';

/** The messages the frame and the page exchange (`{ feedFrame: … }`): nothing else is read. */
export type FeedFrameMessage =
  | { feedFrame: 'loaded' | 'failed' }
  | { feedFrame: 'init'; initFunction: string };

/**
 * The frame's own script, byte for byte as the policy hashes it: loads the provider's script into the
 * frame, says whether it loaded, and on the page's word calls the provider's init function (a dotted
 * global path) with the widget's container.
 */
export const FEED_FRAME_SCRIPT = `(() => {
  const settings = JSON.parse(document.getElementById('${FEED_FRAME_SETTINGS_ID}').textContent);
  const container = document.getElementById(settings.containerId);
  const tell = (state) => parent.postMessage({ feedFrame: state }, '*');
  const script = document.createElement('script');
  script.src = settings.scriptUrl;
  script.async = true;
  script.addEventListener('load', () => tell('loaded'));
  script.addEventListener('error', () => tell('failed'));
  document.body.append(script);
  addEventListener('message', (event) => {
    const message = event.data;
    if (event.source !== parent || !message || message.feedFrame !== 'init') return;
    const path = String(message.initFunction).split('.');
    const name = path.pop();
    let owner = window;
    for (const key of path) owner = owner == null ? owner : owner[key];
    const init = owner == null ? undefined : owner[name];
    if (typeof init === 'function') init.call(owner, container);
  });
})();`;
