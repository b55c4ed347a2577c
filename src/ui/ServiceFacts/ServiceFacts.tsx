import { formatEuros } from '../../data/money';
import { formatDuration, formatsInWords, type ServiceOffer } from '../../data/serviceOffers';
import { Icon } from '../Icon/Icon';
import { serviceGlyphs } from '../Icon/serviceGlyphs';
import styles from './ServiceFacts.module.scss';

type Props = {
  service: Pick<ServiceOffer, 'durationMinutes' | 'formats' | 'priceUnit' | 'option'>;
  labels: { duration: string; type: string; price: string };
};

/**
 * Duration, formats and price of a service, and what comes with it: one read says how long, how and
 * how much. A service given in several formats lists its price for each.
 */
export function ServiceFacts({ service, labels }: Props) {
  const { durationMinutes, formats, priceUnit, option } = service;
  const [single] = formats;
  return (
    <div className={styles.facts}>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt>{labels.duration}</dt>
          <dd>{formatDuration(durationMinutes)}</dd>
        </div>
        {/* Several formats: the price list names each, so its line would say them twice. */}
        {formats.length === 1 && (
          <div className={styles.item}>
            <dt>{labels.type}</dt>
            <dd>{formatsInWords(formats)}</dd>
          </div>
        )}
        <div className={`${styles.item} ${styles.price}`}>
          <dt>{labels.price}</dt>
          {formats.length === 1 && single ? (
            <dd>
              {formatEuros(single.price)} <span className={styles.unit}>{priceUnit}</span>
            </dd>
          ) : (
            formats.map((format) => (
              <dd key={format.label} className={styles.perFormat}>
                <span className={styles.formatLabel}>{format.label}</span>
                <span>{formatEuros(format.price)}</span>
              </dd>
            ))
          )}
        </div>
      </dl>
      <p className={styles.option}>
        <Icon glyph={serviceGlyphs.sparkle} size={16} />
        {option}
      </p>
    </div>
  );
}
