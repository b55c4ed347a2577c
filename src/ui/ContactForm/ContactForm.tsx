import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import {
  type ContactDirectCopy,
  type ContactFormCopy,
  type ContactSuccessCopy,
  SENT_ANCHOR,
} from '../../data/contact';
import {
  type CheckedField,
  CONTACT_MAX_LENGTH,
  EMAIL_PATTERN,
  lengthCounter,
  contactFieldMessages as messages,
  pasteCutNotice,
} from '../../data/contactSchema';
import { CHECKED_EARLY_ATTRIBUTE } from '../../data/formContracts';
import { paths } from '../../data/navigation';
import { CLEAN_LINE_PATTERN } from '../../data/text';
import { Button } from '../Button/Button';
import { FormAlert } from '../FormAlert/FormAlert';
import { FormField } from '../FormField/FormField';
import { SentConfirmation } from '../SentConfirmation/SentConfirmation';
import styles from './ContactForm.module.scss';
import type { ContactFormCallbacks, ContactFormRefs, ContactFormView } from './contactFormView';

type Props = {
  copy: {
    form: ContactFormCopy;
    success: ContactSuccessCopy;
    direct: ContactDirectCopy;
  };
  /** The other ways to reach her, offered when a send fails or may have failed. */
  reach: { phone: { display: string; e164: string }; email: string };
  /**
   * Where the plain HTML form posts when the page has no script at all, with the service's fixed
   * fields and the address the service sends the visitor back to (this page's confirmation).
   */
  fallback: { action: string; accessKey: string; fromName: string; redirect: string };
  form: ContactFormView;
  on: ContactFormCallbacks;
  refs: ContactFormRefs;
};

const TITLE_ID = 'contact-formulaire-titre';

const fieldIds: Record<CheckedField, string> = {
  name: 'contact-nom',
  email: 'contact-email',
  phone: 'contact-telephone',
  message: 'contact-message',
};

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
export function ContactForm({ copy: { form: copy, ...copies }, reach, fallback, form, on, refs }: Props) {
  const { status, fields, errors, failure } = form;
  const submitting = status === 'submitting';
  const sent = status === 'success';
  /** What every field takes the same way: its id, label, value, error, limits and wiring. */
  const field = (name: CheckedField) => ({
    id: fieldIds[name],
    name,
    label: copy.labels[name],
    value: fields[name],
    error: errors[name],
    maxLength: CONTACT_MAX_LENGTH[name],
    // A paste cut at the limit says so, where the counter speaks (a live region).
    counter:
      form.cutField === name && fields[name].length >= CONTACT_MAX_LENGTH[name]
        ? pasteCutNotice(name)
        : lengthCounter(name, fields[name]),
    readOnly: submitting,
    onValueChange: (value: string) => on.fieldChange(name, value),
    onPasteCut: () => on.pasteCut(name),
    fieldRef: refs.fields[name],
  });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    on.submit();
  };

  return (
    <section aria-labelledby={TITLE_ID} className={styles.card}>
      <header className={styles.header}>
        <h2 id={TITLE_ID} className={styles.title}>
          {copy.title}
        </h2>
        {!sent && (
          <p className={styles.intro}>
            {copy.intro}
            {form.keepsDraft && ` ${copy.keepsDraft}`}
          </p>
        )}
      </header>

      {/* Always in the page, so screen readers announce the confirmation when it appears. */}
      <div role="status" className={styles.status}>
        {sent && <SentConfirmation copy={copies.success} onAgain={on.reset} titleRef={refs.confirmation} />}
      </div>

      {!sent && (
        <>
          {/* Where the form service sends back a visitor whose browser ran no script: shown only
              when the address names it (`:target`). */}
          <div id={SENT_ANCHOR} className={styles.sentWithoutScript}>
            <SentConfirmation copy={copies.success} />
          </div>
          {failure && <FormAlert message={failure} copy={copies.direct} {...reach} alertRef={refs.failure} />}
          {form.draftNotice && <p className={styles.restored}>{copy.draftNotices[form.draftNotice]}</p>}

          <form
            ref={refs.form}
            className={styles.form}
            action={fallback.action}
            method="post"
            noValidate={!form.validatesNatively}
            onSubmit={handleSubmit}
            aria-busy={submitting || undefined}
            {...{ [CHECKED_EARLY_ATTRIBUTE]: '' }}
          >
            <input type="hidden" name="access_key" value={fallback.accessKey} />
            <input type="hidden" name="from_name" value={fallback.fromName} />
            <input type="hidden" name="subject" value={copy.fallbackSubject} />
            <input type="hidden" name="redirect" value={fallback.redirect} />

            <div className={styles.pair}>
              {/* The one-line fields refuse, by their own `pattern`, what the scripted path strips
                  (bidi controls, control characters, line separators): a plain post never carries them. */}
              <FormField
                {...field('name')}
                earlyErrors={{ valueMissing: messages.nameRequired, patternMismatch: messages.unclean }}
                pattern={CLEAN_LINE_PATTERN}
                autoComplete="name"
                required
              />
              <FormField
                {...field('email')}
                type="email"
                earlyErrors={{ valueMissing: messages.emailRequired, patternMismatch: messages.emailInvalid }}
                pattern={EMAIL_PATTERN}
                autoComplete="email"
                required
              />
            </div>
            <FormField
              {...field('phone')}
              type="tel"
              optionalMark={copy.optional}
              earlyErrors={{ patternMismatch: messages.unclean }}
              pattern={CLEAN_LINE_PATTERN}
              autoComplete="tel"
            />
            <FormField
              {...field('message')}
              rows={5}
              earlyErrors={{ valueMissing: messages.messageRequired, patternMismatch: messages.unclean }}
              autoComplete="off"
              required
            />

            {/* Web3Forms' honeypot (docs/product.md D7): hidden from people, ticked only by robots. */}
            <div hidden>
              <label>
                <input
                  type="checkbox"
                  name="botcheck"
                  tabIndex={-1}
                  autoComplete="off"
                  checked={form.botcheck}
                  onChange={(event) => on.botcheckChange(event.target.checked)}
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
