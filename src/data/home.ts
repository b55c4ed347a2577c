/**
 * Copy and pictures of the home page (docs/product.md §2, in the order the page shows them). The practitioner's
 * name and the external addresses come from `site.ts`, joined in the route.
 */

import homeContentFile from '../content/home.yml';
import type { SitePicture } from '../content/photo';
import photosFile from '../content/photos.yml';
import type { Sheet } from '../content/schema';
import { type ServiceId, serviceIds, serviceKeys } from '../content/serviceKeys';
import testimonialsContentFile from '../content/testimonials.yml';
import { firstExchangeLine, firstExchangeSentence } from './firstExchange';
import { frenchMonth } from './frenchDates';
import { guideOffer } from './guide';
import { STORY_ANCHOR, shellCalls } from './navigation';
import { serviceImage } from './serviceImages';

const homeContent = homeContentFile as Sheet<'home'>;

export { GUIDE_ANCHOR } from './guide';

/** An image served by the site, with its intrinsic size (no layout shift) and French alternative text. */
export type Picture = SitePicture;

export const hero = {
  eyebrow: 'Césarienne et post-partum',
  /** The page's h1, in two parts so the second can be set in the accent colour. */
  title: {
    lead: 'Se préparer sereinement à la césarienne…',
    accent: 'et en faire une naissance à part entière',
  },
  lead: 'Programmée ou imprévue, votre césarienne peut se vivre en confiance. Je vous aide à comprendre, à vous préparer et à poser vos souhaits, puis je reste à vos côtés pour les premières semaines avec bébé.',
  cta: shellCalls.firstExchange.label,
  /** Her first exchange's length and channel (src/content/cabinet.yml). */
  reassurance: firstExchangeLine,
  /** Her words (src/content/home.yml, editable at /admin): where she works may change. */
  highlights: homeContent.heroHighlights,
  illustration: {
    src: '/images/home/hero.svg',
    width: 480,
    height: 560,
    alt: 'Illustration\u00a0: une mère tient son nouveau-né contre elle, entourée de feuillages.',
  },
} as const;

export const transformation = {
  eyebrow: 'Changer de regard',
  title: 'Une césarienne reste une naissance. La vôtre.',
  text: 'Beaucoup de femmes sortent d’une césarienne avec le sentiment d’être passées à côté de leur accouchement. Ce n’est pas une fatalité. Quand on sait ce qui va se passer, que l’on a préparé son corps et son esprit et que ses souhaits sont entendus, ce jour-\u2060là peut devenir un beau souvenir.',
  shifts: [
    { from: 'L’inconnu qui inquiète', to: 'Une naissance comprise, étape par étape' },
    { from: 'Le sentiment de subir', to: 'Des souhaits posés et entendus' },
    { from: 'Un retour à la maison dans la fatigue', to: 'Des premières semaines plus douces' },
  ],
  shiftLabels: { from: 'Avant\u00a0:', to: 'Après\u00a0:' },
  cta: 'Découvrir le guide gratuit',
} as const;

/** A service as the home page presents it; its title, tone, duration and prices come from services.ts. */
export type HomeServiceCard = {
  id: string;
  /** The service, and its block on the services page: the card links to `/services#slug`. */
  slug: ServiceId;
  description: string;
  image: Picture;
};

export const homeServices = {
  eyebrow: 'Accompagnements',
  title: 'Trois façons de vous accompagner',
  intro:
    'Avant le jour\u00a0J, pendant les premières semaines ou pour un moment de tendresse avec bébé\u00a0: choisissez ce qui vous ressemble.',
  cardCta: 'En savoir plus',
  allLink: 'Voir tous les accompagnements et leurs tarifs',
  /** One card per service (serviceKeys.ts), in page order. */
  cards: serviceIds.map(
    (slug): HomeServiceCard => ({
      id: `home-${slug}`,
      slug,
      description: serviceKeys[slug].homeDescription,
      image: serviceImage(slug),
    }),
  ),
} as const;

/**
 * Her photo once she adds one (src/content/photos.yml, from /admin); until then none: her name and
 * role stand alone, never an empty frame, a silhouette or an upload look (issue 62: « Her face, or
 * none »). Her checklist asks for it first (demoValues.ts `sheetReminders`).
 * Apart, so that a page showing only her portrait (the articles' list) takes only it.
 */
export const founderPortrait: SitePicture | undefined = (photosFile as Sheet<'photos'>).founder ?? undefined;

/** Her face, name and role in the home page's opening: who will answer, within a phone's first screens. */
export const heroByline = {
  portrait: founderPortrait,
  storyLabel: 'Mon histoire',
  storyHref: `#${STORY_ANCHOR}`,
} as const;

export const founderStory = {
  /** Each article's byline links here. */
  id: STORY_ANCHOR,
  /** Her story and its quote are her words (src/content/home.yml, editable at /admin). */
  eyebrow: 'Qui suis-je',
  title: 'Mon histoire',
  paragraphs: homeContent.story.paragraphs,
  quote: homeContent.story.quote,
  /** Her trainings and how many mothers she has accompanied (home.yml, at /admin); what is empty is not shown. */
  credentials: {
    title: 'Mes formations',
    trainings: homeContent.credentials.trainings,
    mothersAccompanied: homeContent.credentials.mothersAccompanied,
    mothersLabel: { one: 'maman accompagnée', other: 'mamans accompagnées' },
  },
  portrait: founderPortrait,
} as const;

/** The home's guide section: the guide as every page offers it, with its introduction and five keys. */
export const guide = {
  ...guideOffer,
  intro:
    'Un petit guide clair et bienveillant, à lire tranquillement avant le jour\u00a0J. Vous y trouverez l’essentiel pour arriver confiante\u00a0:',
  /** Her words (src/content/home.yml, editable at /admin). */
  keys: homeContent.guideKeys,
} as const;

export type Testimonial = {
  /** First name only (docs/product.md, testimonials note). */
  name: string;
  /** When it was written: « novembre 2026 », a date that does not age. */
  when: string;
  /** The same, for `<time datetime>`: 2026-11. */
  month: string;
  text: string;
  /** Stars out of RATING_MAX. */
  rating: number;
};

export const testimonials = {
  eyebrow: 'Témoignages',
  title: 'Elles ont vécu leur césarienne autrement',
  /** From the practitioner's file (src/content/testimonials.yml, editable at /admin). */
  items: (testimonialsContentFile as Sheet<'testimonials'>).items.map(
    (item): Testimonial => ({ ...item, when: frenchMonth(item.month) }),
  ),
  join: {
    // Names the guide the button leads to, not the page's layout.
    text: `Envie de vivre votre césarienne en confiance, vous aussi\u202f? Commencez par le guide gratuit «\u00a0${guide.title}\u00a0».`,
    cta: 'Rejoignez-nous',
  },
  note: 'Témoignages recueillis par écrit auprès de mamans que j’ai accompagnées et publiés avec leur accord\u202f; seul le prénom est indiqué.',
} as const;

export const booking = {
  eyebrow: 'Premier pas',
  title: 'Parlons de votre naissance',
  text: 'Racontez-moi où vous en êtes, vos questions, vos envies. Ensemble, nous verrons quel accompagnement vous ressemble, à votre rythme.',
  cta: 'Prendre rendez-vous',
  note: firstExchangeSentence,
  contactPrompt: 'Vous préférez écrire\u202f?',
  contactLink: 'Envoyez-moi un message',
} as const;
