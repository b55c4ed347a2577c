import type { ReactNode } from 'react';
import styles from './PageIntro.module.scss';

type Props = {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
};

/** The opening of an inner page: its `h1`, a lead paragraph and optional content below. */
export function PageIntro({ eyebrow, title, lead, children }: Props) {
  return (
    <div className={styles.intro}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <div className={styles.lead}>{lead}</div>}
        {children}
      </div>
    </div>
  );
}
