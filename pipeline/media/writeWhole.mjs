import { renameSync, writeFileSync } from 'node:fs';

/**
 * Writes a cache file whole or not at all: another process (a build beside `npm run admin`, a server
 * answering a page) may read it at the same time, and one stopped halfway must not leave half a file.
 * @param {string} path
 * @param {string | NodeJS.ArrayBufferView} data
 */
export function writeWhole(path, data) {
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, data);
  renameSync(partial, path);
}
