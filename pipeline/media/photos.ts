// The practitioner's photos (src/content/photos.yml, uploaded from /admin into
// public/images/uploads/): the build turns each into the responsive files a designer would export.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Rollup } from 'vite';
import type { ProcessedPhoto } from '../../src/content/photo.ts';
import { writeWhole } from './writeWhole.mjs';

/** Widths generated (never wider than the original): phone, phone at 2x / tablet, desktop at 2x. */
export const PHOTO_WIDTHS = [400, 800, 1200] as const;
/** Formats, best first: the browser takes the first it knows; JPEG is the fallback `<img>`. */
const FORMATS = [
  { format: 'avif', extension: 'avif', type: 'image/avif', options: { quality: 50, effort: 4 } },
  { format: 'webp', extension: 'webp', type: 'image/webp', options: { quality: 72 } },
  { format: 'jpeg', extension: 'jpg', type: 'image/jpeg', options: { quality: 76, mozjpeg: true } },
] as const;
/**
 * What one generated file may weigh, by width: about what a designer's export would (a 1200 px JPEG
 * under 240 KiB, AVIF and WebP well under). The build checks and the pipeline's test hold them.
 */
export const PHOTO_BUDGET_BYTES = (width: number) => Math.round((width / 1200) * 240 * 1024);

/** Where generated files are kept between builds (a photo is processed once per content). */
export const photoCacheDir = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'site-photos');
/** The URL folder the generated files are served from. */
export const PHOTO_URL_BASE = '/images/photos';

export type PhotoFile = { fileName: string; path: string };

/**
 * What a Vite plugin's `load` gives the pipeline as `onFile`: each generated file emitted into the
 * client build under PHOTO_URL_BASE; nothing when serving (dev reads the cache) or for the server half.
 */
export const emitPhotoFiles =
  (plugin: Pick<Rollup.PluginContext, 'emitFile'>, skip: boolean) =>
  ({ fileName, path }: PhotoFile) => {
    if (!skip)
      plugin.emitFile({
        type: 'asset',
        fileName: `${PHOTO_URL_BASE.slice(1)}/${fileName}`,
        source: readFileSync(path),
      });
  };
export type ProcessedFiles = { photo: ProcessedPhoto; files: PhotoFile[] };

/**
 * Turns one photo into AVIF, WebP and JPEG at each width up to its own (orientation from its EXIF,
 * metadata stripped), plus a tiny blurred placeholder inlined as a data URI. Files are named after the
 * photo's content, so a replaced photo gets new URLs and the year-long cache stays right. The result
 * is kept beside the files: a build, its server half and the next build process a photo once.
 */
export async function processPhoto(input: string | Buffer, name: string): Promise<ProcessedFiles> {
  const source = typeof input === 'string' ? readFileSync(input) : input;
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  const fileOf = (width: number, extension: string) => `${name}-${hash}-${width}.${extension}`;
  const record = join(photoCacheDir, `${name}-${hash}.json`);
  if (existsSync(record)) return JSON.parse(readFileSync(record, 'utf8')) as ProcessedFiles;

  // The upright size, read from the header: no decoding for it.
  const { autoOrient } = await sharp(source).metadata();
  const widths = [...new Set(PHOTO_WIDTHS.map((width) => Math.min(width, autoOrient.width)))];
  const image = sharp(source, { failOn: 'error' }).autoOrient();
  mkdirSync(photoCacheDir, { recursive: true });
  const files: PhotoFile[] = [];
  const srcsets: Record<string, string> = {};
  for (const { format, extension, options } of FORMATS) {
    for (const width of widths) {
      const fileName = fileOf(width, extension);
      const path = join(photoCacheDir, fileName);
      const resized = image.clone().resize({ width, withoutEnlargement: true });
      writeWhole(path, await resized.toFormat(format, options).toBuffer());
      files.push({ fileName, path });
    }
    srcsets[format] = widths
      .map((width) => `${PHOTO_URL_BASE}/${fileOf(width, extension)} ${width}w`)
      .join(', ');
  }
  const placeholder = await image.clone().resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  const middle = widths[Math.min(1, widths.length - 1)] ?? autoOrient.width;
  const photo: ProcessedPhoto = {
    width: middle,
    height: Math.round((autoOrient.height * middle) / autoOrient.width),
    src: `${PHOTO_URL_BASE}/${fileOf(middle, 'jpg')}`,
    sources: FORMATS.filter(({ format }) => format !== 'jpeg').map(({ format, type }) => ({
      type,
      srcset: srcsets[format] ?? '',
    })),
    jpegSrcset: srcsets.jpeg ?? '',
    placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
  };
  const processed: ProcessedFiles = { photo, files };
  // Written last: its presence says every file above is there.
  writeWhole(record, JSON.stringify(processed));
  return processed;
}
