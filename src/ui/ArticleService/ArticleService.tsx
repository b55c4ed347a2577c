import { useId } from 'react';
import type { SitePicture as Picture } from '../../content/photo';
import type { BookingNoteCopy } from '../../data/booking';
import type { ServiceTone } from '../../data/serviceOffers';
import { BookingNote } from '../BookingNote/BookingNote';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { SitePicture } from '../SitePicture/SitePicture';
import styles from './ArticleService.module.scss';

type Props = {
  eyebrow: string;
  title: string;
  text: string;
  /** « dès 25 € » */
  price: string;
  picture: Picture;
  tone: ServiceTone;
  /** `/services#<id>`: a full page load, so the services page highlights the block (docs/product.md D9). */
  moreHref: string;
  moreLabel: string;
  bookingUrl: string;
  bookingLabel: string;
  bookingNote: BookingNoteCopy;
};

/** The service an article leads to, at its end: what it is, its price, where to read more and to book. */
export function ArticleService(props: Props) {
  const titleId = useId();
  return (
    <aside className={`${styles.service} ${styles[props.tone]}`} aria-labelledby={titleId}>
      <div className={styles.picture}>
        <SitePicture picture={props.picture} sizes="10rem" />
      </div>
      <div className={styles.body}>
        <p className={styles.eyebrow}>{props.eyebrow}</p>
        <h2 id={titleId} className={styles.title}>
          {props.title}
        </h2>
        <p className={styles.text}>{props.text}</p>
        <p className={styles.price}>{props.price}</p>
        {/* The filled button first, as on /services. */}
        <div className={styles.actions}>
          <ExternalLink href={props.bookingUrl} className={buttonClass('primary')}>
            {props.bookingLabel}
          </ExternalLink>
          <a href={props.moreHref} className={buttonClass('secondary')}>
            {props.moreLabel}
          </a>
        </div>
        <BookingNote copy={props.bookingNote} />
      </div>
    </aside>
  );
}
