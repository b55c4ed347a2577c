import { glyphs } from '../Icon/glyphs';
import { Icon } from '../Icon/Icon';
import styles from './Logo.module.scss';

/** The brand mark: two nested arcs (a belly, an embrace) and the site's name. */
export function Logo({ name }: { name: string }) {
  return (
    <span className={styles.logo}>
      <Icon glyph={glyphs.brand} size={36} className={styles.mark} />
      <span className={styles.name}>{name}</span>
    </span>
  );
}
