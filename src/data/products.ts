/**
 * The shop (docs/product.md §3, D2.4 and D5). Prices are numbers in euros, formatted for display
 * by the view; purchase links are placeholders on the external selling platform (docs/product.md D12).
 */

export type Product = {
  id: string;
  name: string;
  /** A few words under the name, e.g. the length of the course. */
  subtitle: string;
  description: string;
  /** Euros. */
  price: number;
  /** Euros, before the discount; absent when the product is not discounted. */
  originalPrice?: number;
  image: { src: string; width: number; height: number; alt: string };
  rating: number;
  /** Placeholder: the product's page on the selling platform. */
  purchaseLink: string;
  /** Barcode-style reference (EAN-13). */
  reference: string;
  volume: string;
  /** Four features; the card shows the first two. */
  features: readonly [string, string, string, string];
};

export const products: readonly Product[] = [
  {
    id: 'collagene-marin',
    name: 'Collagène marin',
    subtitle: 'Cure 3 mois',
    description:
      'Une poudre de collagène marin à diluer chaque matin dans une boisson, pour prendre soin de vous de l’intérieur pendant les mois qui suivent la naissance.',
    price: 145,
    originalPrice: 165,
    image: {
      src: '/images/shop/collagene-marin.svg',
      width: 480,
      height: 400,
      alt: 'Pot de collagène marin aux tons rosés, posé près d’un coquillage.',
    },
    rating: 5,
    purchaseLink: 'https://boutique.example.com/produits/collagene-marin-cure-3-mois',
    reference: '3770012345017',
    volume: '3 mois',
    features: [
      'Collagène marin hydrolysé',
      'Goût neutre, se dilue facilement',
      'Sans sucre ajouté',
      'Fabriqué en France',
    ],
  },
  {
    id: 'creme-corps',
    name: 'Crème corps',
    subtitle: 'Soin nourrissant',
    description:
      'Une crème riche et fondante pour masser votre ventre et votre peau, qui s’est étirée pendant la grossesse et se retend à son rythme.',
    price: 39,
    image: {
      src: '/images/shop/creme-corps.svg',
      width: 480,
      height: 400,
      alt: 'Flacon pompe de crème corps vert sauge, entouré de feuilles.',
    },
    rating: 5,
    purchaseLink: 'https://boutique.example.com/produits/creme-corps-250-ml',
    reference: '3770012345024',
    volume: '250 ML',
    features: [
      'Texture fondante, non grasse',
      'Parfum délicat d’origine naturelle',
      'Flacon pompe pratique',
      'Formulée en France',
    ],
  },
  {
    id: 'acide-hyaluronique',
    name: 'Acide hyaluronique',
    subtitle: 'Cure 3 mois',
    description:
      'Des gélules d’acide hyaluronique à prendre chaque jour, en complément d’une routine de soin douce, pour une peau confortable après la naissance.',
    price: 145,
    originalPrice: 165,
    image: {
      src: '/images/shop/acide-hyaluronique.svg',
      width: 480,
      height: 400,
      alt: 'Flacon de gélules lavande, avec quelques gouttes d’eau stylisées.',
    },
    rating: 5,
    purchaseLink: 'https://boutique.example.com/produits/acide-hyaluronique-cure-3-mois',
    reference: '3770012345031',
    volume: '3 mois',
    features: [
      'Acide hyaluronique d’origine végétale',
      'Une gélule par jour',
      'Sans gluten ni lactose',
      'Fabriqué en France',
    ],
  },
];

/** How many features a product card shows (docs/product.md §9). */
export const PRODUCT_FEATURES_SHOWN = 2;

/** The shop's fixed discount badge (docs/product.md D5), shown only when there is an original price. */
export const DISCOUNT_BADGE = '-20€';

export const shop = {
  eyebrow: 'Boutique',
  title: 'Ma boutique bien-être',
  intro:
    'Quelques produits que nous avons sélectionnés, mon partenaire et moi, pour prendre soin de vous après la naissance. La commande se fait sur sa boutique en ligne, dans un nouvel onglet.',
  /** Where the stars on each card come from. */
  ratingsNote:
    'Les étoiles reprennent la note moyenne laissée par les clientes sur la boutique de mon partenaire.',
  labels: {
    buyLabel: 'Commander',
    reference: 'Réf.',
    volume: 'Contenance',
    originalPrice: 'Prix initial',
    price: 'Prix',
    discount: 'Remise',
  },
  promises: {
    title: 'Nos engagements qualité',
    items: [
      {
        icon: 'hexagon',
        title: 'Made in France',
        text: 'Des produits formulés et fabriqués en France, par des laboratoires que je connais.',
      },
      {
        icon: 'seal',
        title: 'Efficacité prouvée',
        text: 'Des actifs choisis pour leur efficacité reconnue, à des dosages qui ont fait leurs preuves.',
      },
      {
        icon: 'leaf',
        title: 'Éco-responsable',
        text: 'Des emballages recyclables et des envois regroupés pour limiter notre empreinte.',
      },
    ],
  },
  questionsLink: 'Des questions sur nos produits\u202f?',
} as const;

export type PromiseIcon = (typeof shop.promises.items)[number]['icon'];
