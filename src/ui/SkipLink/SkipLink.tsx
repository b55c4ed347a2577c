import styles from './SkipLink.module.scss';

/** First focusable element of every page: jumps past the header into `main`. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      Aller au contenu
    </a>
  );
}
