import { GUIDE_ANCHOR } from '../data/home';
import { actorOptions } from './-inspect';
import { useDeferredActor } from './-useDeferredActor';

/** The home page's own machine: the scroll to the guide (each section's reveal runs in `Revealed`). */
export function useHomeMachines() {
  const anchors = useDeferredActor(
    () => import('../machines/anchorScrollMachine').then((module) => module.anchorScrollMachine),
    actorOptions,
  );
  return {
    scrollToGuide: () => anchors.send({ type: 'anchor.scroll', id: GUIDE_ANCHOR }),
  };
}
