// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, compressed once
// at their smallest, for hosts that serve precompressed files (nginx `brotli_static`/`gzip_static`,
// `vite preview` through pipeline/site/vitePrerenderedSite.ts). Netlify, Cloudflare Pages and Vercel compress
// on their own and leave the copies unused.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * The text files that get copies, by extension, with the type a server sends them as.
 * @type {Readonly<Record<string, string>>}
 */
export const TEXT_CONTENT_TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript',
  mjs: 'text/javascript',
  css: 'text/css',
  svg: 'image/svg+xml',
  json: 'application/json',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  webmanifest: 'application/manifest+json',
};
const COMPRESSIBLE = new RegExp(`\\.(${Object.keys(TEXT_CONTENT_TYPES).join('|')})$`);
// Brotli's best quality takes ~2 s per MB: it is kept for the site's own files; the editor's 5 MB
// bundle (/admin) gets quality 9 (11 s → 0.8 s for 10 % more bytes).
const LARGE_BYTES = 1024 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Every file below `folder`, except dot folders (`.vite/`).
 * @param {string} folder
 * @returns {string[]}
 */
function filesBelow(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesBelow(path) : [path];
  });
}

/**
 * The text files of `folder`, which get compressed copies.
 * @param {string} folder
 */
export const compressibleFiles = (folder) => filesBelow(folder).filter((file) => COMPRESSIBLE.test(file));

/**
 * Writes `file.br` and `file.gz` for each text file of `folder`, each only if smaller than the file
 * (a few dozen bytes are not); resolves with the number of files.
 * @param {string} folder
 * @returns {Promise<number>}
 */
export async function precompress(folder) {
  const files = compressibleFiles(folder);
  await Promise.all(
    files.map(async (file) => {
      const content = readFileSync(file);
      const quality = content.length > LARGE_BYTES ? 9 : constants.BROTLI_MAX_QUALITY;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) writeFileSync(`${file}.br`, br);
      if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
    }),
  );
  return files.length;
}
