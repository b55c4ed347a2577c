// The practitioner's photos (src/data/content/photos.yml, uploaded from /admin into
// public/images/uploads/): the build turns each into the responsive files a designer would export.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ProcessedPhoto } from '../src/data/content/photo.ts';

/** Widths generated (never wider than the original): phone, phone at 2x / tablet, desktop at 2x. */
export const PHOTO_WIDTHS = [400, 800, 1200] as const;
/** Formats, best first: the browser takes the first it knows; JPEG is the fallback `<img>`. */
const FORMATS = [
  { format: 'avif', type: 'image/avif', options: { quality: 50, effort: 4 } },
  { format: 'webp', type: 'image/webp', options: { quality: 72 } },
  { format: 'jpeg', type: 'image/jpeg', options: { quality: 76, mozjpeg: true } },
] as const;
/**
 * What one generated file may weigh, by width: about what a designer's export would (a 1200 px JPEG
 * under 240 KiB, AVIF and WebP well under). The build checks and the pipeline's test hold them.
 */
export const PHOTO_BUDGET_BYTES = (width: number) => Math.round((width / 1200) * 240 * 1024);

/** Where generated files are kept between builds (a photo is processed once per content). */
export const photoCacheDir = join(import.meta.dirname, '..', 'node_modules', '.cache', 'site-photos');
/** The URL folder the generated files are served from. */
export const PHOTO_URL_BASE = '/images/photos';

export type PhotoFile = { fileName: string; path: string };

/**
 * Turns one photo into AVIF, WebP and JPEG at each width up to its own (orientation from its EXIF,
 * metadata stripped), plus a tiny blurred placeholder inlined as a data URI. Files are named after the
 * photo's content, so a replaced photo gets new URLs and the year-long cache stays right.
 */
export async function processPhoto(input: string | Buffer, name: string) {
  const source = typeof input === 'string' ? readFileSync(input) : input;
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  const image = sharp(source, { failOn: 'error' }).rotate();
  const { width: fullWidth = 0, height: fullHeight = 0 } = await image
    .clone()
    .toBuffer({ resolveWithObject: true })
    .then(({ info }) => info);
  const widths = [...new Set(PHOTO_WIDTHS.map((width) => Math.min(width, fullWidth)))];
  const height = (width: number) => Math.round((fullHeight * width) / fullWidth);
  mkdirSync(photoCacheDir, { recursive: true });
  const files: PhotoFile[] = [];
  const sources = [];
  for (const { format, type, options } of FORMATS) {
    const srcset = [];
    for (const width of widths) {
      const fileName = `${name}-${hash}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
      const path = join(photoCacheDir, fileName);
      if (!existsSync(path)) {
        const resized = image.clone().resize({ width, withoutEnlargement: true });
        writeFileSync(path, await resized.toFormat(format, options).toBuffer());
      }
      files.push({ fileName, path });
      srcset.push(`${PHOTO_URL_BASE}/${fileName} ${width}w`);
    }
    sources.push({ type, srcset: srcset.join(', ') });
  }
  const placeholder = await image.clone().resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  const middle = widths[Math.min(1, widths.length - 1)] ?? fullWidth;
  const photo: ProcessedPhoto = {
    width: middle,
    height: height(middle),
    src: `${PHOTO_URL_BASE}/${name}-${hash}-${middle}.jpg`,
    sources: sources.filter((entry) => entry.type !== 'image/jpeg'),
    jpegSrcset: sources.find((entry) => entry.type === 'image/jpeg')?.srcset ?? '',
    placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
  };
  return { photo, files };
}
