import { useRef } from 'react';
import { HASH_HIGHLIGHT_DURATION_MS } from '../data/constants';
import { serviceIds } from '../data/serviceOffers';
import { currentHash } from '../machines/browser/hash';
import { arrivalShownFor, openServiceDialog } from '../machines/browser/pageState';
import { actorOptions } from './-inspect';
import { useDeferredActor, useDeferredSelector } from './-useDeferredActor';

/** Id of the detail dialog of a service. */
export const dialogIdOf = (serviceId: string) => `${serviceId}-details`;

/**
 * Runs the services page's machines (hash highlight, detail dialog; the feed runs in `SocialFeed`)
 * and gives the page plain values. Both take over what the page already shows when they start: a
 * highlight begun at first paint, a dialog opened before the scripts arrived.
 */
export function useServicesMachines() {
  const openers = useRef(new Map<string, HTMLButtonElement>());

  const highlight = useDeferredActor(
    () => import('../machines/hashHighlightMachine').then((module) => module.hashHighlightMachine),
    () => ({
      ...actorOptions,
      input: {
        targetIds: serviceIds,
        hash: currentHash(),
        shownForMs: arrivalShownFor(HASH_HIGHLIGHT_DURATION_MS),
      },
    }),
  );
  // Nothing to select: the dialogs show themselves; the machine locks the page and returns focus.
  useDeferredActor(
    () =>
      import('../machines/serviceDialogMachine').then(({ serviceDialogMachine }) =>
        serviceDialogMachine.provide({
          actions: {
            focusOpener: ({ context }) => {
              if (context.serviceId) openers.current.get(context.serviceId)?.focus();
            },
          },
        }),
      ),
    () => ({ ...actorOptions, input: { openServiceId: openServiceDialog() } }),
  );

  return {
    highlightedId: useDeferredSelector(highlight, (snapshot) => snapshot.context.highlighted, null),
    /** A callback ref that files a service's "En savoir plus" button, to give it focus back. */
    openerRef: (serviceId: string) => (node: HTMLButtonElement | null) => {
      if (node) openers.current.set(serviceId, node);
      else openers.current.delete(serviceId);
    },
  };
}
