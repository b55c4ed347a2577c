import type { ReactNode } from 'react';
import styles from './PageIntro.module.scss';

type Props = {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** Beside the heading on a desktop (from 1100 px), where the intro would otherwise leave half empty. */
  aside?: ReactNode;
  children?: ReactNode;
};

/** The opening of an inner page: its `h1`, a lead paragraph, an optional aside and content below. */
export function PageIntro({ eyebrow, title, lead, aside, children }: Props) {
  return (
    <div className={styles.intro}>
      <div className={styles.inner} data-aside={aside ? '' : undefined}>
        <div className={styles.head}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {lead && <div className={styles.lead}>{lead}</div>}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
        {children && <div className={styles.below}>{children}</div>}
      </div>
    </div>
  );
}
