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
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="28"
        height="28"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M12 20.5s-7.5-4.4-7.5-10A4.5 4.5 0 0 1 12 7.2a4.5 4.5 0 0 1 7.5 3.3c0 5.6-7.5 10-7.5 10Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        <p>{text}</p>
        {note && <p className={styles.note}>{note}</p>}
      </div>
    </aside>
  );
}
