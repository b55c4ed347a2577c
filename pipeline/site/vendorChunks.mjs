// React and the router each in a chunk of their own, out of the entry (vite.config.ts): the prerender
// runs them by these names before the entry, a task apart (pipeline/site/prerender.mjs, `data-first`), so
// no one task evaluates them all. (XState stays out of them: it loads after hydration, with the
// machines.)
/** @type {ReadonlyArray<{ name: string, test: RegExp }>} */
export const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]@tanstack[\\/]/ },
];

/**
 * The small modules of the site that the pages' own chunks share (its name and addresses, the menu's
 * paths (navigation.ts and the content's sitePaths.ts), the free first exchange's words, French whole numbers, the picture component and her photos' list, Vite's preload
 * helper): one chunk, not one each, so that no page pays a file's overhead five times (nor a request of
 * its own for her photos' list, 120 bytes that every page reads). Not run apart like the vendor chunks.
 * @type {ReadonlyArray<{ name: string, test: RegExp }>}
 */
export const sharedChunks = [
  {
    name: 'shared',
    test: /[\\/]src[\\/]data[\\/](site|firstExchange|navigation|frenchNumbers)\.ts|[\\/]src[\\/]content[\\/](sitePaths\.ts|photos\.yml)|[\\/]src[\\/]ui[\\/]SitePicture[\\/]|preload-helper/,
  },
];
