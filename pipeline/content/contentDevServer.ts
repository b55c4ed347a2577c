// What the dev server adds for her content: her photos served from the photo cache, and, while a value
// is wrong, the French page that names it (pipeline/content/contentErrorPage.ts) in place of every page.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect } from 'vite';
import { photoCacheDir } from '../media/photos.ts';
import { contentErrorPage } from './contentErrorPage.ts';
import type { ContentProblem } from './contentProblem.ts';
import { contentProblems } from './contentScan.ts';

/** Whether a request asks for a page (as pipeline/site/vitePrerenderedSite.ts renders them), not a file. */
const isPageRequest = (method: string | undefined, url: string | undefined) =>
  (method === 'GET' || method === 'HEAD') && !(url ?? '/').split('?')[0]?.includes('.');

/** Whether `path` is a file (not a folder: `.`, `..` or one inside the cache would be read as one). */
const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/** Her processed photos, mounted at PHOTO_URL_BASE: the build emits them, dev reads them from the cache. */
export const servePhotos: Connect.NextHandleFunction = (req, res, next) => {
  const file = /^\/([\w-][\w.-]*)$/.exec(req.url?.split('?')[0] ?? '')?.[1];
  if (!file || !isFile(join(photoCacheDir, file))) return next();
  res.setHeader('Content-Type', `image/${file.endsWith('.jpg') ? 'jpeg' : file.split('.').pop()}`);
  res.end(readFileSync(join(photoCacheDir, file)));
};

/**
 * Every page answers what to correct while a value is wrong: the files are read again at each page, so
 * a fix shows at the next reload. A reader that fails in another way (a bug, a full disk) is told on
 * the same page rather than as a stack trace: she is the one looking at it.
 */
export const contentErrorPages =
  (dir: string): Connect.NextHandleFunction =>
  async (req, res, next) => {
    if (!isPageRequest(req.method, req.url)) return next();
    let problems: ContentProblem[];
    try {
      problems = await contentProblems(dir);
    } catch (error) {
      console.error(error);
      problems = [
        {
          text: 'Le contenu du site n’a pas pu être lu\u202f; le terminal où le site a été lancé dit pourquoi',
          file: dir,
        },
      ];
    }
    if (problems.length === 0) return next();
    // 503: the site is away for now and comes back once the value is fixed (not a server fault, 500).
    res.statusCode = 503;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(req.method === 'HEAD' ? undefined : contentErrorPage(problems));
  };
