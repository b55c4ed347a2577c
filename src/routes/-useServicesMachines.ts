import { useRef } from 'react';
import { serviceIds } from '../data/services';
import { actorOptions } from './-inspect';
import { useDeferredActor, useDeferredSelector } from './-useDeferredActor';

/** Id of the detail dialog of a service. */
export const dialogIdOf = (serviceId: string) => `${serviceId}-details`;

/**
 * Runs the services page's machines (hash highlight, detail dialog; the feed runs in `SocialFeed`)
 * and gives the page plain values and callbacks. The dialogs and their openers are held here, by
 * service id.
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
  /** A callback ref that files an element under its service id. */
  const keep =
    <T>(map: Map<string, T>, id: string) =>
    (node: T | null) => {
      if (node) map.set(id, node);
      else map.delete(id);
    };

  return {
    highlightedId: useDeferredSelector(highlight, (snapshot) => snapshot.context.highlighted, null),
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
