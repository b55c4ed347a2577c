import type { Picture } from '../../data/home';
import { type RevealBinding, revealProps } from '../Reveal/Reveal';
import { Section } from '../Section/Section';
import { SitePicture } from '../SitePicture/SitePicture';
import styles from './HomeStory.module.scss';

type Props = {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  quote: string;
  signature: { name: string; role: string };
  portrait: Picture;
  reveal?: RevealBinding;
};

/** The founder's story, beside her portrait. */
export function HomeStory({ eyebrow, title, paragraphs, quote, signature, portrait, reveal }: Props) {
  return (
    <Section eyebrow={eyebrow} title={title} tone="surface" {...revealProps(reveal)}>
      <div className={styles.layout}>
        <div className={styles.text}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <blockquote className={styles.quote}>
            <p>{quote}</p>
          </blockquote>
        </div>
        <figure className={styles.portrait}>
          <SitePicture picture={portrait} sizes="(min-width: 768px) 24rem, 18rem" />
          <figcaption className={styles.signature}>
            <span className={styles.name}>{signature.name}</span>
            <span className={styles.role}>{signature.role}</span>
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}
