import { Link } from '@tanstack/react-router';
import type { FormEvent, Ref } from 'react';
import type { ContactDirectCopy, ContactFormCopy, ContactSuccessCopy } from '../../data/contact';
import type { CheckedField, ContactField, ContactFieldErrors, ContactFields } from '../../data/contactSchema';
import { paths } from '../../data/navigation';
import { Button } from '../Button/Button';
import { FormAlert } from '../FormAlert/FormAlert';
import { FormField } from '../FormField/FormField';
import { SentConfirmation } from '../SentConfirmation/SentConfirmation';
import styles from './ContactForm.module.scss';

export type ContactFormStatus = 'editing' | 'submitting' | 'success';

type Props = {
  copy: ContactFormCopy;
  successCopy: ContactSuccessCopy;
  directCopy: ContactDirectCopy;
  phone: { display: string; e164: string };
  email: string;
  /**
   * Where the plain HTML form posts if it is sent before the page's script has run, with the
   * service's fixed fields: nothing typed early is lost either.
   */
  fallback: { action: string; accessKey: string; fromName: string };
  status: ContactFormStatus;
  fields: ContactFields;
  botcheck: boolean;
  errors: ContactFieldErrors;
  failure: string | null;
  draftRestored: boolean;
  onFieldChange: (field: ContactField, value: string) => void;
  onBotcheckChange: (checked: boolean) => void;
  onSubmit: () => void;
  onReset: () => void;
  fieldRefs: Record<CheckedField, Ref<HTMLInputElement | HTMLTextAreaElement>>;
  formRef?: Ref<HTMLFormElement>;
  failureRef: Ref<HTMLDivElement>;
  confirmationRef: Ref<HTMLHeadingElement>;
};

const TITLE_ID = 'contact-formulaire-titre';

/** The contact form card: failure banner, fields, send button, confirmation and privacy notice. */
export function ContactForm({
  copy,
  successCopy,
  directCopy,
  phone,
  email,
  fallback,
  status,
  fields,
  botcheck,
  errors,
  failure,
  draftRestored,
  onFieldChange,
  onBotcheckChange,
  onSubmit,
  onReset,
  fieldRefs,
  formRef,
  failureRef,
  confirmationRef,
}: Props) {
  const submitting = status === 'submitting';
  const sent = status === 'success';
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <section aria-labelledby={TITLE_ID} className={styles.card}>
      <header className={styles.header}>
        <h2 id={TITLE_ID} className={styles.title}>
          {copy.title}
        </h2>
        {!sent && (
          <p className={styles.intro}>
            {copy.intro} {copy.keepsDraft}
          </p>
        )}
      </header>

      {/* Always in the page, so screen readers announce the confirmation when it appears. */}
      <div role="status" className={styles.status}>
        {sent && <SentConfirmation copy={successCopy} onAgain={onReset} titleRef={confirmationRef} />}
      </div>

      {!sent && (
        <>
          {failure && (
            <FormAlert
              message={failure}
              copy={directCopy}
              phone={phone}
              email={email}
              alertRef={failureRef}
            />
          )}
          {draftRestored && <p className={styles.restored}>{copy.draftRestored}</p>}

          <form
            ref={formRef}
            className={styles.form}
            action={fallback.action}
            method="post"
            noValidate
            onSubmit={handleSubmit}
          >
            <input type="hidden" name="access_key" value={fallback.accessKey} />
            <input type="hidden" name="from_name" value={fallback.fromName} />
            <input type="hidden" name="subject" value={copy.fallbackSubject} />

            <div className={styles.pair}>
              <FormField
                id="contact-nom"
                name="name"
                label={copy.labels.name}
                value={fields.name}
                error={errors.name}
                autoComplete="name"
                required
                readOnly={submitting}
                onValueChange={(value) => onFieldChange('name', value)}
                fieldRef={fieldRefs.name}
              />
              <FormField
                id="contact-email"
                name="email"
                type="email"
                label={copy.labels.email}
                value={fields.email}
                error={errors.email}
                autoComplete="email"
                required
                readOnly={submitting}
                onValueChange={(value) => onFieldChange('email', value)}
                fieldRef={fieldRefs.email}
              />
            </div>
            <FormField
              id="contact-telephone"
              name="phone"
              type="tel"
              label={copy.labels.phone}
              optionalMark={copy.optional}
              value={fields.phone}
              autoComplete="tel"
              readOnly={submitting}
              onValueChange={(value) => onFieldChange('phone', value)}
            />
            <FormField
              id="contact-message"
              name="message"
              label={copy.labels.message}
              rows={5}
              value={fields.message}
              error={errors.message}
              autoComplete="off"
              required
              readOnly={submitting}
              onValueChange={(value) => onFieldChange('message', value)}
              fieldRef={fieldRefs.message}
            />

            {/* Web3Forms' honeypot (DECISIONS.md 7): hidden from people, ticked only by robots. */}
            <div hidden>
              <label>
                <input
                  type="checkbox"
                  name="botcheck"
                  tabIndex={-1}
                  autoComplete="off"
                  checked={botcheck}
                  onChange={(event) => onBotcheckChange(event.target.checked)}
                />
                {copy.honeypot}
              </label>
            </div>

            <div className={styles.actions}>
              <Button type="submit" disabled={submitting} className={styles.submit}>
                {submitting && <span className={styles.spinner} aria-hidden="true" />}
                {submitting ? copy.submitting : copy.submit}
              </Button>
            </div>
          </form>
        </>
      )}

      <div className={styles.privacy}>
        <p>
          {copy.privacy.text} <strong className={styles.medical}>{copy.privacy.medical}</strong>
        </p>
        <p>
          {copy.privacy.linkLead} <Link to={paths.privacy}>{copy.privacy.linkLabel}</Link>.
        </p>
      </div>
    </section>
  );
}
