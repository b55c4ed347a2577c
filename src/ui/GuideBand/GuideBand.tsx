import { useId } from 'react';
import type { SitePicture as Picture } from '../../content/photo';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { SitePicture } from '../SitePicture/SitePicture';
import styles from './GuideBand.module.scss';

type Props = {
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  guideUrl: string;
  cover: Picture;
};

/**
 * The free guide, one tap away at the end of every page that has no guide section of its own: its
 * cover, its title, one line and the sign-up link (an external page, new tab).
 */
export function GuideBand({ eyebrow, title, text, cta, guideUrl, cover }: Props) {
  const titleId = useId();
  return (
    <section className={styles.band} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <SitePicture picture={cover} sizes="6rem" className={styles.cover} />
        <div className={styles.text}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.line}>{text}</p>
        </div>
        <ExternalLink href={guideUrl} className={buttonClass('secondary', styles.cta)}>
          {cta}
        </ExternalLink>
      </div>
    </section>
  );
}
