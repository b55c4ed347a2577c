// Her photos in her content: the photo fields of her sheets ({ image, alt }) and her articles' pictures,
// each processed by the photo pipeline (pipeline/media/photos.ts) into the picture the pages show, or told to
// her in her words when it cannot be used.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SitePicture } from '../../src/content/photo.ts';
import { type ContentName, fieldName, sheetTitle } from '../../src/content/problems.ts';
import { contentFiles } from '../../src/content/schema.ts';
import type { ServiceTitles } from '../../src/content/schemas/rules.ts';
import { sheetPath } from '../content/contentPaths.ts';
import { articleProblem, type ContentProblem } from '../content/contentProblem.ts';
import { type PhotoFile, processPhoto } from './photos.ts';

const isPhotoField = (value: object): value is { image: string; alt: string } =>
  Object.keys(value).sort().join() === 'alt,image';

type PhotoContext = {
  name: ContentName;
  dir: string;
  /** Her services' titles, to name a service's photo. */
  titles: ServiceTitles;
  onFile: (file: PhotoFile) => void;
  /** Where each photo that cannot be used is told. */
  problems: ContentProblem[];
};

/**
 * The value with each photo field ({ image, alt }, src/content/schema.ts) as the pages get it:
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
  { name, dir, titles, onFile, problems }: PhotoContext,
): Promise<SitePicture | null> {
  if (!image) return null;
  const fileName = path.map((key) => (typeof key === 'number' ? key + 1 : key)).join('-');
  const where = `${sheetTitle(name)} › ${fieldName(name, [...path, 'image'], titles)}`;
  const picture = await processedPicture({ image, dir, name: fileName, onFile }, (text, detail) =>
    problems.push({
      text: `${where}\u00a0: la photo ${image} ${text}`,
      file: sheetPath(contentFiles[name].file),
      ...(detail && { detail }),
      field: { name, path: [...path, 'image'], where, message: `la photo ${image} ${text}` },
    }),
  );
  return picture ? { ...picture, alt } : null;
}

/** Where a photo she chose in the editor (`photos/…`) is, in the content folder `dir`. */
export const photoSource = (dir: string, image: string) => join(dir, image.replace(/^\//, ''));

/**
 * One photo she chose, through the pipeline (pipeline/media/photos.ts), its files named `name`: the picture
 * (its description is the caller's), or undefined once `tell` has said why it cannot be used, in her
 * words, to follow the photo's name. Her sheets' photo fields and her articles' photos go through it.
 */
export async function processedPicture(
  {
    image,
    dir,
    name,
    onFile,
  }: { image: string; dir: string; name: string; onFile: (file: PhotoFile) => void },
  tell: (text: string, detail?: string) => void,
): Promise<SitePicture | undefined> {
  const source = photoSource(dir, image);
  if (!existsSync(source)) {
    tell('est introuvable\u202f; choisissez-la de nouveau dans l’éditeur');
    return undefined;
  }
  try {
    const { photo, files } = await processPhoto(source, name);
    for (const generated of files) onFile(generated);
    return { src: photo.src, width: photo.width, height: photo.height, alt: '', photo };
  } catch (error) {
    if (isSystemError(error)) throw error;
    tell(
      'n’est pas une image JPEG, PNG ou WebP lisible\u202f; choisissez dans l’éditeur une photo qui s’ouvre sur votre ordinateur',
      error instanceof Error ? error.message : String(error),
    );
    return undefined;
  }
}

/** What an article's pictures need: where its photos are and where to tell what is wrong. */
export type ArticlePhotoContext = {
  file: string;
  /** Its title, once its front matter is read: its problems name it by it. */
  title?: string;
  dir: string;
  onFile: (file: PhotoFile) => void;
  problems: ContentProblem[];
  /** Every photo file the article reads (pipeline/articles/articleReader.ts keeps its reading while they are unchanged). */
  photos: string[];
};

/** One photo of an article, processed; undefined (and told, after `where`) when it cannot be used. */
export async function articlePhoto(
  src: string,
  name: string,
  context: ArticlePhotoContext,
  where: string,
): Promise<SitePicture | undefined> {
  const { dir, onFile, problems, photos } = context;
  photos.push(photoSource(dir, src));
  return processedPicture({ image: src, dir, name, onFile }, (text, detail) =>
    problems.push(articleProblem(context, `${where} ${text}`, detail)),
  );
}
