import styles from './ServiceFacts.module.scss';

type Props = {
  duration: string;
  type: string;
  price: string;
  option: string;
  labels: { duration: string; type: string; price: string };
};

/** Duration, format and price of a service, and what comes with it. */
export function ServiceFacts({ duration, type, price, option, labels }: Props) {
  return (
    <div className={styles.facts}>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt>{labels.duration}</dt>
          <dd>{duration}</dd>
        </div>
        <div className={styles.item}>
          <dt>{labels.type}</dt>
          <dd>{type}</dd>
        </div>
        <div className={`${styles.item} ${styles.price}`}>
          <dt>{labels.price}</dt>
          <dd>{price}</dd>
        </div>
      </dl>
      <p className={styles.option}>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M10 2.5l1.9 4.6 4.6 1.9-4.6 1.9L10 15.5l-1.9-4.6L3.5 9l4.6-1.9z" fill="currentColor" />
        </svg>
        {option}
      </p>
    </div>
  );
}
