import { Icon } from '../Icon/Icon';
import { serviceGlyphs } from '../Icon/serviceGlyphs';
import styles from './OfferList.module.scss';

type Offer = { label: string; href: string; tone: string };

type Props = {
  label: string;
  offers: readonly Offer[];
};

/** The four offers of the services page's opening, each a link to its part of the page. */
export function OfferList({ label, offers }: Props) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {offers.map((offer) => (
          <li key={offer.href}>
            <a href={offer.href} className={styles.offer} data-tone={offer.tone}>
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.label}>{offer.label}</span>
              <Icon glyph={serviceGlyphs.arrowDown} size={18} className={styles.arrow} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
