import type { CSSProperties } from 'react';
import { FEED_CONSENT_ATTRIBUTE } from '../../data/navigation';
import { Button } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Icon } from '../Icon/Icon';
import { serviceGlyphs } from '../Icon/serviceGlyphs';
import styles from './FeedWidget.module.scss';

/** `failed`: the provider's script could not load; the loader stays, with her profile under it. */
export type FeedStatus = 'consent' | 'loading' | 'loaded' | 'failed';

type Props = {
  status: FeedStatus;
  /** The element the provider's script fills (id, class and attributes from src/data). */
  container: { id: string; className: string; attributes: Record<string, string> };
  /** Heights reserved for the widget (px), under and from the mobile breakpoint. */
  heights: { small: number; large: number };
  texts: { loading: string; consent: string; consentButton: string; noScript: string; failedLink: string };
  /** Her profile, where the feed's photos are anyway. */
  profileUrl: string;
  onConsent: () => void;
};

/**
 * The third-party photo feed's frame. Its height is reserved from the first paint so nothing below
 * moves when the widget arrives. The container is rendered empty and left to the provider. When
 * its script has failed, the frame shrinks to the loader and a link to her profile.
 */
export function FeedWidget({ status, container, heights, texts, profileUrl, onConsent }: Props) {
  const reserved = {
    '--feed-height-small': `${heights.small}px`,
    '--feed-height-large': `${heights.large}px`,
  } as CSSProperties;
  return (
    <div className={styles.frame} style={reserved} data-status={status}>
      <div
        {...container.attributes}
        id={container.id}
        className={`${container.className} ${styles.widget}`}
        aria-hidden={status === 'loaded' ? undefined : true}
      />
      {(status === 'loading' || status === 'failed') && (
        <div className={styles.loader} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <p>{texts.loading}</p>
          {/* The loader stays (docs/product.md §8); the section still leads to her photos. */}
          {status === 'failed' && (
            <p>
              <ExternalLink href={profileUrl} className={styles.profileLink}>
                {texts.failedLink}
              </ExternalLink>
            </p>
          )}
        </div>
      )}
      {status === 'consent' && (
        <div className={styles.consent}>
          <Icon glyph={serviceGlyphs.instagramFine} size={40} />
          <p>{texts.consent}</p>
          {/* Tapped before the scripts run, the page's early script marks it expanded (routes/-beforeHydration.ts). */}
          <Button
            variant="primary"
            onClick={onConsent}
            aria-expanded={false}
            aria-controls={container.id}
            {...{ [FEED_CONSENT_ATTRIBUTE]: '' }}
          >
            {texts.consentButton}
          </Button>
        </div>
      )}
      <noscript>
        <p className={styles.noScript}>{texts.noScript}</p>
      </noscript>
    </div>
  );
}
