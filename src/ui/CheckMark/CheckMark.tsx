import styles from './CheckMark.module.scss';

/** The sage tick in a soft disc that marks a reassurance: the hero's, the page intros' facts. */
export function CheckMark({ className }: { className?: string }) {
  return (
    <svg
      className={[styles.mark, className].filter(Boolean).join(' ')}
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="9" />
      <path d="M6 10.4l2.6 2.5L14 7.6" />
    </svg>
  );
}
