import { Link } from '@tanstack/react-router';
import type { FormEvent, Ref } from 'react';
import {
  type ContactDirectCopy,
  type ContactFormCopy,
  type ContactSuccessCopy,
  type DraftNotice,
  SENT_ANCHOR,
  type UnknownOutcomeCopy,
} from '../../data/contact';
import {
  type CheckedField,
  CONTACT_MAX_LENGTH,
  type ContactField,
  type ContactFieldErrors,
  type ContactFields,
  EMAIL_PATTERN,
  lengthCounter,
  contactFieldMessages as messages,
  type UnknownOutcomeReason,
} from '../../data/contactSchema';
import { CHECKED_EARLY_ATTRIBUTE, paths } from '../../data/navigation';
import { Button } from '../Button/Button';
import { FormAlert } from '../FormAlert/FormAlert';
import { FormField } from '../FormField/FormField';
import { HeldMessage } from '../HeldMessage/HeldMessage';
import { SentConfirmation } from '../SentConfirmation/SentConfirmation';
import styles from './ContactForm.module.scss';

export type ContactFormStatus = 'editing' | 'submitting' | 'success' | 'unknown';

type Props = {
  copy: ContactFormCopy;
  successCopy: ContactSuccessCopy;
  unknownCopy: UnknownOutcomeCopy;
  directCopy: ContactDirectCopy;
  phone: { display: string; e164: string };
  email: string;
  /**
   * Where the plain HTML form posts when the page has no script at all, with the service's fixed
   * fields and the address the service sends the visitor back to (this page's confirmation).
   */
  fallback: { action: string; accessKey: string; fromName: string; redirect: string };
  /**
   * True until the page's scripts run (the prerendered page): the browser checks the fields by
   * itself. Then the machine checks them, with the messages under the fields.
   */
  validatesNatively: boolean;
  status: ContactFormStatus;
  fields: ContactFields;
  botcheck: boolean;
  errors: ContactFieldErrors;
  failure: string | null;
  /** What a draft found as the form started tells; null when there was none. */
  draftNotice: DraftNotice | null;
  /** The message whose send may have arrived (status `unknown`), shown read-only; null otherwise. */
  held: { fields: ContactFields; reason: UnknownOutcomeReason } | null;
  /** Whether this tab can keep a draft: the form promises it only then. */
  keepsDraft: boolean;
  onFieldChange: (field: ContactField, value: string) => void;
  onBotcheckChange: (checked: boolean) => void;
  onSubmit: () => void;
  onReset: () => void;
  onResend: () => void;
  onDismissHeld: () => void;
  fieldRefs: Record<CheckedField, Ref<HTMLInputElement | HTMLTextAreaElement>>;
  formRef?: Ref<HTMLFormElement>;
  failureRef: Ref<HTMLDivElement>;
  confirmationRef: Ref<HTMLHeadingElement>;
  heldRef: Ref<HTMLParagraphElement>;
};

const TITLE_ID = 'contact-formulaire-titre';

function Sending({ label }: { label: string }) {
  return (
    <>
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </>
  );
}

/**
 * The send button's label. A form sent before the scripts ran is marked by the inline script
 * (`data-early-submit="pending"`), and CSS then displays the hidden "sending" label instead.
 */
function SubmitLabel({ submitting, idle, sending }: { submitting: boolean; idle: string; sending: string }) {
  if (submitting) return <Sending label={sending} />;
  return (
    <>
      <span className={styles.pendingOnly} hidden>
        <Sending label={sending} />
      </span>
      <span className={styles.idleOnly}>{idle}</span>
    </>
  );
}

/** The contact form card: failure banner, fields, send button, confirmation and privacy notice. */
export function ContactForm({
  copy,
  successCopy,
  unknownCopy,
  directCopy,
  phone,
  email,
  fallback,
  validatesNatively,
  status,
  fields,
  botcheck,
  errors,
  failure,
  draftNotice,
  held,
  keepsDraft,
  onFieldChange,
  onBotcheckChange,
  onSubmit,
  onReset,
  onResend,
  onDismissHeld,
  fieldRefs,
  formRef,
  failureRef,
  confirmationRef,
  heldRef,
}: Props) {
  const submitting = status === 'submitting';
  const sent = status === 'success';
  const unsure = status === 'unknown' && held !== null;
  const limits = (field: ContactField) => ({
    maxLength: CONTACT_MAX_LENGTH[field],
    counter: lengthCounter(field, fields[field]),
  });
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
        {!sent && !unsure && (
          <p className={styles.intro}>
            {copy.intro}
            {keepsDraft && ` ${copy.keepsDraft}`}
          </p>
        )}
      </header>

      {/* Always in the page, so screen readers announce the confirmation when it appears. */}
      <div role="status" className={styles.status}>
        {sent && <SentConfirmation copy={successCopy} onAgain={onReset} titleRef={confirmationRef} />}
        {unsure && (
          <HeldMessage
            copy={unknownCopy}
            labels={copy.labels}
            directCopy={directCopy}
            phone={phone}
            email={email}
            held={held}
            onResend={onResend}
            onDismiss={onDismissHeld}
            noticeRef={heldRef}
          />
        )}
      </div>

      {!sent && !unsure && (
        <>
          {/* Where the form service sends back a visitor whose browser ran no script: shown only
              when the address names it (`:target`). */}
          <div id={SENT_ANCHOR} className={styles.sentWithoutScript}>
            <SentConfirmation copy={successCopy} />
          </div>
          {failure && (
            <FormAlert
              message={failure}
              copy={directCopy}
              phone={phone}
              email={email}
              alertRef={failureRef}
            />
          )}
          {draftNotice && <p className={styles.restored}>{copy.draftNotices[draftNotice]}</p>}

          <form
            ref={formRef}
            className={styles.form}
            action={fallback.action}
            method="post"
            noValidate={!validatesNatively}
            onSubmit={handleSubmit}
            aria-busy={submitting || undefined}
            {...{ [CHECKED_EARLY_ATTRIBUTE]: '' }}
          >
            <input type="hidden" name="access_key" value={fallback.accessKey} />
            <input type="hidden" name="from_name" value={fallback.fromName} />
            <input type="hidden" name="subject" value={copy.fallbackSubject} />
            <input type="hidden" name="redirect" value={fallback.redirect} />

            <div className={styles.pair}>
              <FormField
                id="contact-nom"
                name="name"
                label={copy.labels.name}
                value={fields.name}
                error={errors.name}
                earlyErrors={{ valueMissing: messages.nameRequired }}
                autoComplete="name"
                {...limits('name')}
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
                earlyErrors={{ valueMissing: messages.emailRequired, patternMismatch: messages.emailInvalid }}
                pattern={EMAIL_PATTERN}
                autoComplete="email"
                {...limits('email')}
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
              error={errors.phone}
              autoComplete="tel"
              {...limits('phone')}
              readOnly={submitting}
              onValueChange={(value) => onFieldChange('phone', value)}
              fieldRef={fieldRefs.phone}
            />
            <FormField
              id="contact-message"
              name="message"
              label={copy.labels.message}
              rows={5}
              value={fields.message}
              error={errors.message}
              earlyErrors={{ valueMissing: messages.messageRequired }}
              autoComplete="off"
              {...limits('message')}
              required
              readOnly={submitting}
              onValueChange={(value) => onFieldChange('message', value)}
              fieldRef={fieldRefs.message}
            />

            {/* Web3Forms' honeypot (docs/product.md D7): hidden from people, ticked only by robots. */}
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
                <SubmitLabel submitting={submitting} idle={copy.submit} sending={copy.submitting} />
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
