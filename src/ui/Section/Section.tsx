import { type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styles from './Section.module.scss';

type Props = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: 'paper' | 'deep' | 'surface';
  /** Narrow the heading and intro to reading width, centred. */
  centered?: boolean;
  sectionRef?: Ref<HTMLElement>;
  /** A class for the inner block (the width-limited wrapper of the heading and content). */
  innerClassName?: string;
  children?: ReactNode;
};

/**
 * A page section: a landmark labelled by its own `h2`, with the site's vertical rhythm. Laid out only
 * once it comes near the screen (`laid-out-when-near`): the scrolls the machines make land right all
 * the same (`scrollIntoViewSettled`, src/machines/browser/motion.ts).
 */
export function Section({
  title,
  eyebrow,
  intro,
  tone = 'paper',
  centered = false,
  sectionRef,
  innerClassName,
  className,
  children,
  ...rest
}: Props) {
  const headingId = useId();
  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className={[styles.section, styles[tone], className].filter(Boolean).join(' ')}
      {...rest}
    >
      <div className={[styles.inner, innerClassName].filter(Boolean).join(' ')}>
        <header className={centered ? `${styles.header} ${styles.centered}` : styles.header}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {intro && <div className={styles.intro}>{intro}</div>}
        </header>
        {children}
      </div>
    </section>
  );
}
