import type { CSSProperties, Ref } from 'react';
import type { BookingNoteCopy } from '../../data/booking';
import { HASH_HIGHLIGHT_DURATION_MS } from '../../data/constants';
import { HASH_HIGHLIGHT_ATTRIBUTE } from '../../data/navigation';
import type { Service } from '../../data/services';
import { BookingLadder } from '../BookingLadder/BookingLadder';
import { buttonClass } from '../Button/Button';
import { ServiceFacts } from '../ServiceFacts/ServiceFacts';
import { SitePicture } from '../SitePicture/SitePicture';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './ServiceBlock.module.scss';

type ServiceBlockLabels = {
  firstExchangeCta: string;
  moreCta: string;
  highlightBadge: string;
  facts: { duration: string; type: string; price: string };
};

type Props = {
  service: Service;
  labels: ServiceBlockLabels;
  /** The service's own booking page, or the general one (data/site.ts `serviceBookingUrl`). */
  bookingUrl: string;
  /** Where the free first exchange is booked: her general booking page. */
  firstExchangeUrl: string;
  /** Under the booking button: where she books, pays, cancels; the terms of sale. */
  bookingNote: BookingNoteCopy;
  /** Image on the right from 768 px (blocks alternate). */
  reversed: boolean;
  /** Drawn highlighted after arriving by its hash. */
  highlighted: boolean;
  /** The first block is in view at once: its picture is fetched first, not lazily. */
  eagerImage: boolean;
  /** Id of the detail dialog that "En savoir plus" opens (by itself: `command="show-modal"`). */
  dialogId: string;
  moreRef: Ref<HTMLButtonElement>;
};

/** How long the arrival highlight lasts, for the CSS that draws it from the first paint (`:target`). */
const highlightDuration = { '--highlight-duration': `${HASH_HIGHLIGHT_DURATION_MS}ms` } as CSSProperties;

/**
 * One service, as a section whose `id` is its slug. The hash-highlight attribute tells the shell's hash
 * scroll to leave it to the page, which centres and highlights it.
 */
export function ServiceBlock({
  service,
  labels,
  bookingUrl,
  firstExchangeUrl,
  bookingNote,
  reversed,
  highlighted,
  eagerImage,
  dialogId,
  moreRef,
}: Props) {
  const titleId = `${service.id}-titre`;
  return (
    <section
      id={service.id}
      aria-labelledby={titleId}
      className={styles.block}
      {...{ [HASH_HIGHLIGHT_ATTRIBUTE]: '' }}
      data-tone={service.tone}
      data-reversed={reversed || undefined}
      data-highlighted={highlighted || undefined}
      style={highlightDuration}
    >
      {/* Always present and zero-height, so showing the badge never moves the block being centred;
          on the card's top edge, where it covers no text; shown by CSS while the block is
          highlighted. Decorative. */}
      <div className={styles.marker} aria-hidden="true">
        <span className={styles.badge}>{labels.highlightBadge}</span>
      </div>
      <div className={styles.layout}>
        <div className={styles.media}>
          <SitePicture
            picture={service.image}
            sizes="(min-width: 768px) 30rem, 100vw"
            priority={eagerImage}
          />
        </div>
        <div className={styles.body}>
          <p className={styles.kicker}>{service.kicker}</p>
          <h2 id={titleId} className={styles.title}>
            {service.title}
          </h2>
          <p className={styles.short}>{service.shortDescription}</p>
          {/* What it includes, for whom, how it goes, what to bring and where: its dialog, never twice.
              On a phone the block is its name, its sentence, its facts and its booking; the description
              opens its dialog (ServiceDialog), a tap away, and the three services fit in fewer screens. */}
          <p className={styles.description}>{service.description}</p>
        </div>
        {/* Under the picture on a desktop (the text runs longer than the picture is tall), after the text on a phone. */}
        <div className={styles.practical}>
          <ServiceFacts service={service} labels={labels.facts} />
          <BookingLadder
            serviceTitle={service.title}
            ladder={service.ladder}
            direct={{ label: service.bookingCta, href: bookingUrl }}
            firstExchange={{ label: labels.firstExchangeCta, href: firstExchangeUrl }}
            availability={service.availability}
            gift={service.giftUrl ? { label: service.giftLabel, href: service.giftUrl } : undefined}
            note={bookingNote}
            withButton
          >
            <button
              ref={moreRef}
              type="button"
              className={buttonClass('secondary')}
              aria-haspopup="dialog"
              aria-controls={dialogId}
              commandfor={dialogId}
              command="show-modal"
            >
              {labels.moreCta}
              <VisuallyHidden>{`\u00a0: ${service.title}`}</VisuallyHidden>
            </button>
          </BookingLadder>
        </div>
      </div>
    </section>
  );
}
