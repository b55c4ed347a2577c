import type { ReactNode } from 'react';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
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
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <rect
              x="3.5"
              y="3.5"
              width="17"
              height="17"
              rx="5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="17" cy="7" r="1.1" fill="currentColor" />
          </svg>
          {followLabel}
        </ExternalLink>
      </p>
      {children}
    </Section>
  );
}
