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
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: stars are identical and never reorder
          key={index}
          className={index < value ? styles.on : styles.off}
          viewBox="0 0 20 20"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M10 1.6l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.5l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z" />
        </svg>
      ))}
    </p>
  );
}
