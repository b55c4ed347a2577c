import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * Reads a machine's definition through XState's public API (the state nodes' fields, `xstate/graph`)
 * into plain names for the diagrams and the documentation; `getStateNodes` (`xstate/graph`) lists the states.
 */

/** Every transition a state node declares: `on`, `after`, `invoke.onDone/onError`, then `always`. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** Delayed transitions are taken on events named `xstate.after.<delay>.<state id>`. */
export const isAfterEvent = (type: string) => type.startsWith('xstate.after.');

/**
 * The name of an action, guard or actor reference as XState exposes it: the string the config wrote,
 * or the object's `type` (`{ type: 'isValid', params }`, and XState's own actions: `xstate.raise`…).
 * Anything else is an inline function: the site's machines name everything in `setup()`.
 */
export function implementationName(reference: unknown): string {
  if (typeof reference === 'string') return reference;
  const type = (reference as { type?: unknown } | undefined)?.type;
  return typeof type === 'string' ? type : 'inline';
}

/**
 * Actions worth naming: the config's own. XState adds `xstate.raise` / `xstate.cancel` for every
 * `after` (the delayed event itself), which the diagram already shows as a transition.
 */
export function namedActions(actions: readonly unknown[]): string[] {
  return actions.map(implementationName).filter((name) => !/^xstate\.(raise|cancel)$/.test(name));
}

/** A delay's name and, when it is a number, its value in milliseconds (`setup({ delays })`). */
export function resolveDelay(machine: AnyStateMachine, delay: unknown): { name: string; ms: number | null } {
  if (typeof delay === 'number') return { name: `${delay} ms`, ms: delay };
  if (typeof delay !== 'string') return { name: 'inline delay', ms: null };
  const value = (machine.implementations.delays as Record<string, unknown>)[delay];
  return { name: delay, ms: typeof value === 'number' ? value : null };
}
