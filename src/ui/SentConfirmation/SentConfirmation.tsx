import type { Ref } from 'react';
import type { ContactSuccessCopy } from '../../data/contact';
import { Button } from '../Button/Button';
import styles from './SentConfirmation.module.scss';

type Props = {
  copy: ContactSuccessCopy;
  /** "Envoyer un autre message"; without it (no script on the page) the form below is the way. */
  onAgain?: () => void;
  titleRef?: Ref<HTMLHeadingElement>;
};

/** Shown in place of the form once the message is sent (docs/product.md §4). Its title takes focus. */
export function SentConfirmation({ copy, onAgain, titleRef }: Props) {
  return (
    <div className={styles.confirmation}>
      <svg className={styles.icon} viewBox="0 0 56 56" width="56" height="56" aria-hidden="true">
        <circle cx="28" cy="28" r="28" fill="var(--color-success-soft)" />
        <circle cx="28" cy="28" r="19" fill="var(--color-success)" />
        <path
          d="m19.5 28.5 6 6 11-12"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h3 ref={titleRef} tabIndex={-1} className={styles.title}>
        {copy.title}
      </h3>
      <p className={styles.text}>{copy.text}</p>
      {onAgain && (
        <Button variant="secondary" onClick={onAgain}>
          {copy.again}
        </Button>
      )}
    </div>
  );
}
