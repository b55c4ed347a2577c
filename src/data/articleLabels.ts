import { frenchDate } from './frenchDates';

/** The words of the articles' pages (/articles, /articles/<slug>). */
export const articleLabels = {
  listEyebrow: 'Articles',
  listTitle: 'Le journal',
  listLead:
    'Des repères doux et concrets pour préparer votre césarienne, porter bébé et traverser les premières semaines. Ils ne remplacent pas l’avis de votre sage-\u2060femme ou de votre médecin.',
  /** Beside the heading on a desktop, under her portrait: who writes, and what to expect. */
  listFacts: [
    'Des repères concrets, sans jargon',
    'Chaque article se termine par l’accompagnement qui lui correspond',
  ],
  listLabel: 'Tous les articles',
  pagination: 'Pages des articles',
  previousPage: 'Articles plus récents',
  nextPage: 'Articles plus anciens',
  pageOf: (page: number, count: number) => `Page ${page} sur ${count}`,
  breadcrumb: 'Fil d’Ariane',
  home: 'Accueil',
  articles: 'Articles',
  published: 'Publié le',
  updated: 'mis à jour le',
  toc: 'Dans cet article',
  /** Before her name, which links to her story on the home page. */
  byline: 'Par',
  relatedEyebrow: 'Pour aller plus loin',
  readOnServices: 'Lire\u00a0:',
} as const;

/** « 5 min de lecture », on one line (it wraps as a whole after the date). */
export const readingTime = (minutes: number) => `${minutes}\u00a0min\u00a0de\u00a0lecture`;

/** « 3 novembre 2026 » */
export const articleDate = frenchDate;
