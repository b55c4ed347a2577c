import { frenchInteger } from '../../data/frenchNumbers';
import type { Picture } from '../../data/home';
import { type RevealBinding, revealProps } from '../Reveal/Reveal';
import { Section } from '../Section/Section';
import { SitePicture } from '../SitePicture/SitePicture';
import styles from './HomeStory.module.scss';

export type Credentials = {
  title: string;
  trainings: ReadonlyArray<{ title: string; organisation: string; year: number }>;
  /** 0: not shown. */
  mothersAccompanied: number;
  mothersLabel: { one: string; other: string };
};

type Props = {
  /** Its anchor: each article's byline links to it. */
  id: string;
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  quote: string;
  signature: { name: string; role: string };
  /** Her photo; none until she adds one: her name and role then stand alone. */
  portrait?: Picture;
  credentials: Credentials;
  reveal?: RevealBinding;
};

/** The founder's story, beside her portrait, with her trainings and the mothers she has accompanied. */
export function HomeStory({
  id,
  eyebrow,
  title,
  paragraphs,
  quote,
  signature,
  portrait,
  credentials,
  reveal,
}: Props) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} tone="surface" {...revealProps(reveal)}>
      <div className={styles.layout}>
        <div className={styles.text}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <blockquote className={styles.quote}>
            <p>{quote}</p>
          </blockquote>
        </div>
        {portrait && (
          <figure className={styles.portrait}>
            <SitePicture picture={portrait} sizes="(min-width: 768px) 24rem, 18rem" />
            <figcaption className={styles.signature}>
              <span className={styles.name}>{signature.name}</span>
              <span className={styles.role}>{signature.role}</span>
            </figcaption>
          </figure>
        )}
        {/* No photo yet: her name and role sign the story alone (issue 62). */}
        {!portrait && (
          <p className={`${styles.signature} ${styles.alone}`}>
            <span className={styles.name}>{signature.name}</span>
            <span className={styles.role}>{signature.role}</span>
          </p>
        )}
        <CredentialsBlock {...credentials} />
      </div>
    </Section>
  );
}

/** Her trainings and her count of mothers, under her portrait; nothing at all when both are empty. */
function CredentialsBlock({ title, trainings, mothersAccompanied, mothersLabel }: Credentials) {
  if (trainings.length === 0 && mothersAccompanied === 0) return null;
  const both = trainings.length > 0 && mothersAccompanied > 0;
  return (
    <div className={styles.credentials} data-both={both ? '' : undefined}>
      {mothersAccompanied > 0 && (
        <p className={styles.count}>
          <span className={styles.countNumber}>{frenchInteger(mothersAccompanied)}</span>{' '}
          <span>{mothersAccompanied === 1 ? mothersLabel.one : mothersLabel.other}</span>
        </p>
      )}
      {trainings.length > 0 && (
        <>
          <h3 className={styles.credentialsTitle}>{title}</h3>
          <ul className={styles.trainings}>
            {trainings.map((training) => (
              <li key={`${training.title}-${training.year}`} className={styles.training}>
                <span className={styles.trainingTitle}>{training.title}</span>
                <span className={styles.trainingMeta}>
                  {training.organisation}, {training.year}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
