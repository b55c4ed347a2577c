// Where her content lives, and how a developer finds one of its files from a problem's line.
import { join } from 'node:path';
import { ARTICLES_FOLDER } from '../../src/content/article.ts';

/** The content folder the site is built from (tests and CONTENT_DIR may read a copy instead). */
export const contentDir = join(import.meta.dirname, '..', '..', 'src', 'content');

/** A sheet's file as a developer finds it: cabinet.yml → src/content/cabinet.yml. */
export const sheetPath = (file: string) => `src/content/${file}`;

/** An article's file as a developer finds it: x.md → src/content/articles/x.md. */
export const articlePath = (file: string) => `src/content/${ARTICLES_FOLDER}/${file}`;
