import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '../Button/Button';
import { Section } from '../Section/Section';
import styles from './ShopSection.module.scss';

type Props = {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  /** Where the cards' stars come from. */
  ratingsNote: string;
  /** Who sells and ships the products, and whether she earns a commission on them. */
  sellerNote: string;
  /** A caution above the cards, read before anyone orders. */
  caution: string;
  questionsLabel: string;
  questionsPath: string;
  /** The product cards. */
  children: ReactNode;
  /** The quality commitments, under the cards. */
  promises: ReactNode;
};

/** The shop (docs/product.md D2.4): one section, reached from the footer's "Boutique" link by its id. */
export function ShopSection({
  id,
  eyebrow,
  title,
  intro,
  ratingsNote,
  sellerNote,
  caution,
  questionsLabel,
  questionsPath,
  children,
  promises,
}: Props) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={<p>{intro}</p>} tone="surface" centered>
      <p className={styles.caution}>{caution}</p>
      {/* `data-scrolls`: on a phone the row scrolls sideways, and the open menu holds it out of reach (SiteHeader). */}
      <div className={styles.grid} data-scrolls="">
        {children}
      </div>
      <p className={styles.sellerNote}>{sellerNote}</p>
      <p className={styles.ratingsNote}>{ratingsNote}</p>
      {promises}
      <p className={styles.questions}>
        <Link to={questionsPath} className={buttonClass('secondary')}>
          {questionsLabel}
        </Link>
      </p>
    </Section>
  );
}
