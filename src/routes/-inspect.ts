import type { InspectionEvent } from 'xstate';

declare global {
  interface Window {
    /** Set by main.tsx in development when VITE_INSPECT=1: forwards to the Stately inspector. */
    __statelyInspect?: (event: InspectionEvent) => void;
  }
}

/**
 * Options for every actor a route starts (`useDeferredActor(load, actorOptions)`, `useActorRef`): in development they
 * report to the Stately inspector when it is connected; in production the object is empty.
 */
export const actorOptions: { inspect?: (event: InspectionEvent) => void } = import.meta.env.DEV
  ? { inspect: (event) => globalThis.window?.__statelyInspect?.(event) }
  : {};
