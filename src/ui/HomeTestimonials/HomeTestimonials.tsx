import { useId } from 'react';
import type { Testimonial } from '../../data/home';
import { InPageLink } from '../InPageLink/InPageLink';
import { type RevealBinding, revealProps } from '../Reveal/Reveal';
import { Section } from '../Section/Section';
import { StarRating } from '../StarRating/StarRating';
import styles from './HomeTestimonials.module.scss';

type Props = {
  eyebrow: string;
  title: string;
  items: readonly Testimonial[];
  ratingMax: number;
  join: { text: string; cta: string };
  /** The guide section's id: « Rejoignez-nous » is a link back up to it. */
  guideId: string;
  /** Takes the link over once the scripts run (smooth scroll, focus on the guide). */
  onJoinClick?: () => void;
  note: string;
  reveal?: RevealBinding;
};

/** Three testimonials, an invitation to start with the guide, and how the words were gathered. */
export function HomeTestimonials({
  eyebrow,
  title,
  items,
  ratingMax,
  join,
  guideId,
  onJoinClick,
  note,
  reveal,
}: Props) {
  const joinTextId = useId();
  return (
    <Section eyebrow={eyebrow} title={title} tone="deep" centered {...revealProps(reveal)}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.text} className={styles.item}>
            <figure className={styles.card}>
              <StarRating value={item.rating} max={ratingMax} />
              <blockquote className={styles.quote}>
                <p>{item.text}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <span className={styles.avatar} aria-hidden="true">
                  {item.name.charAt(0)}
                </span>
                <span className={styles.who}>
                  <span className={styles.name}>{item.name}</span>
                  <time className={styles.when} dateTime={item.month}>
                    {item.when}
                  </time>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className={styles.join}>
        <p className={styles.joinText} id={joinTextId}>
          {join.text}
        </p>
        {/* It scrolls back up to the guide that the text before it names: the arrow says which way. */}
        <InPageLink targetId={guideId} onFollow={onJoinClick} aria-describedby={joinTextId}>
          {join.cta}
          <span aria-hidden="true"> ↑</span>
        </InPageLink>
      </div>
      <p className={styles.note}>{note}</p>
    </Section>
  );
}
