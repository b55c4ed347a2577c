import { useEffect } from 'react';
import type { SnapshotFrom } from 'xstate';
import { FEED_HEIGHT_LARGE_PX, FEED_HEIGHT_SMALL_PX } from '../data/constants';
import { community, feedWidget } from '../data/feed';
import { FEED_CONSENT_ATTRIBUTE } from '../data/navigation';
import { externalLinks } from '../data/site';
import type { socialFeedMachine } from '../machines/socialFeedMachine';
import { type FeedStatus, FeedWidget } from '../ui/FeedWidget/FeedWidget';
import { actorOptions } from './-inspect';
import { useDeferredActor, useDeferredSelector } from './-useDeferredActor';

const feedStatusOf = (snapshot: SnapshotFrom<typeof socialFeedMachine>): FeedStatus => {
  if (snapshot.matches('awaitingConsent')) return 'consent';
  if (snapshot.matches({ active: 'loaded' })) return 'loaded';
  if (snapshot.matches({ active: { loading: 'stalled' } })) return 'failed';
  return 'loading';
};

/** What the server renders: the loader, or the consent placeholder when the feed waits for a click. */
const initialFeedStatus: FeedStatus = feedWidget.consent === 'click' ? 'consent' : 'loading';

/**
 * The community feed with its machine (socialFeedMachine). When the feed moves on (consent,
 * loaded), only this widget renders again, not the whole services page.
 */
export function SocialFeed() {
  const feed = useDeferredActor(
    () => import('../machines/socialFeedMachine').then((module) => module.socialFeedMachine),
    {
      ...actorOptions,
      input: {
        scriptUrl: feedWidget.scriptUrl,
        containerId: feedWidget.container.id,
        initFunction: feedWidget.initFunction,
        consent: feedWidget.consent,
      },
    },
  );
  // "Afficher le fil Instagram" tapped before the scripts ran (routes/-beforeHydration.ts): she asked.
  useEffect(() => {
    if (document.querySelector(`[${FEED_CONSENT_ATTRIBUTE}][aria-expanded="true"]`))
      feed.send({ type: 'feed.consent' });
  }, [feed]);
  return (
    <FeedWidget
      status={useDeferredSelector(feed, feedStatusOf, initialFeedStatus)}
      container={feedWidget.container}
      heights={{ small: FEED_HEIGHT_SMALL_PX, large: FEED_HEIGHT_LARGE_PX }}
      texts={community.feed}
      profileUrl={externalLinks.instagram}
      onConsent={() => feed.send({ type: 'feed.consent' })}
    />
  );
}
