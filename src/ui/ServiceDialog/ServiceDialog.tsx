import type { BookingNoteCopy } from '../../data/booking';
import { SERVICE_DIALOG_ATTRIBUTE } from '../../data/navigation';
import type { Service } from '../../data/services';
import { BookingNote } from '../BookingNote/BookingNote';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Icon } from '../Icon/Icon';
import { serviceGlyphs } from '../Icon/serviceGlyphs';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './ServiceDialog.module.scss';

type ServiceDialogLabels = {
  bookingCta: string;
  close: string;
  /** Over the title: « En savoir plus », not the block's own kicker. */
  dialogEyebrow: string;
  forWhom: string;
  steps: string;
  bring: string;
  where: string;
  firstExchange: string;
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
        {/* The block says what the service is, its facts and price; the dialog adds the rest, and
            repeats none of the block's sentences (e2e/booking.spec.ts). */}
        <header className={styles.header}>
          <p className={styles.kicker}>{labels.dialogEyebrow}</p>
          <h2 id={titleId} className={styles.title}>
            {service.title}
          </h2>
        </header>

        <div className={styles.content}>
          <h3 className={styles.subheading}>{labels.forWhom}</h3>
          <p>{service.forWhom}</p>

          <h3 className={styles.subheading}>{service.includedTitle}</h3>
          <ul className={styles.details}>
            {service.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>

          <h3 className={styles.subheading}>{labels.steps}</h3>
          <ol className={styles.steps}>
            {service.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>

          <h3 className={styles.subheading}>{labels.bring}</h3>
          <p>{service.bring}</p>

          <h3 className={styles.subheading}>{labels.where}</h3>
          <p>{service.where}</p>
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
