import { glyphs } from '../Icon/glyphs';
import { Icon } from '../Icon/Icon';
import styles from './StarRating.module.scss';

type Props = {
  value: number;
  max: number;
};

/** Stars for the eye, « 5 sur 5 » for screen readers. */
export function StarRating({ value, max }: Props) {
  return (
    <p className={styles.rating} role="img" aria-label={`${value} sur ${max}`}>
      {Array.from({ length: max }, (_, index) => (
        <Icon
          // biome-ignore lint/suspicious/noArrayIndexKey: stars are identical and never reorder
          key={index}
          glyph={glyphs.star}
          size={18}
          className={index < value ? styles.on : styles.off}
        />
      ))}
    </p>
  );
}
