import { Link } from '@tanstack/react-router';
import type { FaqEntry } from '../../data/faq';
import { Section } from '../Section/Section';
import styles from './ServicesFaq.module.scss';

type Props = {
  title: string;
  intro: string;
  contactLabel: string;
  contactPath: string;
  entries: readonly FaqEntry[];
};

/** Questions and answers, each a native `<details>`: works without JavaScript, by keyboard, in search. */
export function ServicesFaq({ title, intro, contactLabel, contactPath, entries }: Props) {
  return (
    <Section
      title={title}
      tone="deep"
      centered
      intro={
        <p>
          {intro} <Link to={contactPath}>{contactLabel}</Link>
        </p>
      }
    >
      <div className={styles.list}>
        {entries.map((entry) => (
          <details key={entry.question} className={styles.item}>
            <summary className={styles.question}>
              <span>{entry.question}</span>
              <span className={styles.marker} aria-hidden="true" />
            </summary>
            <p className={styles.answer}>{entry.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
