import styles from './Logo.module.scss';

/** The brand mark: two nested arcs (a belly, an embrace) and the site's name. */
export function Logo({ name }: { name: string }) {
  return (
    <span className={styles.logo}>
      <svg
        className={styles.mark}
        viewBox="0 0 40 40"
        width="36"
        height="36"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="20" cy="20" r="19" fill="var(--color-primary-soft)" />
        <path
          d="M11 25c2-8 7-13 13-13 4 0 6 3 6 6 0 6-7 10-13 10"
          fill="none"
          stroke="var(--color-primary)"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
        <circle cx="22" cy="20" r="3.2" fill="var(--color-sage)" />
      </svg>
      <span className={styles.name}>{name}</span>
    </span>
  );
}
