import { formatPrice } from '../../data/money';
import type { Product } from '../../data/products';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { SitePicture } from '../SitePicture/SitePicture';
import { StarRating } from '../StarRating/StarRating';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './ProductCard.module.scss';

type ProductCardLabels = {
  buyLabel: string;
  reference: string;
  originalPrice: string;
  price: string;
  discount: string;
};

type Props = {
  product: Product;
  labels: ProductCardLabels;
  /** Shown on the picture; none when the product is not discounted. */
  discountBadge: string | undefined;
  /** What the volume is: « Contenance », or « Durée de cure » for a cure. */
  volumeLabel: string;
  ratingMax: number;
  featuresShown: number;
};

/** A shop product: picture, rating, the first features, price (struck original when discounted), buy link. */
export function ProductCard({
  product,
  labels,
  discountBadge,
  volumeLabel,
  ratingMax,
  featuresShown,
}: Props) {
  const nameId = `produit-${product.id}`;
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.media}>
        <SitePicture picture={product.image} sizes="(min-width: 768px) 23rem, 100vw" />
        {discountBadge && (
          <p className={styles.badge}>
            <VisuallyHidden>{`${labels.discount}\u00a0: `}</VisuallyHidden>
            {discountBadge}
          </p>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.subtitle}>{product.subtitle}</p>
        <h3 id={nameId} className={styles.name}>
          {product.name}
        </h3>
        <StarRating value={product.rating} max={ratingMax} />
        <p className={styles.description}>{product.description}</p>
        <ul className={styles.features}>
          {product.features.slice(0, featuresShown).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <dl className={styles.meta}>
          <div>
            <dt>{volumeLabel}</dt>
            <dd>{product.volume}</dd>
          </div>
          <div>
            <dt>{labels.reference}</dt>
            <dd>{product.reference}</dd>
          </div>
        </dl>
        <div className={styles.buy}>
          <p className={styles.price}>
            <span className={styles.current}>
              <VisuallyHidden>{`${labels.price}\u00a0: `}</VisuallyHidden>
              {formatPrice(product.price)}
            </span>
            {product.originalPrice !== undefined && (
              <del className={styles.original}>
                <VisuallyHidden>{`${labels.originalPrice}\u00a0: `}</VisuallyHidden>
                {formatPrice(product.originalPrice)}
              </del>
            )}
          </p>
          <ExternalLink href={product.purchaseLink} className={buttonClass('primary', styles.cta)}>
            {labels.buyLabel}
            <VisuallyHidden>{`\u00a0: ${product.name}`}</VisuallyHidden>
          </ExternalLink>
        </div>
      </div>
    </article>
  );
}
