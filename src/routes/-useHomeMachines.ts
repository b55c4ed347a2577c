import { GUIDE_ANCHOR } from '../data/home';
import { actorOptions } from './-inspect';
import { useDeferredActor } from './-useDeferredActor';
import { useHomeReveal } from './-useHomeReveal';

/** The home page's machines: one reveal per section below the hero, and the scroll to the guide. */
export function useHomeMachines() {
  const anchors = useDeferredActor(
    () => import('../machines/anchorScrollMachine').then((module) => module.anchorScrollMachine),
    actorOptions,
  );
  return {
    reveal: {
      statement: useHomeReveal(),
      services: useHomeReveal(),
      story: useHomeReveal(),
      guide: useHomeReveal(),
      testimonials: useHomeReveal(),
      booking: useHomeReveal(),
    },
    scrollToGuide: () => anchors.send({ type: 'anchor.scroll', id: GUIDE_ANCHOR }),
  };
}
