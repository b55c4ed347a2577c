import { createMachine, fromCallback, fromPromise, not, setup } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { machineToMermaid } from './mermaid';
import { implementationName, transitionsOf } from './statechart';

/** A machine with a bit of everything the site's machines may use. */
const sample = setup({
  types: { events: {} as { type: 'go' } | { type: 'reset' } },
  guards: { isReady: () => true, isCalm: (_args, _params: { below: number }) => true },
  delays: { pause: 250, computed: () => 10 },
  actions: { log: () => {}, greet: () => {} },
  actors: { ticker: fromCallback(() => {}), loader: fromPromise(async () => 1) },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  on: { reset: { target: '.idle', reenter: true } },
  states: {
    idle: {
      always: { guard: 'isReady', target: 'busy' },
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
          on: { go: { guard: { type: 'isCalm', params: { below: 3 } }, target: 'working', actions: 'log' } },
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
        '    resting --> working : go [isCalm] / log',
        '  }',
        // Declared on the machine: drawn from every top-level state but the final one.
        '  idle --> idle : reset (re-enter)',
        '  busy --> idle : reset (re-enter)',
        // Arrows into or out of a nested state are drawn at the level both ends share.
        '  idle --> busy : go (→ busy.resting)',
        '  idle --> busy : always [isReady]',
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
  it('names guards and actions as XState exposes them: the name, or the object type', () => {
    const [always] = sample.root.states.idle!.always!;
    expect(implementationName(always!.guard)).toBe('isReady');
    expect(implementationName({ type: 'isCalm', params: { below: 3 } })).toBe('isCalm');
    // A combinator or a closure written in the config has no name: `setup()` should give it one.
    expect(implementationName(not('isCalm'))).toBe('inline');
  });

  it('lists every state and the transitions each declares', () => {
    expect(getStateNodes(sample).map((node) => node.id)).toEqual([
      'sample.idle',
      'sample.busy',
      'sample.busy.working',
      'sample.busy.resting',
      'sample.done',
    ]);
    expect([sample.root, ...getStateNodes(sample)].flatMap(transitionsOf)).toHaveLength(9);
  });
});
