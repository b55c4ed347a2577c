import { setup } from 'xstate';
import { REVEAL_THRESHOLD } from '../data/constants';
import { sectionObserver } from './browser/intersection';
import { prefersReducedMotion } from './browser/motion';

type RevealInput = {
  /** Reads the section element once the page has rendered. */
  target: () => Element | null;
};

type RevealEvent =
  /** Sent once the client runs the page: from here on the section may wait, hidden, for its reveal. */
  | { type: 'reveal.start' }
  /** The observer saw enough of the section. */
  | { type: 'section.entered' };

/** A section's one-time fade-in: what it does is its `description` (the threshold from data/constants). */
export const revealMachine = setup({
  types: {
    input: {} as RevealInput,
    context: {} as RevealInput,
    events: {} as RevealEvent,
  },
  guards: {
    prefersReducedMotion: () => prefersReducedMotion(),
  },
  actors: {
    sectionObserver,
  },
}).createMachine({
  id: 'reveal',
  description: `A section's one-time fade-in (docs/product.md §2): it appears when ${REVEAL_THRESHOLD * 100} % of it is visible. Nothing is hidden before the client starts the machine, nor for visitors who ask for reduced motion.`,
  context: ({ input }) => ({ target: input.target }),
  initial: 'idle',
  states: {
    idle: {
      description:
        'Server render and first client render: the section is shown as written, so the markup matches and nothing is hidden without JavaScript.',
      on: {
        'reveal.start': [{ guard: 'prefersReducedMotion', target: 'visible' }, { target: 'hidden' }],
      },
    },
    hidden: {
      description: 'Waits, faded out, until enough of the section is on screen.',
      invoke: {
        src: 'sectionObserver',
        input: ({ context }) => ({ target: context.target, threshold: REVEAL_THRESHOLD }),
      },
      on: { 'section.entered': 'visible' },
    },
    visible: {
      description: 'Shown for good: a section fades in once.',
      type: 'final',
    },
  },
});
