import { and, createMachine, fromCallback, fromPromise, not, or, setup, stateIn } from 'xstate';
import { machineToMermaid } from './mermaid';
import { allTransitions, describeGuard, stateNodesOf, transitionKey } from './statechart';

/** A machine with a bit of everything the site's machines may use. */
const sample = setup({
  types: { events: {} as { type: 'go' } | { type: 'reset' } },
  guards: { isReady: () => true, isCalm: () => true },
  delays: { pause: 250, computed: () => 10 },
  actions: { log: () => {}, greet: () => {} },
  actors: { ticker: fromCallback(() => {}), loader: fromPromise(async () => 1) },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  on: { reset: { target: '.idle', reenter: true } },
  states: {
    idle: {
      always: { guard: and(['isReady', not('isCalm')]), target: 'busy' },
      on: { go: 'busy.resting' },
    },
    busy: {
      invoke: { src: 'ticker' },
      entry: 'greet',
      exit: 'log',
      initial: 'working',
      states: {
        working: {
          invoke: { id: 'load', src: 'loader', onDone: 'resting', onError: '#sample.done' },
          after: { pause: 'resting', 50: { target: 'working', reenter: true } },
        },
        resting: {
          on: { go: { guard: or(['isReady', stateIn('#sample.busy')]), target: 'working', actions: 'log' } },
          after: { computed: '#sample.done' },
        },
      },
    },
    done: { type: 'final' },
  },
});

const lines = (...text: string[]) => text.join('\n');

describe('machineToMermaid', () => {
  it('draws nested states, delays with their values, actors, guards and final states', () => {
    expect(machineToMermaid(sample)).toBe(
      lines(
        'stateDiagram-v2',
        '  [*] --> idle',
        '  state busy {',
        '    [*] --> working',
        '    working : invoke loader',
        '    working --> resting : loader done',
        '    working --> working : after 50 ms (re-enter)',
        '    working --> resting : after pause (250 ms)',
        '    resting --> working : go [isReady || in(sample.busy)] / log',
        '  }',
        // Declared on the machine: drawn from every top-level state but the final one.
        '  idle --> idle : reset (re-enter)',
        '  busy --> idle : reset (re-enter)',
        // Arrows into or out of a nested state are drawn at the level both ends share.
        '  idle --> busy : go (→ busy.resting)',
        '  idle --> busy : always [isReady && !isCalm]',
        '  busy --> done : loader error (in working)',
        '  busy --> done : after computed (computed) (in resting)',
        '  done --> [*]',
        '  note right of busy',
        '    invoke ticker',
        '    entry / greet',
        '    exit / log',
        '  end note',
      ),
    );
  });

  it('draws parallel regions inside one state, and tells apart states that share a name', () => {
    const both = createMachine({
      id: 'both',
      type: 'parallel',
      states: {
        left: { initial: 'on', states: { on: { on: { flip: 'off' } }, off: {} } },
        right: { initial: 'on', states: { on: {}, off: { on: { flip: 'on' } } } },
      },
    });
    expect(machineToMermaid(both)).toBe(
      lines(
        'stateDiagram-v2',
        '  [*] --> both_machine',
        '  state both_machine {',
        '    state left {',
        '      [*] --> left_on',
        '      state "on" as left_on',
        '      state "off" as left_off',
        '      left_on --> left_off : flip',
        '    }',
        '    --',
        '    state right {',
        '      [*] --> right_on',
        '      state "on" as right_on',
        '      state "off" as right_off',
        '      right_off --> right_on : flip',
        '    }',
        '  }',
      ),
    );
  });

  it('keeps characters that end a Mermaid label out of it', () => {
    const odd = createMachine({
      id: 'odd',
      initial: 'a',
      states: { a: { on: { 'weird:event;#{x}': 'b' } }, b: { on: { '*': 'a' } } },
    });
    expect(machineToMermaid(odd)).toContain('a --> b : weird event x');
    expect(machineToMermaid(odd)).toContain('b --> a : any event');
  });
});

describe('statechart reading', () => {
  it('names guards as predicates, combinators included', () => {
    const [always] = sample.root.states.idle!.always!;
    expect(describeGuard(always!.guard)).toBe('isReady && !isCalm');
    expect(describeGuard(not(and(['a', 'b'])))).toBe('!(a && b)');
  });

  it('counts every state and transition, with keys that survive provide()', () => {
    expect(stateNodesOf(sample).map((node) => node.id)).toEqual([
      'sample.idle',
      'sample.busy',
      'sample.busy.working',
      'sample.busy.resting',
      'sample.done',
    ]);
    const keys = allTransitions(sample).map(transitionKey);
    expect(keys).toHaveLength(9);
    expect(new Set(keys).size).toBe(9);
    expect(keys).toContain('sample.idle|always|0');
    expect(allTransitions(sample.provide({ guards: { isReady: () => false } })).map(transitionKey)).toEqual(
      keys,
    );
  });
});
