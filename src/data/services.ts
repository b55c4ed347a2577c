/**
 * The three services of the services page (docs/product.md §3 and §9, D2 and D5).
 * Each `id` is also the block's anchor: `/services#<id>` centres and highlights it.
 */

import type { SitePicture } from './content/photo';
import photos from './content/photos.yml';
import { type ServiceId, type ServiceOffer, serviceOfferById } from './serviceOffers';

/** The words of a service's block and dialog; its facts are in serviceOffers.ts. */
type ServiceCopy = {
  id: ServiceId;
  /** A few words above the title: who or when. */
  kicker: string;
  shortDescription: string;
  description: string;
  /** What the service includes, one line each. */
  details: readonly string[];
  /** Detail dialog: who the service is for. */
  forWhom: string;
  /** Detail dialog: how a session unfolds, in order. */
  steps: readonly string[];
  /** The illustration, until she adds a photo (src/data/content/photos.yml, from /admin). */
  image: SitePicture;
};

export type Service = ServiceOffer & ServiceCopy;

const serviceCopies: readonly ServiceCopy[] = [
  {
    id: 'cesarienne-confiance',
    kicker: 'Avant et après la naissance',
    shortDescription: 'Se préparer à la césarienne et la vivre pleinement, comme la naissance qu’elle est.',
    description:
      'Une séance d’une heure par téléphone pour comprendre ce qui va se passer le jour\u00a0J, poser toutes vos questions et construire un projet de naissance qui vous ressemble. Nous préparons aussi le retour à la maison, pour que vous vous sentiez entourée à chaque étape. Une séance suffit souvent\u00a0; vous en reprenez une autre quand vous le souhaitez.',
    details: [
      'Comprendre le déroulé d’une césarienne, programmée ou non',
      'Des exercices de respiration pour aborder le jour J avec calme',
      'Un projet de naissance à vos couleurs\u00a0: peau à peau, musique, premiers instants',
      'Des repères pour prendre soin de votre corps après la naissance',
    ],
    forWhom:
      'Pour les futures mamans dont la césarienne est programmée ou possible, pour celles qui en ont déjà vécu une et veulent aborder la suivante autrement, et pour les jeunes mamans qui ont besoin de mettre des mots sur leur naissance.',
    steps: [
      'Un premier échange, gratuit et sans engagement, pour faire connaissance et cerner vos besoins.',
      'Une séance d’une heure par appel téléphonique, depuis chez vous, à votre rythme.',
      'Un mémo récapitulatif après la séance, à relire ou à partager avec le co-parent.',
      'Un mois de suivi par WhatsApp après la séance, pour les questions qui surgissent.',
    ],
    image: {
      src: '/images/services/cesarienne-confiance.svg',
      width: 640,
      height: 560,
      alt: 'Illustration douce d’une maman qui tient son nouveau-né contre elle, dans des tons rosés.',
    },
  },
  {
    id: 'atelier-portage',
    kicker: 'Porter bébé en toute sécurité',
    shortDescription:
      'Apprendre à porter votre bébé en sécurité, en respectant votre corps après la césarienne.',
    description:
      'Écharpe tissée, sling ou porte-bébé préformé\u202f: je vous montre pas à pas les gestes justes pour installer bébé contre vous, en douceur pour votre ventre et votre dos. Vous repartez avec des nouages adaptés à votre quotidien.',
    details: [
      'Les règles de sécurité du portage, expliquées simplement',
      'Des installations qui ménagent votre ventre et votre dos',
      'Plusieurs moyens de portage à essayer\u00a0: écharpe, sling, préformé',
      'En ligne, en petit groupe ou chez vous, au tarif de chaque formule',
    ],
    forWhom:
      'Pour les parents, dès les premières semaines, que bébé soit né par césarienne ou non\u202f; le co-parent est le bienvenu. Après une césarienne, nous adaptons les installations et attendons l’accord de votre sage-femme ou de votre médecin pour porter.',
    steps: [
      'Un point sur votre quotidien, vos envies et le matériel que vous avez déjà.',
      'La démonstration des règles de sécurité avec un poupon lesté.',
      'Les nouages essayés par vous, avec bébé si vous le souhaitez, jusqu’à vous sentir à l’aise.',
      'Une fiche illustrée des installations vues ensemble, pour vous y retrouver à la maison.',
    ],
    image: {
      src: '/images/services/atelier-portage.svg',
      width: 640,
      height: 560,
      alt: 'Illustration d’un parent qui porte son bébé en écharpe, entouré de feuillages vert sauge.',
    },
  },
  {
    id: 'bain-enveloppe',
    kicker: 'Un moment de douceur pour bébé',
    shortDescription: 'Un bain emmailloté, chaud et enveloppant, qui rappelle à bébé la douceur du ventre.',
    description:
      'Bébé est délicatement enveloppé dans un lange puis déposé dans une eau à bonne température. Un moment suspendu, que je vous apprends à reproduire à la maison pour apaiser bébé et créer du lien.',
    details: [
      'Un bain emmailloté qui apaise et rassure bébé',
      'Les gestes expliqués pas à pas pour le refaire à la maison',
      'Un temps de peau à peau et de toucher doux après le bain',
      'Des souvenirs du moment, si vous le souhaitez',
    ],
    forWhom:
      'Pour les bébés de la naissance à environ trois mois, et pour les parents qui cherchent un rituel calme à partager, par exemple pendant les journées agitées des premières semaines.',
    steps: [
      'Je viens chez vous avec le matériel\u00a0: baignoire adaptée, langes et linge chaud.',
      'Bébé est emmailloté puis baigné tout doucement, pendant que je vous explique chaque geste.',
      'À votre tour de faire, accompagnée, si vous en avez envie.',
      'Un temps calme de peau à peau pour terminer, et des conseils pour recommencer seule.',
    ],
    image: {
      src: '/images/services/bain-enveloppe.svg',
      width: 640,
      height: 560,
      alt: 'Illustration d’un bébé emmailloté dans un bain, entouré de fleurs et de vaguelettes lavande.',
    },
  },
];

/** The three services, facts and words together, in page order. */
export const services: readonly Service[] = serviceCopies.map((copy) => ({
  ...serviceOfferById(copy.id),
  ...copy,
  image: photos[copy.id] ?? copy.image,
}));

/** The services page's opening: the `h1`, its lead and the four offers (docs/product.md D2.1). */
export const servicesIntro = {
  eyebrow: 'Services',
  title: 'Mes accompagnements sur mesure',
  lead: 'Chaque naissance est unique, chaque césarienne aussi. Je vous propose des accompagnements doux et concrets, avant comme après la naissance, à construire ensemble selon vos besoins.',
  offersLabel: 'Ce que je vous propose',
  offers: [
    {
      label: 'Un accompagnement personnalisé avant et après votre césarienne',
      href: '#cesarienne-confiance',
      tone: 'rose',
    },
    { label: 'Des ateliers de portage en toute sécurité', href: '#atelier-portage', tone: 'sage' },
    { label: 'Des rituels de bien-être pour bébé', href: '#bain-enveloppe', tone: 'lavender' },
    { label: 'Des produits naturels soigneusement sélectionnés', href: '#boutique', tone: 'gold' },
  ],
} as const;

/** Labels of the service blocks and of the detail dialog. */
export const serviceLabels = {
  sectionTitle: 'Trois façons de vous accompagner',
  bookingCta: 'Réserver ma séance',
  moreCta: 'En savoir plus',
  close: 'Fermer',
  highlightBadge: 'Votre sélection',
  facts: { duration: 'Durée', type: 'Format', price: 'Tarif' },
  /** Before the price list of a service given in several formats. */
  pricePerFormat: 'selon la formule',
  included: 'Ce que comprend la séance',
  forWhom: 'Pour qui\u202f?',
  steps: 'Comment se passe l’accompagnement\u202f?',
  firstExchange: 'Le premier échange est gratuit et sans engagement.',
  noticeTitle: 'Bon à savoir',
} as const;
