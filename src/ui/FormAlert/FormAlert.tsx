import type { Ref } from 'react';
import type { ContactDirectCopy } from '../../data/contact';
import { contactGlyphs } from '../Icon/contactGlyphs';
import { Icon } from '../Icon/Icon';
import styles from './FormAlert.module.scss';

type Props = {
  message: string;
  copy: ContactDirectCopy;
  phone: { display: string; e164: string };
  email: string;
  alertRef?: Ref<HTMLDivElement>;
};

/**
 * The red banner above the form when a send fails (docs/product.md §8). It always offers the phone and
 * the e-mail address as another way (docs/product.md D6). It takes focus, so it is focusable by script.
 */
export function FormAlert({ message, copy, phone, email, alertRef }: Props) {
  return (
    <div ref={alertRef} role="alert" tabIndex={-1} className={styles.alert}>
      <Icon glyph={contactGlyphs.alert} className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.message}>{message}</p>
        <p className={styles.direct}>
          {copy.lead} {copy.phonePrefix}{' '}
          <a href={`tel:${phone.e164}`} className={styles.nowrap}>
            {phone.display}
          </a>{' '}
          {copy.emailPrefix} <a href={`mailto:${email}`}>{email}</a>.
        </p>
      </div>
    </div>
  );
}
