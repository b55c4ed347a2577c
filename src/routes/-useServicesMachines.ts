import { useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { feedWidget } from '../data/feed';
import { serviceIds } from '../data/services';
import type { socialFeedMachine } from '../machines/socialFeedMachine';
import type { FeedStatus } from '../ui/FeedWidget/FeedWidget';
import { actorOptions } from './-inspect';
import { useDeferredActor, useDeferredSelector } from './-useDeferredActor';

const feedStatusOf = (snapshot: SnapshotFrom<typeof socialFeedMachine>): FeedStatus => {
  if (snapshot.matches('awaitingConsent')) return 'consent';
  if (snapshot.matches({ active: 'loaded' })) return 'loaded';
  return 'loading';
};

/** What the server renders: the loader, or the consent placeholder when the feed waits for a click. */
const initialFeedStatus: FeedStatus = feedWidget.consent === 'click' ? 'consent' : 'loading';

/** Id of the detail dialog of a service. */
export const dialogIdOf = (serviceId: string) => `${serviceId}-details`;

/**
 * Runs the services page's machines (hash highlight, detail dialog, social feed) and gives the
 * page plain values and callbacks. The dialogs and their openers are held here, by service id.
 */
export function useServicesMachines() {
  const dialogs = useRef(new Map<string, HTMLDialogElement>());
  const openers = useRef(new Map<string, HTMLButtonElement>());
  const element = <T>(map: Map<string, T>, id: string | null) => (id === null ? undefined : map.get(id));

  const highlight = useDeferredActor(
    () => import('../machines/hashHighlightMachine').then((module) => module.hashHighlightMachine),
    { ...actorOptions, input: { targetIds: serviceIds } },
  );
  const dialog = useDeferredActor(
    () =>
      import('../machines/serviceDialogMachine').then(({ serviceDialogMachine }) =>
        serviceDialogMachine.provide({
          actions: {
            showDialog: ({ context }) => {
              const target = element(dialogs.current, context.serviceId);
              if (target && !target.open) target.showModal();
            },
            closeDialog: ({ context }) => element(dialogs.current, context.serviceId)?.close(),
            focusOpener: ({ context }) => element(openers.current, context.serviceId)?.focus(),
          },
        }),
      ),
    actorOptions,
  );
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

  /** A callback ref that files an element under its service id. */
  const keep =
    <T>(map: Map<string, T>, id: string) =>
    (node: T | null) => {
      if (node) map.set(id, node);
      else map.delete(id);
    };

  return {
    highlightedId: useDeferredSelector(highlight, (snapshot) => snapshot.context.highlighted, null),
    feedStatus: useDeferredSelector(feed, feedStatusOf, initialFeedStatus),
    consentToFeed: () => feed.send({ type: 'feed.consent' }),
    openDialog: (serviceId: string) => dialog.send({ type: 'dialog.open', serviceId }),
    dialogRef: (serviceId: string) => keep(dialogs.current, serviceId),
    openerRef: (serviceId: string) => keep(openers.current, serviceId),
    dialogEvents: {
      onClose: () => dialog.send({ type: 'dialog.close' }),
      onCancel: () => dialog.send({ type: 'dialog.cancel' }),
      onBackdropClick: () => dialog.send({ type: 'backdrop.click' }),
      onClosed: () => dialog.send({ type: 'dialog.closed' }),
    },
  };
}
