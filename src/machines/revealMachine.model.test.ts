import { defineModel, testModel } from '../testing/modelHarness';
import { revealMachine } from './revealMachine';

const input = { target: () => null };

/** The page starts the reveal once hydrated; the observer reports the section on screen. */
export const revealModel = defineModel(revealMachine)({
  events: () => [{ type: 'reveal.start' }],
  actors: {
    sectionObserver: { kind: 'callback', sends: () => [{ type: 'section.entered' }] },
  },
  // The motion preference is read from the browser, not sent: one variant for each answer.
  variants: [
    { name: 'motion allowed', input, provide: { guards: { prefersReducedMotion: () => false } } },
    { name: 'reduced motion', input, provide: { guards: { prefersReducedMotion: () => true } } },
  ],
});

testModel(revealModel, import.meta.filename);
