import { useId } from 'react';
import type { SitePicture as Portrait } from '../../content/photo';
import type { Picture } from '../../data/home';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { glyphs } from '../Icon/glyphs';
import { Icon } from '../Icon/Icon';
import { SitePicture } from '../SitePicture/SitePicture';
import styles from './HomeHero.module.scss';

type Props = {
  eyebrow: string;
  title: { lead: string; accent: string };
  lead: string;
  cta: string;
  bookingUrl: string;
  reassurance: string;
  highlights: readonly string[];
  illustration: Picture;
  /** Who she is, seen early: her portrait, name and role, and a link to her story. */
  byline: { portrait?: Portrait; name: string; role: string; storyLabel: string; storyHref: string };
};

/** The opening of the home page: its h1, a supporting line and the booking call to action. */
export function HomeHero({
  eyebrow,
  title,
  lead,
  cta,
  bookingUrl,
  reassurance,
  highlights,
  illustration,
  byline,
}: Props) {
  const headingId = useId();
  return (
    <section className={styles.hero} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id={headingId} className={styles.title}>
            {title.lead} <span className={styles.accent}>{title.accent}</span>
          </h1>
          <p className={styles.lead}>{lead}</p>
          <div className={styles.actions}>
            <ExternalLink href={bookingUrl} className={buttonClass('primary', styles.cta)}>
              {cta}
            </ExternalLink>
            <p className={styles.reassurance}>
              <Icon glyph={glyphs.check} />
              {reassurance}
            </p>
          </div>
          <ul className={styles.highlights}>
            {highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
          <div className={styles.byline} data-founder-byline="">
            {byline.portrait && (
              <SitePicture picture={byline.portrait} sizes="4rem" className={styles.portrait} priority />
            )}
            <p className={styles.who}>
              <strong>{byline.name}</strong>
              <span>{byline.role}</span>
            </p>
            <a href={byline.storyHref} className={styles.story}>
              {byline.storyLabel}
            </a>
          </div>
        </div>
        <div className={styles.art}>
          {/* Small SVG with its size: it never delays the heading, and nothing shifts when it arrives. */}
          <img
            src={illustration.src}
            width={illustration.width}
            height={illustration.height}
            alt={illustration.alt}
            decoding="async"
            className={styles.image}
          />
        </div>
      </div>
    </section>
  );
}
