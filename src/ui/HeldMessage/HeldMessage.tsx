import type { Ref } from 'react';
import type { ContactDirectCopy, ContactFormCopy, UnknownOutcomeCopy } from '../../data/contact';
import type { ContactFields, UnknownOutcomeReason } from '../../data/contactSchema';
import { Button } from '../Button/Button';
import styles from './HeldMessage.module.scss';

type Props = {
  copy: UnknownOutcomeCopy;
  labels: ContactFormCopy['labels'];
  directCopy: ContactDirectCopy;
  phone: { display: string; e164: string };
  email: string;
  held: { fields: ContactFields; reason: UnknownOutcomeReason };
  onResend: () => void;
  onDismiss: () => void;
  noticeRef?: Ref<HTMLParagraphElement>;
};

/**
 * In place of the form when a send's outcome cannot be known: says the message may well have
 * arrived, and why; shows it, read-only (nothing is lost, nothing is ready to go twice); sends it
 * again only on « Le renvoyer quand même ». The notice takes focus.
 */
export function HeldMessage({
  copy,
  labels,
  directCopy,
  phone,
  email,
  held,
  onResend,
  onDismiss,
  noticeRef,
}: Props) {
  const rows = (['name', 'email', 'phone'] as const).filter((field) => held.fields[field] !== '');
  return (
    <div className={styles.held}>
      <p ref={noticeRef} tabIndex={-1} className={styles.notice}>
        {copy.reasons[held.reason]}
      </p>
      <figure className={styles.message}>
        <figcaption className={styles.caption}>{copy.heldTitle}</figcaption>
        <dl className={styles.fields}>
          {rows.map((field) => (
            <div key={field} className={styles.row}>
              <dt>{labels[field]}</dt>
              <dd>{held.fields[field]}</dd>
            </div>
          ))}
        </dl>
        <blockquote className={styles.text}>{held.fields.message}</blockquote>
      </figure>
      <p className={styles.direct}>
        {directCopy.lead} {directCopy.phonePrefix}{' '}
        <a href={`tel:${phone.e164}`} className={styles.nowrap}>
          {phone.display}
        </a>{' '}
        {directCopy.emailPrefix} <a href={`mailto:${email}`}>{email}</a>.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onResend}>
          {copy.resend}
        </Button>
        <Button variant="secondary" onClick={onDismiss}>
          {copy.dismiss}
        </Button>
      </div>
    </div>
  );
}
