import { useRouter, useRouterState } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { compactHeaderMachine } from '../machines/compactHeaderMachine';
import { mobileMenuMachine } from '../machines/mobileMenuMachine';
import { routeScrollMachine } from '../machines/routeScrollMachine';
import { actorOptions } from './-inspect';

const hashOf = (hash: string) => hash.replace(/^#/, '');

/** Runs the shell's machines and feeds them the router's navigation events. */
export function useShellMachines() {
  const router = useRouter();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const menu = useActorRef(
    mobileMenuMachine.provide({ actions: { focusToggle: () => toggleRef.current?.focus() } }),
    actorOptions,
  );
  const header = useActorRef(compactHeaderMachine, actorOptions);
  const scroll = useActorRef(routeScrollMachine, actorOptions);

  useEffect(() => {
    // Marks the document as driven by JavaScript: reveal effects may hide content from now on only.
    document.documentElement.dataset.hydrated = 'true';
    scroll.send({ type: 'page.loaded', hash: hashOf(router.state.location.hash) });
    return router.subscribe('onResolved', (event) => {
      if (!event.hrefChanged) return;
      menu.send({ type: 'route.changed' });
      scroll.send({ type: 'route.changed', hash: hashOf(event.toLocation.hash) });
    });
  }, [router, menu, scroll]);

  return {
    currentPath: useRouterState({ select: (state) => state.location.pathname }),
    menuOpen: useSelector(menu, (snapshot) => snapshot.matches('open')),
    compact: useSelector(header, (snapshot) => snapshot.matches('compact')),
    toggleMenu: () => menu.send({ type: 'menu.toggle' }),
    closeMenu: () => menu.send({ type: 'menu.close' }),
    toggleRef,
  };
}
