import type { ReactNode } from 'react';
import type { AvailabilityRow } from '../../data/contact';
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

const icon = (path: ReactNode) => (
  <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    {path}
  </svg>
);

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.7,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const icons = {
  location: icon(
    <>
      <path {...stroke} d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
      <circle {...stroke} cx="12" cy="10" r="2.4" />
    </>,
  ),
  phone: icon(
    <path
      {...stroke}
      d="M6.6 3.8h2.6l1.4 3.9-1.9 1.3a11 11 0 0 0 6.3 6.3l1.3-1.9 3.9 1.4v2.6a2 2 0 0 1-2.2 2A16.2 16.2 0 0 1 4.6 6a2 2 0 0 1 2-2.2Z"
    />,
  ),
  email: icon(
    <>
      <rect {...stroke} x="3.5" y="5.5" width="17" height="13" rx="2.5" />
      <path {...stroke} d="m4.5 7 7.5 6 7.5-6" />
    </>,
  ),
};

/** Where and when to reach the practitioner (docs/product.md §2, "Coordinates"). */
export function ContactCoordinates({ copy, location, phone, email }: Props) {
  return (
    <section aria-labelledby={TITLE_ID} className={styles.card}>
      <h2 id={TITLE_ID} className={styles.title}>
        {copy.title}
      </h2>
      <dl className={styles.list}>
        <div className={styles.item}>
          {icons.location}
          <dt className={styles.label}>{copy.locationLabel}</dt>
          <dd className={styles.value}>{location}</dd>
        </div>
        <div className={styles.item}>
          {icons.phone}
          <dt className={styles.label}>{copy.phoneLabel}</dt>
          <dd className={styles.value}>
            <a href={`tel:${phone.e164}`} className={`${styles.link} ${styles.nowrap}`}>
              {phone.display}
            </a>
          </dd>
        </div>
        <div className={styles.item}>
          {icons.email}
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
