import type { BookingNoteCopy } from '../../data/booking';
import { SERVICE_DIALOG_ATTRIBUTE } from '../../data/navigation';
import type { Service } from '../../data/services';
import { BookingNote } from '../BookingNote/BookingNote';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Icon } from '../Icon/Icon';
import { serviceGlyphs } from '../Icon/serviceGlyphs';
import { ServiceFacts } from '../ServiceFacts/ServiceFacts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './ServiceDialog.module.scss';

type ServiceDialogLabels = {
  bookingCta: string;
  close: string;
  forWhom: string;
  steps: string;
  firstExchange: string;
  facts: { duration: string; type: string; price: string };
};

type Props = {
  id: string;
  service: Service;
  labels: ServiceDialogLabels;
  /** The service's own booking page, or the general one (data/site.ts `serviceBookingUrl`). */
  bookingUrl: string;
  bookingNote: BookingNoteCopy;
};

/**
 * A service's full details in a native modal `<dialog>` that works before any script: the service
 * block's button opens it (`command="show-modal"`), "Fermer" closes it (`command="close"`), and so
 * do Escape and a click on the backdrop (`closedby="any"`).
 */
export function ServiceDialog({ id, service, labels, bookingUrl, bookingNote }: Props) {
  const titleId = `${id}-titre`;
  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      className={styles.dialog}
      data-tone={service.tone}
      closedby="any"
      {...{ [SERVICE_DIALOG_ATTRIBUTE]: service.id }}
    >
      <div className={styles.panel}>
        {/* First in the dialog, so showModal() focuses it; it stays in sight while the panel scrolls. */}
        <div className={styles.closeBar}>
          <button type="button" className={styles.close} commandfor={id} command="close">
            <Icon glyph={serviceGlyphs.close} size={18} />
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

          <h3 className={styles.subheading}>{service.includedTitle}</h3>
          <ul className={styles.details}>
            {service.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>

          <ServiceFacts service={service} labels={labels.facts} />
        </div>

        <footer className={styles.footer}>
          <p className={styles.note}>{labels.firstExchange}</p>
          <ExternalLink href={bookingUrl} className={buttonClass('primary')}>
            {labels.bookingCta}
            <VisuallyHidden>{`\u00a0: ${service.title}`}</VisuallyHidden>
          </ExternalLink>
          <BookingNote copy={bookingNote} />
        </footer>
      </div>
    </dialog>
  );
}
