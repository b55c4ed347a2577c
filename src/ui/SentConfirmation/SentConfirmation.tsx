import type { Ref } from 'react';
import type { ContactSuccessCopy } from '../../data/contact';
import { Button } from '../Button/Button';
import { contactGlyphs } from '../Icon/contactGlyphs';
import { Icon } from '../Icon/Icon';
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
      <Icon glyph={contactGlyphs.sent} className={styles.icon} />
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
