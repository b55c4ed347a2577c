import type { SitePicture as Picture } from '../../content/photo';
import { glyphs } from '../Icon/glyphs';
import { Icon } from '../Icon/Icon';
import { SitePicture } from '../SitePicture/SitePicture';
import styles from './IntroAside.module.scss';

type Props = {
  /** Her portrait (or its illustration), with her name and role under it. */
  portrait?: { picture?: Picture; name: string; role: string };
  /** Short facts, each ticked. */
  facts: readonly string[];
};

/** What sits beside an inner page's heading on a desktop: her portrait and a few reassuring facts. */
export function IntroAside({ portrait, facts }: Props) {
  return (
    <div className={styles.aside} data-portrait={portrait ? '' : undefined}>
      {portrait?.picture && (
        <figure className={styles.portrait}>
          <SitePicture picture={portrait.picture} sizes="9rem" className={styles.picture} />
          <figcaption className={styles.signature}>
            <span className={styles.name}>{portrait.name}</span>
            <span className={styles.role}>{portrait.role}</span>
          </figcaption>
        </figure>
      )}
      {/* No photo yet: her name and role alone (issue 62), never an empty frame. */}
      {portrait && !portrait.picture && (
        <p className={styles.signature}>
          <span className={styles.name}>{portrait.name}</span>
          <span className={styles.role}>{portrait.role}</span>
        </p>
      )}
      <ul className={styles.facts}>
        {facts.map((fact) => (
          <li key={fact}>
            <Icon glyph={glyphs.check} className={styles.mark} />
            {fact}
          </li>
        ))}
      </ul>
    </div>
  );
}
