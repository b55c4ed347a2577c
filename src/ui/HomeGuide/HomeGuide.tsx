import type { Picture } from '../../data/home';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { type RevealBinding, revealProps } from '../Reveal/Reveal';
import { Section } from '../Section/Section';
import { SitePicture } from '../SitePicture/SitePicture';
import styles from './HomeGuide.module.scss';

type Props = {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  keys: ReadonlyArray<{ title: string; text: string }>;
  cta: string;
  guideUrl: string;
  note: string;
  cover: Picture;
  reveal?: RevealBinding;
};

/**
 * The free guide: its five keys and the sign-up link (an external page, new tab). The section takes
 * focus when a scroll button brings it into view, hence `tabIndex={-1}`.
 */
export function HomeGuide({ id, eyebrow, title, intro, keys, cta, guideUrl, note, cover, reveal }: Props) {
  return (
    <Section
      id={id}
      tabIndex={-1}
      eyebrow={eyebrow}
      title={title}
      intro={<p>{intro}</p>}
      centered
      {...revealProps(reveal, styles.guide)}
    >
      <div className={styles.card}>
        <ol className={styles.keys}>
          {keys.map((key) => (
            <li key={key.title} className={styles.key}>
              <h3 className={styles.keyTitle}>{key.title}</h3>
              <p className={styles.keyText}>{key.text}</p>
            </li>
          ))}
        </ol>
        <div className={styles.download}>
          <SitePicture picture={cover} sizes="(min-width: 768px) 16rem, 13rem" className={styles.cover} />
          <ExternalLink href={guideUrl} className={buttonClass('primary', styles.cta)}>
            {cta}
          </ExternalLink>
          <p className={styles.note}>{note}</p>
        </div>
      </div>
    </Section>
  );
}
