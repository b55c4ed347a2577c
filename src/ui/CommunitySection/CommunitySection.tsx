import type { ReactNode } from 'react';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Icon } from '../Icon/Icon';
import { serviceGlyphs } from '../Icon/serviceGlyphs';
import { Section } from '../Section/Section';
import styles from './CommunitySection.module.scss';

type Props = {
  eyebrow: string;
  title: string;
  intro: string;
  followLabel: string;
  profileUrl: string;
  /** The feed widget. */
  children: ReactNode;
};

/** "Rejoignez ma communauté": the follow button and the photo feed. */
export function CommunitySection({ eyebrow, title, intro, followLabel, profileUrl, children }: Props) {
  return (
    <Section eyebrow={eyebrow} title={title} intro={<p>{intro}</p>} tone="deep" centered>
      <p className={styles.follow}>
        <ExternalLink href={profileUrl} className={buttonClass('primary')}>
          <Icon glyph={serviceGlyphs.instagram} size={20} />
          {followLabel}
        </ExternalLink>
      </p>
      {children}
    </Section>
  );
}
