import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { MENU_PANEL_ID } from '../data/navigation';
import { isPopoverOpen } from '../machines/browser/pageState';
import { actorOptions } from './-inspect';
import { useDeferredActor, useDeferredSelector } from './-useDeferredActor';

const hashOf = (hash: string) => hash.replace(/^#/, '');

/** Runs the shell's machines and feeds them the router's navigation events (and the font loader its page changes). */
export function useShellMachines() {
  const router = useRouter();
  const menu = useDeferredActor(
    () => import('../machines/mobileMenuMachine').then((module) => module.mobileMenuMachine),
    // The visitor may have opened the menu (a popover) before the scripts arrived.
    () => ({ ...actorOptions, input: { open: isPopoverOpen(document.getElementById(MENU_PANEL_ID)) } }),
  );
  const header = useDeferredActor(
    () => import('../machines/compactHeaderMachine').then((module) => module.compactHeaderMachine),
    actorOptions,
  );
  const scroll = useDeferredActor(
    () => import('../machines/routeScrollMachine').then((module) => module.routeScrollMachine),
    actorOptions,
  );

  useEffect(() => {
    return router.subscribe('onResolved', (event) => {
      if (!event.hrefChanged) return;
      menu.send({ type: 'route.changed' });
      scroll.send({ type: 'route.changed', hash: hashOf(event.toLocation.hash) });
    });
  }, [router, menu.send, scroll.send]);

  // She leaves the page: the web fonts the loader holds can draw the next one, as her own move changes
  // the page, not under text she is reading (pipeline/site/loadAfterFirstPaint.mjs).
  useEffect(() => {
    return router.subscribe('onBeforeNavigate', (event) => {
      if (event.fromLocation && event.pathChanged) document.dispatchEvent(new Event('page:changing'));
    });
  }, [router]);

  return {
    currentPath: useRouterState({ select: (state) => state.location.pathname }),
    menuOpen: useDeferredSelector(menu, (snapshot) => snapshot.matches('open'), false),
    compact: useDeferredSelector(header, (snapshot) => snapshot.matches('compact'), false),
    closeMenu: () => menu.send({ type: 'menu.close' }),
  };
}
