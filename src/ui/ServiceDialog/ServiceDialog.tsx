import type { BookingNoteCopy } from '../../data/booking';
import { SERVICE_DIALOG_ATTRIBUTE } from '../../data/navigation';
import type { Service } from '../../data/services';
import { BookingLadder } from '../BookingLadder/BookingLadder';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Icon } from '../Icon/Icon';
import { serviceGlyphs } from '../Icon/serviceGlyphs';
import { ServiceFacts } from '../ServiceFacts/ServiceFacts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './ServiceDialog.module.scss';

type ServiceDialogLabels = {
  close: string;
  firstExchangeCta: string;
  booking: string;
  facts: { duration: string; type: string; price: string };
  /** Over the title: « En savoir plus », not the block's own kicker. */
  dialogEyebrow: string;
  forWhom: string;
  bring: string;
  where: string;
};

type Props = {
  id: string;
  service: Service;
  labels: ServiceDialogLabels;
  /** The service's own booking page, or the general one (data/site.ts `serviceBookingUrl`). */
  bookingUrl: string;
  /** Where the free first exchange is booked: her general booking page. */
  firstExchangeUrl: string;
  bookingNote: BookingNoteCopy;
};

/**
 * A service's full details in a native modal `<dialog>` that works before any script: the service
 * block's button opens it (`command="show-modal"`), "Fermer" closes it (`command="close"`), and so
 * do Escape and a click on the backdrop (`closedby="any"`).
 */
export function ServiceDialog({ id, service, labels, bookingUrl, firstExchangeUrl, bookingNote }: Props) {
  const titleId = `${id}-titre`;
  const direct = { label: service.bookingCta, href: bookingUrl };
  const firstExchange = { label: labels.firstExchangeCta, href: firstExchangeUrl };
  const main = service.ladder.decided ? direct : firstExchange;
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
        {/* The block says what the service is; the dialog opens with its facts (price, duration, how),
            adds the rest, and ends with where to begin, as the block says it (e2e/booking.spec.ts). */}
        <header className={styles.header}>
          <p className={styles.kicker}>{labels.dialogEyebrow}</p>
          <h2 id={titleId} className={styles.title}>
            {service.title}
          </h2>
          <ServiceFacts service={service} labels={labels.facts} />
        </header>

        <div className={styles.content}>
          {/* A phone's block leaves its description here (ServiceBlock); a wider screen shows it in the block. */}
          <p className={styles.description}>{service.description}</p>
          <h3 className={styles.subheading}>{labels.forWhom}</h3>
          <p>{service.forWhom}</p>

          <h3 className={styles.subheading}>{service.includedTitle}</h3>
          <ul className={styles.details}>
            {service.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>

          <h3 className={styles.subheading}>{service.stepsTitle}</h3>
          <ol className={styles.steps}>
            {service.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>

          <h3 className={styles.subheading}>{labels.bring}</h3>
          <p>{service.bring}</p>

          <h3 className={styles.subheading}>{labels.where}</h3>
          <p>{service.where}</p>

          {/* On a phone the footer is the button alone: its lines are read here, before it. */}
          <h3 className={styles.subheading}>{labels.booking}</h3>
          <BookingLadder
            serviceTitle={service.title}
            ladder={service.ladder}
            direct={direct}
            firstExchange={firstExchange}
            availability={service.availability}
            gift={service.giftUrl ? { label: service.giftLabel, href: service.giftUrl } : undefined}
            note={bookingNote}
            withButton={false}
          />
        </div>

        <footer className={styles.footer}>
          <ExternalLink href={main.href} className={buttonClass('primary')}>
            {main.label}
            <VisuallyHidden>{`\u00a0: ${service.title}`}</VisuallyHidden>
          </ExternalLink>
        </footer>
      </div>
    </dialog>
  );
}
