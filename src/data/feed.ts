import linksFile from '../content/links.yml';
import type { Sheet } from '../content/schema';

const links = linksFile as Sheet<'links'>;

/**
 * The social photo feed (docs/product.md §4, D10). Provider-agnostic: the practitioner gives the
 * provider's script address and her widget's id in /admin (src/content/links.yml); a developer
 * who picks another provider adapts the container markup and init function below (README, "Go
 * live"). The Content-Security-Policy reads the script's host from here too.
 */

/**
 * Hers to choose (links.yml, « Fil Instagram »; D10): `auto`, the widget loads by itself shortly after
 * the page (spec behaviour); `click`, nothing third-party loads before the visitor clicks « Afficher le
 * fil Instagram ». The privacy page follows it (src/data/legal.ts).
 */
export type FeedConsent = Sheet<'links'>['feed']['mode'];

const { widgetId } = links.feed;

export const feedWidget = {
  /** The provider's embed script, loaded once, removed when the page is left. */
  scriptUrl: links.feed.scriptUrl,
  widgetId,
  consent: links.feed.mode as FeedConsent,
  /** The element the provider's script fills; React renders it empty and never touches its children. */
  container: {
    id: 'fil-instagram',
    className: 'example-feed-widget',
    attributes: { 'data-widget-id': widgetId } as Record<string, string>,
  },
  /**
   * Dotted path of the global function the script exposes to build the widget, called with the
   * container 500 ms after the script has loaded; `null` when the script builds it by itself.
   */
  initFunction: 'ExampleFeed.init' as string | null,
} as const;

export const community = {
  eyebrow: 'Instagram',
  title: 'Rejoignez ma communauté',
  intro:
    'Des conseils concrets, les coulisses des ateliers et des mots doux pour les mamans, avant et après la césarienne\u00a0: je partage tout cela chaque semaine sur Instagram.',
  followLabel: 'Me suivre sur Instagram',
  feed: {
    loading: 'Chargement du feed Instagram…',
    consent:
      'Le fil Instagram est fourni par un service tiers, qui peut déposer des cookies. Il ne se charge qu’avec votre accord.',
    consentButton: 'Afficher le fil Instagram',
    /** Under the loader once the provider's script has failed (often an ad-blocker): her profile. */
    failedLink: 'Voir mes publications sur Instagram',
    noScript:
      'Le fil Instagram s’affiche avec JavaScript. Retrouvez mes publications directement sur Instagram.',
  },
} as const;
