import type { PromiseIcon } from '../../data/products';
import { Icon } from '../Icon/Icon';
import { serviceGlyphs } from '../Icon/serviceGlyphs';
import styles from './QualityPromises.module.scss';

type Props = {
  title: string;
  items: ReadonlyArray<{ icon: PromiseIcon; title: string; text: string }>;
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
              <Icon glyph={serviceGlyphs[item.icon]} size={26} />
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
