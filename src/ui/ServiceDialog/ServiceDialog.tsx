import type { MouseEvent, Ref, SyntheticEvent } from 'react';
import type { Service } from '../../data/services';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { ServiceFacts } from '../ServiceFacts/ServiceFacts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './ServiceDialog.module.scss';

export type ServiceDialogLabels = {
  bookingCta: string;
  close: string;
  included: string;
  forWhom: string;
  steps: string;
  firstExchange: string;
  facts: { duration: string; type: string; price: string };
};

type Props = {
  id: string;
  service: Service;
  labels: ServiceDialogLabels;
  bookingUrl: string;
  dialogRef: Ref<HTMLDialogElement>;
  /** The "Fermer" button. */
  onClose: () => void;
  /** Escape: the dialog's `cancel` event, whose default the page's machine replaces. */
  onCancel: () => void;
  onBackdropClick: () => void;
  /** The dialog closed (by whatever means); keeps its owner in step. */
  onClosed: () => void;
};

/** True when a click on the dialog landed outside its box, i.e. on the backdrop. */
function isBackdropClick(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * A service's full details in a native modal `<dialog>`. Its owner opens it with `showModal()` and
 * closes it; this component only reports what the visitor did.
 */
export function ServiceDialog({
  id,
  service,
  labels,
  bookingUrl,
  dialogRef,
  onClose,
  onCancel,
  onBackdropClick,
  onClosed,
}: Props) {
  const titleId = `${id}-titre`;
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onCancel();
  };
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (isBackdropClick(event)) onBackdropClick();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has a keyboard twin in Escape (cancel)
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      className={styles.dialog}
      data-tone={service.tone}
      onCancel={handleCancel}
      onClose={onClosed}
      onClick={handleClick}
    >
      <div className={styles.panel}>
        {/* First in the dialog, so showModal() focuses it; it stays in sight while the panel scrolls. */}
        <div className={styles.closeBar}>
          <button type="button" className={styles.close} onClick={onClose}>
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M5 5l10 10M15 5 5 15"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            {labels.close}
          </button>
        </div>
        <header className={styles.header}>
          <p className={styles.kicker}>{service.kicker}</p>
          <h2 id={titleId} className={styles.title}>
            {service.title}
          </h2>
          <p className={styles.short}>{service.shortDescription}</p>
        </header>

        <div className={styles.content}>
          <p>{service.description}</p>

          <h3 className={styles.subheading}>{labels.forWhom}</h3>
          <p>{service.forWhom}</p>

          <h3 className={styles.subheading}>{labels.steps}</h3>
          <ol className={styles.steps}>
            {service.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>

          <h3 className={styles.subheading}>{labels.included}</h3>
          <ul className={styles.details}>
            {service.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>

          <ServiceFacts
            duration={service.duration}
            type={service.type}
            price={service.price}
            option={service.option}
            labels={labels.facts}
          />
        </div>

        <footer className={styles.footer}>
          <p className={styles.note}>{labels.firstExchange}</p>
          <ExternalLink href={bookingUrl} className={buttonClass('primary')}>
            {labels.bookingCta}
            <VisuallyHidden>{`\u00a0: ${service.title}`}</VisuallyHidden>
          </ExternalLink>
        </footer>
      </div>
    </dialog>
  );
}
