import type { SitePicture } from '../content/photo';
import contentFile from '../content/products.yml';
import type { Sheet } from '../content/schema';
import { formatDiscount } from './money';

const content = contentFile as Sheet<'products'>;

/**
 * The shop (docs/product.md §3, D2.4 and D5). Her products are hers to edit (src/content/products.yml,
 * from /admin): prices in euros, formatted by the view; the purchase links lead to the selling platform
 * (docs/product.md D12). The shop's own words stay below.
 */

export type Product = {
  /** From the name: the card's anchor and key. */
  id: string;
  name: string;
  /** A few words under the name, e.g. the length of the course. */
  subtitle: string;
  description: string;
  /** Euros. */
  price: number;
  /** Euros, before the discount; absent when the product is not discounted. */
  originalPrice?: number;
  /** Her photo, or the product's illustration. */
  image: SitePicture;
  rating: number;
  /** The product's page on the selling platform. */
  purchaseLink: string;
  /** Barcode (EAN-13). */
  reference: string;
  volume: string;
  /** Four; the card shows the first two. */
  features: readonly string[];
};

/** "Crème corps" → "creme-corps" */
const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const illustration = (file: string, alt: string) => ({
  src: `/images/shop/${file}.svg`,
  width: 480,
  height: 400,
  alt,
});

/** The demo products' illustrations, by product; any other product without a photo gets a neutral one. */
const illustrations: Record<string, SitePicture> = {
  'collagene-marin': illustration(
    'collagene-marin',
    'Pot de collagène marin aux tons rosés, posé près d’un coquillage.',
  ),
  'creme-corps': illustration('creme-corps', 'Flacon pompe de crème corps vert sauge, entouré de feuilles.'),
  'acide-hyaluronique': illustration(
    'acide-hyaluronique',
    'Flacon de gélules lavande, avec quelques gouttes d’eau stylisées.',
  ),
};

/**
 * A quantity as French readers expect it: "250 ml" (never "250ML" or "250 mL"), "3 mois", the number
 * never split from its unit (a no-break space).
 */
export const frenchQuantity = (text: string): string =>
  text
    .replace(
      /(\d)\s*(ml|cl|mg|kg|g)\b/gi,
      (_, digit: string, unit: string) => `${digit}\u00a0${unit.toLowerCase()}`,
    )
    .replace(/(\d) (mois|jours?|semaines?|gélules?|sachets?)\b/g, '$1\u00a0$2');

/** A volume given as a length of time ("3 mois") is a cure's length, not a content. */
const isCureLength = (volume: string) => /\d\s*(mois|jours?|semaines?)\b/i.test(volume);

export const products: readonly Product[] = content.items.map(({ photo, originalPrice, ...item }) => {
  const id = slug(item.name);
  return {
    ...item,
    subtitle: frenchQuantity(item.subtitle),
    volume: frenchQuantity(item.volume),
    id,
    ...(originalPrice > 0 && { originalPrice }),
    image: photo ?? illustrations[id] ?? illustration('produit', `Illustration\u00a0: ${item.name}.`),
  };
});

/** How many features a product card shows (docs/product.md §9). */
export const PRODUCT_FEATURES_SHOWN = 2;

/**
 * A discounted product's badge (docs/product.md D5): "−20 €" for the demo products (165 → 145), with a
 * real minus sign and a no-break space before the euro sign. It is the difference her two prices make,
 * so the badge never announces a discount she does not give once she edits them.
 */
export const discountBadge = ({ price, originalPrice }: Product): string | undefined =>
  originalPrice === undefined ? undefined : formatDiscount(originalPrice - price);

/** What the card calls the volume: « Durée de cure » for a cure ("3 mois"), « Contenance » otherwise. */
export const volumeLabel = ({ volume }: Pick<Product, 'volume'>): string =>
  isCureLength(volume) ? shop.labels.cureLength : shop.labels.volume;

/** Her « Commission sur ces ventes », as the sentence under the products says it. */
const commissionWords: Record<Sheet<'products'>['commission'], string> = {
  aucune: 'je ne touche pas de commission sur ces ventes',
  oui: 'je touche une commission sur ces ventes',
};

export const shop = {
  eyebrow: 'Boutique',
  title: 'Ma boutique bien-être',
  intro:
    'Quelques produits que j’ai choisis pour prendre soin de vous après la naissance, à commander sur la boutique de mon partenaire, dans un nouvel onglet.',
  /** Who sells and ships, and whether she earns (docs/product.md, shop transparency): her two fields. */
  sellerNote: `Produits vendus et expédiés par ${content.seller}\u202f; ${commissionWords[content.commission]}.`,
  /** Where the stars on each card come from. */
  ratingsNote: 'Les étoiles reprennent la note moyenne de ses clientes.',
  labels: {
    buyLabel: 'Commander',
    reference: 'Réf.',
    volume: 'Contenance',
    cureLength: 'Durée de cure',
    originalPrice: 'Prix initial',
    price: 'Prix',
    discount: 'Remise',
  },
  promises: {
    title: 'Nos engagements qualité',
    /** Hers (products.yml): only what she can prove, no health or generic environmental claim. */
    items: content.promises,
  },
  /** Shown above the cards: the shop sells food supplements to mothers who may be breastfeeding. */
  caution:
    'Demandez l’avis de votre sage-\u2060femme ou de votre médecin avant toute cure, en particulier si vous allaitez.',
  questionsLink: 'Des questions sur nos produits\u202f?',
} as const;

export type PromiseIcon = Sheet<'products'>['promises'][number]['icon'];
