import { useId } from 'react';
import type { Picture } from '../../data/home';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { glyphs } from '../Icon/glyphs';
import { Icon } from '../Icon/Icon';
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
