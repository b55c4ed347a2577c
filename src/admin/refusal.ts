// What the editor refuses before a save, and how she reads it: the build's rules and words
// (src/content/problems.ts, src/content/article.ts) over the whole sheet or article, which is
// where rules across fields live (a closure ending before it starts, a photo without its description).
import { articlesLabel } from '../content/article.ts';
import type { ContentName } from '../content/problems.ts';
import { contentFiles } from '../content/schema.ts';
import type { ServiceTitles } from '../content/schemas/rules.ts';
import {
  ARTICLES_COLLECTION,
  articleAddresses,
  articleProblems,
  type KnownArticle,
} from './articlesCollection.ts';
import { SHEETS_COLLECTION } from './config.ts';
import { entryCheck } from './entry.ts';

/** An entry as Sveltia hands it to `preSave`. */
export type SavingEntry = {
  data: Record<string, unknown>;
  slug: string;
  collection: string;
  newRecord: boolean;
};

/**
 * Why this entry cannot be saved, or undefined. A new article whose file name Sveltia had to number
 * (« porter-bebe-1 ») has the title of an article already there: refused, not saved a second time.
 */
export function entryRefusal(
  { data, slug, collection, newRecord }: SavingEntry,
  articles: readonly KnownArticle[],
  /** Her services' titles (services.yml), for the services' groups in her lines. */
  titles: ServiceTitles,
): { title: string; problems: string[]; field?: string } | undefined {
  if (collection === SHEETS_COLLECTION && slug in contentFiles) {
    const { problems, fields } = entryCheck(slug as ContentName, data, titles);
    return problems.length
      ? { title: refusedTitle(contentFiles[slug as ContentName].label), problems, field: fields[0] }
      : undefined;
  }
  if (collection !== ARTICLES_COLLECTION) return undefined;
  const file = `${slug}.md`;
  const taken = articleAddresses(articles);
  // A new article with the title of one already there (Sveltia would number its file: porter-bebe-1).
  const sameAs = (title: unknown) =>
    String(title ?? '')
      .trim()
      .toLowerCase()
      .replace(/\s+/g, ' ');
  const numbered = /^(.+)-\d+$/.exec(slug)?.[1];
  const twin =
    newRecord &&
    articles.find(
      (article) =>
        (article.title !== undefined && sameAs(article.title) === sameAs(data.title)) ||
        (numbered && article.file === `${numbered}.md`),
    );
  const sameTitle = twin
    ? [
        `${articlesLabel} › «\u00a0Titre\u00a0»\u00a0: un article porte déjà ce titre\u202f; changez le titre, ou ouvrez l’article existant dans la liste «\u00a0${articlesLabel}\u00a0» pour le modifier`,
      ]
    : [];
  const problems = [...sameTitle, ...articleProblems(newRecord ? '' : file, data, taken)];
  return problems.length
    ? { title: refusedTitle(articlesLabel), problems, ...(twin && { field: 'title' }) }
    : undefined;
}

const refusedTitle = (label: string) => `«\u00a0${label}\u00a0»\u00a0: rien n’a été enregistré`;

/** The refusal, in a dialog of its own above the editor's, until she closes it (then `closed`). */
export function showRefusal(title: string, problems: readonly string[], closed: () => void) {
  const dialog = document.createElement('dialog');
  dialog.className = 'refusal';
  dialog.setAttribute('aria-labelledby', 'refusal-title');
  const heading = document.createElement('h2');
  heading.id = 'refusal-title';
  heading.textContent = title;
  const list = document.createElement('ul');
  list.append(
    ...problems.map((problem) => {
      const item = document.createElement('li');
      item.textContent = problem;
      return item;
    }),
  );
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Fermer et corriger';
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    dialog.remove();
    closed();
  });
  dialog.append(heading, list, close);
  document.body.append(dialog);
  dialog.showModal();
}
