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
              <svg
                className={styles.arrow}
                viewBox="0 0 20 20"
                width="18"
                height="18"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d="M10 4v12m0 0-5-5m5 5 5-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
