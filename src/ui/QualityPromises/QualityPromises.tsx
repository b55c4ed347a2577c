import type { PromiseIcon } from '../../data/products';
import styles from './QualityPromises.module.scss';

type Props = {
  title: string;
  items: ReadonlyArray<{ icon: PromiseIcon; title: string; text: string }>;
};

const icons: Record<PromiseIcon, string> = {
  // l'Hexagone
  hexagon: 'M12 2.8l7.2 3.6 1.3 6.8-4.4 6.8-7.8.4-5-5.3.9-7.9Z',
  seal: 'M12 3l2.2 1.6 2.7-.1.8 2.6 2.2 1.6-.9 2.6.9 2.6-2.2 1.6-.8 2.6-2.7-.1L12 21l-2.2-1.6-2.7.1-.8-2.6-2.2-1.6.9-2.6-.9-2.6 2.2-1.6.8-2.6 2.7.1ZM8.5 12l2.3 2.3 4.7-4.8',
  leaf: 'M5 19c0-9 5-14 15-14 0 10-5 15-14 15M5 19l8-8',
};

/** The shop's quality commitments, each with a line icon. */
export function QualityPromises({ title, items }: Props) {
  return (
    <div className={styles.promises}>
      <h3 className={styles.title}>{title}</h3>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.title} className={styles.item}>
            <span className={styles.icon} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
                <path
                  d={icons[item.icon]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            <span className={styles.text}>
              <strong>{item.title}</strong>
              <span>{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
