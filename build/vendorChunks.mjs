// React and the router each in a chunk of their own, out of the entry (vite.config.ts): the prerender
// runs them by these names before the entry, a task apart (build/prerender.mjs, `data-first`), so
// no one task evaluates them all. (XState stays out of them: it loads after hydration, with the
// machines.)
/** @type {ReadonlyArray<{ name: string, test: RegExp }>} */
export const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]@tanstack[\\/]/ },
];
