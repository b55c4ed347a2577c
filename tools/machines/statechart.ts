import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * Reads a machine's definition (its `StateNode` tree) into plain lists: every state and every
 * transition, each with a key that stays the same across `machine.provide(...)`. The diagrams,
 * the documentation and the model-based coverage all count from here, so they agree.
 */

/** Every state node below the root, in definition order (parents before children). */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] =>
    Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [child, ...walk(child)]);
  return walk(machine.root);
}

/** Every transition a state node declares: `on`, `after`, `invoke.onDone/onError`, then `always`. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** All transitions of the machine, the root's first. */
export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return [machine.root, ...stateNodesOf(machine)].flatMap(transitionsOf);
}

/**
 * `source id | event | position among the candidates for that event`: stable when the machine is
 * re-created by `provide`, unlike the definition objects themselves.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const { source, eventType } = transition;
  const always = source.always ?? [];
  const candidates = always.includes(transition) ? always : (source.transitions.get(eventType) ?? []);
  const event = always.includes(transition) ? 'always' : eventType;
  return `${source.id}|${event}|${candidates.indexOf(transition)}`;
}

/** Delayed transitions are taken on events named `xstate.after.<delay>.<state id>`. */
export const isAfterEvent = (type: string) => type.startsWith('xstate.after.');
export const isDoneActorEvent = (type: string) => type.startsWith('xstate.done.actor.');
export const isErrorActorEvent = (type: string) => type.startsWith('xstate.error.actor.');

/** The name of an action, guard or actor reference, however the config wrote it. */
export function implementationName(reference: unknown): string {
  if (typeof reference === 'string') return reference;
  if (typeof reference === 'function') {
    const type = (reference as { type?: unknown }).type;
    return typeof type === 'string' ? type : reference.name || 'inline';
  }
  if (reference && typeof reference === 'object' && 'type' in reference) return String(reference.type);
  return 'inline';
}

/**
 * Actions worth naming: the config's own. XState adds `xstate.raise` / `xstate.cancel` for every
 * `after` (the delayed event itself), which the diagram already shows as a transition.
 */
export function namedActions(actions: readonly unknown[]): string[] {
  return actions.map(implementationName).filter((name) => !/^xstate\.(raise|cancel)$/.test(name));
}

/** A guard as a predicate: `isValid`, `!isPastThreshold`, `a && b`, `in(#id)`. */
export function describeGuard(guard: unknown): string {
  if (typeof guard === 'function') {
    const { check, guards, stateValue } = guard as {
      check?: { name?: string };
      guards?: unknown[];
      stateValue?: unknown;
    };
    const parts = (guards ?? []).map(describeGuard);
    switch (check?.name) {
      case 'checkNot':
        return `!${wrap(parts[0] ?? '')}`;
      case 'checkAnd':
        return parts.map(wrap).join(' && ');
      case 'checkOr':
        return parts.map(wrap).join(' || ');
      case 'checkStateIn':
        return `in(${typeof stateValue === 'string' ? stateValue.replace(/^#/, '') : JSON.stringify(stateValue)})`;
    }
  }
  return implementationName(guard);
}

const wrap = (text: string) => (/[ &|]/.test(text) ? `(${text})` : text);

/** The delays a state waits for, each with its value in milliseconds when it is a number. */
export type DelayValue = { name: string; ms: number | null };

export function resolveDelay(machine: AnyStateMachine, delay: unknown): DelayValue {
  if (typeof delay === 'number') return { name: `${delay} ms`, ms: delay };
  if (typeof delay !== 'string') return { name: 'inline delay', ms: null };
  const value = (machine.implementations.delays as Record<string, unknown>)[delay];
  return { name: delay, ms: typeof value === 'number' ? value : null };
}

/** The delayed transition an `xstate.after.*` event triggers in `node`, if any. */
export function delayOf(node: AnyStateNode, eventType: string): unknown {
  return node.after.find((transition) => transition.eventType === eventType)?.delay;
}
