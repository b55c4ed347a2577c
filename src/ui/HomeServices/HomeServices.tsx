import { Link } from '@tanstack/react-router';
import type { HomeServiceCard } from '../../data/home';
import { paths } from '../../data/navigation';
import { formatDuration, type ServiceOffer, startingPrice } from '../../data/serviceOffers';
import { glyphs } from '../Icon/glyphs';
import { Icon } from '../Icon/Icon';
import { type RevealBinding, revealProps } from '../Reveal/Reveal';
import { Section } from '../Section/Section';
import { SitePicture } from '../SitePicture/SitePicture';
import styles from './HomeServices.module.scss';

type Props = {
  eyebrow: string;
  title: string;
  intro: string;
  /** Each card with its service, whose title, tone, duration and price it shows. */
  cards: ReadonlyArray<HomeServiceCard & { service: ServiceOffer }>;
  cardCta: string;
  allLink: string;
  reveal?: RevealBinding;
};

/**
 * The three services as cards. Each card's title is a plain link to its block on the services page,
 * covering the whole card: a full page load (docs/product.md D9), so that page opens on the block,
 * highlighted.
 */
export function HomeServices({ eyebrow, title, intro, cards, cardCta, allLink, reveal }: Props) {
  return (
    <Section eyebrow={eyebrow} title={title} intro={<p>{intro}</p>} {...revealProps(reveal)}>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.id} className={styles.item}>
            {/* The link is the title, so its name is the words it shows (WCAG 2.5.3); it stretches over
                the whole card (CSS), and is described by the text and facts that follow it. */}
            <article className={`${styles.card} ${styles[card.service.tone]}`}>
              <div className={styles.picture}>
                <SitePicture picture={card.image} sizes="(min-width: 768px) 23rem, 100vw" />
              </div>
              <div className={styles.body}>
                <h3 className={styles.title}>
                  <a
                    href={`${paths.services}#${card.slug}`}
                    aria-describedby={`${card.id}-texte`}
                    className={styles.link}
                  >
                    {card.service.title}
                  </a>
                </h3>
                <p id={`${card.id}-texte`} className={styles.description}>
                  {card.description}
                  {/* How long and how much, read with the description. */}{' '}
                  <span className={styles.facts}>
                    {`${formatDuration(card.service.durationMinutes)} · ${startingPrice(card.service)}`}
                  </span>
                </p>
                {/* What the whole card does, for the eye; the title's link says it to everyone else. */}
                <span className={styles.more} aria-hidden="true">
                  {cardCta}
                  <Icon glyph={glyphs.arrowRight} size={18} />
                </span>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <p className={styles.all}>
        <Link to={paths.services} className={styles.allLink}>
          {allLink}
        </Link>
      </p>
    </Section>
  );
}
