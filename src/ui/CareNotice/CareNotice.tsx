import { Icon } from '../Icon/Icon';
import { serviceGlyphs } from '../Icon/serviceGlyphs';
import styles from './CareNotice.module.scss';

type Props = {
  title: string;
  text: string;
  note?: string;
};

/** A calm, visible reminder, e.g. that the support does not replace medical follow-up. */
export function CareNotice({ title, text, note }: Props) {
  return (
    <aside className={styles.notice} aria-label={title}>
      <Icon glyph={serviceGlyphs.heart} size={28} className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        <p>{text}</p>
        {note && <p className={styles.note}>{note}</p>}
      </div>
    </aside>
  );
}
