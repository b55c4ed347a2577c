import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { implementationName, isAfterEvent, namedActions, resolveDelay, transitionsOf } from './statechart';

/**
 * A Mermaid `stateDiagram-v2` drawn from a machine's definition. Mermaid cannot draw a transition
 * between states nested in different composite states, so every arrow is declared in the lowest
 * state that contains both ends, from and to that state's children; the label then names the
 * inner state it really leaves (`in fetching`) or enters (`→ loading.fetching`) when that is not
 * obvious. Transitions declared on the machine itself hold in every top-level state (but a final one)
 * and are drawn from each of them.
 */
export function machineToMermaid(machine: AnyStateMachine): string {
  const ids = diagramIds(machine);
  const drawing: Drawing = { ids, edges: edges(machine) };
  if (machine.root.type !== 'parallel') {
    return ['stateDiagram-v2', ...scopeLines(drawing, machine.root, 1)].join('\n');
  }
  // Mermaid draws regions only inside a state: a parallel machine gets one, named after it.
  const id = `${machine.id.replace(/[^A-Za-z0-9_]/g, '_')}_machine`;
  return [
    'stateDiagram-v2',
    `  [*] --> ${id}`,
    `  state ${id} {`,
    ...scopeLines(drawing, machine.root, 2),
    '  }',
  ].join('\n');
}

type Edge = { scope: AnyStateNode; from: AnyStateNode; to: AnyStateNode; label: string };
type Drawing = { ids: Map<AnyStateNode, string>; edges: Edge[] };

/** Mermaid ids: the state's key when it is unique in the machine, else its path joined by `_`. */
function diagramIds(machine: AnyStateMachine): Map<AnyStateNode, string> {
  const nodes = getStateNodes(machine);
  const clean = (text: string) => text.replace(/[^A-Za-z0-9_]/g, '_');
  const counts = new Map<string, number>();
  for (const node of nodes) counts.set(clean(node.key), (counts.get(clean(node.key)) ?? 0) + 1);
  return new Map(
    nodes.map((node) => [
      node,
      counts.get(clean(node.key)) === 1 ? clean(node.key) : clean(node.path.join('_')),
    ]),
  );
}

const indent = (depth: number) => '  '.repeat(depth);

/** What a state does while active: invoked actors, entry and exit actions. */
function activities(node: AnyStateNode): string[] {
  const invoked = node.invoke.map((invoke) => `invoke ${implementationName(invoke.src)}`);
  const entry = namedActions(node.entry);
  const exit = namedActions(node.exit);
  return [
    ...invoked,
    ...(entry.length ? [`entry / ${entry.join(', ')}`] : []),
    ...(exit.length ? [`exit / ${exit.join(', ')}`] : []),
  ];
}

const isComposite = (node: AnyStateNode) => node.type === 'compound' || node.type === 'parallel';

/** The body of a composite state (or of the whole diagram, for the root). */
function scopeLines(drawing: Drawing, scope: AnyStateNode, depth: number): string[] {
  const pad = indent(depth);
  const { ids } = drawing;
  const children = Object.values(scope.states as Record<string, AnyStateNode>);
  const arrows = (keep: (edge: Edge) => boolean) =>
    drawing.edges
      .filter((edge) => edge.scope === scope && keep(edge))
      .map((edge) => `${pad}${ids.get(edge.from)} --> ${ids.get(edge.to)} : ${edge.label}`);
  const notes = (child: AnyStateNode) => {
    const lines = isComposite(child) ? activities(child) : [];
    return lines.length
      ? [`${pad}note right of ${ids.get(child)}`, ...lines.map((line) => `${pad}  ${line}`), `${pad}end note`]
      : [];
  };

  if (scope.type === 'parallel') {
    // Regions side by side, separated by Mermaid's concurrency divider; each keeps its own arrows.
    return children.flatMap((region, index) => [
      ...(index > 0 ? [`${pad}--`] : []),
      ...declaration(drawing, region, depth),
      ...arrows((edge) => edge.from === region),
      ...notes(region),
    ]);
  }

  const initial = scope.initial?.target?.[0];
  return [
    ...(initial ? [`${pad}[*] --> ${ids.get(ancestorChildOf(scope, initial))}`] : []),
    ...children.flatMap((child) => declaration(drawing, child, depth)),
    ...arrows(() => true),
    ...children.filter((child) => child.type === 'final').map((child) => `${pad}${ids.get(child)} --> [*]`),
    ...children.flatMap(notes),
  ];
}

/** A state's own lines: a block for a composite state, description lines for a simple one. */
function declaration(drawing: Drawing, node: AnyStateNode, depth: number): string[] {
  const pad = indent(depth);
  const id = drawing.ids.get(node)!;
  const label = node.type === 'history' ? `${node.key} (history)` : node.key;
  const named = label === id ? [] : [`${pad}state "${label}" as ${id}`];
  if (isComposite(node)) {
    return [...named, `${pad}state ${id} {`, ...scopeLines(drawing, node, depth + 1), `${pad}}`];
  }
  const described = activities(node).map((line) => `${pad}${id} : ${line}`);
  // A state no arrow names still has to appear.
  const referenced = drawing.edges.some((edge) => edge.from === node || edge.to === node);
  const isInitial = node.parent?.initial?.target?.[0] === node;
  return [...named, ...(described.length || referenced || isInitial ? described : [`${pad}${id}`])];
}

/** The child of `scope` that contains `node` (or is it). */
function ancestorChildOf(scope: AnyStateNode, node: AnyStateNode): AnyStateNode {
  let current = node;
  while (current.parent && current.parent !== scope) current = current.parent;
  return current;
}

const isAncestorOf = (ancestor: AnyStateNode, node: AnyStateNode) => {
  for (let current = node.parent; current; current = current.parent) if (current === ancestor) return true;
  return false;
};

/** The lowest state strictly containing both ends (for a loop: the state's parent). */
function scopeOf(source: AnyStateNode, target: AnyStateNode): AnyStateNode {
  for (let scope = source.parent; scope; scope = scope.parent) {
    if (isAncestorOf(scope, target)) return scope;
  }
  return source.machine.root;
}

/** True when entering `from` ends in `to` through initial states alone. */
function entersByDefault(from: AnyStateNode, to: AnyStateNode): boolean {
  let current: AnyStateNode | undefined = from;
  while (current && current !== to) current = current.initial?.target?.[0];
  return current === to;
}

/** Every arrow of the machine, each assigned to the scope it is drawn in. */
function edges(machine: AnyStateMachine): Edge[] {
  const root = machine.root;
  return [root, ...getStateNodes(machine)].flatMap((node) =>
    transitionsOf(node).flatMap((transition): Edge[] => {
      const label = transitionLabel(machine, transition);
      // The machine's own transitions hold in every top-level state but a final one (the machine
      // is done there): one arrow from each.
      const sources =
        node === root
          ? Object.values(root.states as Record<string, AnyStateNode>).filter(
              (child) => child.type !== 'final',
            )
          : [node];
      const targets = transition.target?.length ? transition.target : null;
      return sources.flatMap((source) =>
        (targets ?? [source]).map((target) => {
          const scope = scopeOf(source, target);
          const from = ancestorChildOf(scope, source);
          const to = ancestorChildOf(scope, target);
          const notes = [
            ...(from !== source && node !== root ? [`in ${source.key}`] : []),
            ...(to !== target && !entersByDefault(to, target)
              ? [`→ ${target.path.slice(to.path.length - 1).join('.')}`]
              : []),
          ];
          return { scope, from, to, label: [label, ...notes.map((n) => `(${n})`)].join(' ') };
        }),
      );
    }),
  );
}

/** `event [guard] / actions`, with delays named and valued, in characters Mermaid accepts. */
export function transitionLabel(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const isAlways = (source.always ?? []).includes(transition);
  const trigger = isAlways ? 'always' : triggerLabel(machine, transition);
  const guard = transition.guard ? ` [${implementationName(transition.guard)}]` : '';
  const actions = namedActions(transition.actions);
  const reenter = transition.reenter ? ' (re-enter)' : '';
  const text = `${trigger}${guard}${reenter}${actions.length ? ` / ${actions.join(', ')}` : ''}`;
  return mermaidSafe(text);
}

function triggerLabel(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const type = transition.eventType;
  if (isAfterEvent(type)) {
    const delay = transition.source.after.find((after) => after.eventType === type)?.delay;
    if (delay === undefined) return type;
    const { name, ms } = resolveDelay(machine, delay);
    if (typeof delay === 'number') return `after ${name}`;
    return `after ${name} (${ms === null ? 'computed' : `${ms} ms`})`;
  }
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) {
    const invoke = transition.source.invoke.find((definition) => definition.id === actor[2]);
    const name = invoke ? implementationName(invoke.src) : actor[2];
    return `${name} ${actor[1] === 'done' ? 'done' : 'error'}`;
  }
  if (type.startsWith('xstate.done.state.')) return 'done';
  if (type === '*') return 'any event';
  return type;
}

/** Mermaid ends a label at `:`, `;` or `#`, and `{}` open blocks: keep them out. */
const mermaidSafe = (text: string) =>
  text
    .replace(/[:;#{}]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
