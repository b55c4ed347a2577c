// The photo fields of her content files ({ image, alt }): each processed by the photo pipeline
// (build/photos.ts) into the picture the pages show, or told to her in her words when it cannot be used.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SitePicture } from '../src/data/content/photo.ts';
import { type ContentName, fieldName, sheetTitle } from '../src/data/content/problems.ts';
import { contentFiles } from '../src/data/content/schema.ts';
import type { ContentProblem } from './contentFiles.ts';
import { type PhotoFile, processPhoto } from './photos.ts';

export const isPhotoField = (value: object): value is { image: string; alt: string } =>
  Object.keys(value).sort().join() === 'alt,image';

export type PhotoContext = {
  name: ContentName;
  dir: string;
  onFile: (file: PhotoFile) => void;
  /** Where each photo that cannot be used is told. */
  problems: ContentProblem[];
};

/**
 * The value with each photo field ({ image, alt }, src/data/content/schema.ts) as the pages get it:
 * processed, with its own size and description, in the illustration's place; null where she left it
 * empty (the illustration stays). `path` is the field's keys (list items from 0); the generated files
 * are named after it, items counted from 1 ("items-2-photo-…").
 */
export async function withPictures(
  value: unknown,
  path: Array<string | number>,
  context: PhotoContext,
): Promise<unknown> {
  if (Array.isArray(value))
    return Promise.all(value.map((item, index) => withPictures(item, [...path, index], context)));
  if (!value || typeof value !== 'object') return value;
  if (isPhotoField(value)) return pictureOf(value, path, context);
  const entries = await Promise.all(
    Object.entries(value).map(
      async ([key, item]) => [key, await withPictures(item, [...path, key], context)] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/** Whether an error is the system's (a full disk, a right missing) rather than the image decoder's. */
const isSystemError = (error: unknown) => error instanceof Error && 'code' in error;

async function pictureOf(
  { image, alt }: { image: string; alt: string },
  path: Array<string | number>,
  { name, dir, onFile, problems }: PhotoContext,
): Promise<SitePicture | null> {
  if (!image) return null;
  const tell = (text: string, detail?: string) => {
    problems.push({
      text: `${sheetTitle(name)} › ${fieldName(name, [...path, 'image'])}\u00a0: ${text}`,
      file: `src/data/content/${contentFiles[name].file}`,
      ...(detail && { detail }),
    });
    return null;
  };
  const source = join(dir, image.replace(/^\//, ''));
  if (!existsSync(source))
    return tell(`la photo ${image} est introuvable\u202f; choisissez-la de nouveau dans l’éditeur`);
  const fileName = path.map((key) => (typeof key === 'number' ? key + 1 : key)).join('-');
  try {
    const { photo, files } = await processPhoto(source, fileName);
    for (const generated of files) onFile(generated);
    return { src: photo.src, width: photo.width, height: photo.height, alt, photo };
  } catch (error) {
    if (isSystemError(error)) throw error;
    return tell(
      `${image} n’est pas une image JPEG, PNG ou WebP lisible\u202f; choisissez dans l’éditeur une photo qui s’ouvre sur votre ordinateur`,
      error instanceof Error ? error.message : String(error),
    );
  }
}
