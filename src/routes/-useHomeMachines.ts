import { useActorRef } from '@xstate/react';
import { GUIDE_ANCHOR } from '../data/home';
import { anchorScrollMachine } from '../machines/anchorScrollMachine';
import { actorOptions } from './-inspect';
import { useHomeReveal } from './-useHomeReveal';

/** The home page's machines: one reveal per section below the hero, and the scroll to the guide. */
export function useHomeMachines() {
  const anchors = useActorRef(anchorScrollMachine, actorOptions);
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
