import type { AvailabilityRow } from '../../data/contact';
import { contactGlyphs } from '../Icon/contactGlyphs';
import { Icon } from '../Icon/Icon';
import styles from './ContactCoordinates.module.scss';

type Props = {
  copy: {
    title: string;
    locationLabel: string;
    phoneLabel: string;
    emailLabel: string;
    availabilityTitle: string;
    availability: ReadonlyArray<AvailabilityRow>;
    closures: ReadonlyArray<{ text: string; note: string }>;
    availabilityNote: string;
  };
  location: string;
  phone: { display: string; e164: string };
  email: string;
};

const TITLE_ID = 'contact-coordonnees-titre';

/** Where and when to reach the practitioner (docs/product.md §2, "Coordinates"). */
export function ContactCoordinates({ copy, location, phone, email }: Props) {
  return (
    <section aria-labelledby={TITLE_ID} className={styles.card}>
      <h2 id={TITLE_ID} className={styles.title}>
        {copy.title}
      </h2>
      <dl className={styles.list}>
        <div className={styles.item}>
          <Icon glyph={contactGlyphs.location} size={20} className={styles.icon} />
          <dt className={styles.label}>{copy.locationLabel}</dt>
          <dd className={styles.value}>{location}</dd>
        </div>
        <div className={styles.item}>
          <Icon glyph={contactGlyphs.phone} size={20} className={styles.icon} />
          <dt className={styles.label}>{copy.phoneLabel}</dt>
          <dd className={styles.value}>
            <a href={`tel:${phone.e164}`} className={`${styles.link} ${styles.nowrap}`}>
              {phone.display}
            </a>
          </dd>
        </div>
        <div className={styles.item}>
          <Icon glyph={contactGlyphs.email} size={20} className={styles.icon} />
          <dt className={styles.label}>{copy.emailLabel}</dt>
          <dd className={styles.value}>
            <a href={`mailto:${email}`} className={styles.link}>
              {email}
            </a>
          </dd>
        </div>
      </dl>

      <div className={styles.availability}>
        <h3 className={styles.subtitle}>{copy.availabilityTitle}</h3>
        <dl className={styles.hours}>
          {copy.availability.map((row) => (
            <div key={row.days} className={styles.row}>
              <dt>{row.days}</dt>
              <dd className={styles.time}>{row.hours}</dd>
            </div>
          ))}
        </dl>
        {copy.closures.length > 0 && (
          <ul className={styles.closures}>
            {copy.closures.map((closure) => (
              <li key={closure.text}>
                <strong>{closure.text}</strong>
                {closure.note && <span className={styles.closureNote}>{closure.note}</span>}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.note}>{copy.availabilityNote}</p>
      </div>
    </section>
  );
}
