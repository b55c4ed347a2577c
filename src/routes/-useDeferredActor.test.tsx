import { act, renderHook } from '@testing-library/react';
import { type AnyStateMachine, assign, fromCallback, setup } from 'xstate';
import { deferredActorsStarted, useDeferredActor, useDeferredSelector } from './-useDeferredActor';

/** Counts `add` events and keeps their amounts in arrival order. */
const counterMachine = setup({
  types: { context: {} as { amounts: number[] }, events: {} as { type: 'add'; amount: number } },
  actions: {
    keep: assign({ amounts: ({ context, event }) => [...context.amounts, event.amount] }),
    announceStart: () => {},
  },
  actors: {
    /** Stands for a browser listener the machine holds while it runs. */
    listener: fromCallback(() => () => {}),
  },
}).createMachine({
  id: 'counter',
  context: { amounts: [] },
  entry: 'announceStart',
  invoke: { src: 'listener' },
  on: { add: { actions: 'keep' } },
});

/** A machine module that arrives when the test releases it; `release` waits until it runs. */
function deferred<TMachine extends AnyStateMachine>(machine: TMachine) {
  let resolve: (value: TMachine) => void = () => {};
  const module = new Promise<TMachine>((settle) => (resolve = settle));
  const load = vi.fn(() => module);
  const release = () =>
    act(async () => {
      resolve(machine);
      await deferredActorsStarted();
    });
  return { load, release };
}

function useCounter(load: () => Promise<typeof counterMachine>) {
  const counter = useDeferredActor(load);
  const amounts = useDeferredSelector(counter, (snapshot) => snapshot.context.amounts.join(','), 'not yet');
  return { counter, amounts };
}

describe('useDeferredActor', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the initial value until the machine runs, then delivers the events sent meanwhile, in order', async () => {
    const { load, release } = deferred(counterMachine);
    const { result } = renderHook(() => useCounter(load));
    expect(result.current.amounts).toBe('not yet');
    expect(result.current.counter.getSnapshot()).toBeUndefined();

    act(() => {
      result.current.counter.send({ type: 'add', amount: 1 });
      result.current.counter.send({ type: 'add', amount: 2 });
    });
    expect(result.current.amounts).toBe('not yet');

    await release();
    expect(result.current.amounts).toBe('1,2');
    act(() => result.current.counter.send({ type: 'add', amount: 3 }));
    expect(result.current.amounts).toBe('1,2,3');
    expect(load).toHaveBeenCalledOnce();
  });

  it('starting the machine re-renders nothing when the selected value stays the same', async () => {
    const { load, release } = deferred(counterMachine);
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      const counter = useDeferredActor(load);
      return useDeferredSelector(counter, (snapshot) => snapshot.context.amounts.length, 0);
    });
    const rendersBefore = renders;
    await release();
    expect(result.current).toBe(0);
    expect(renders).toBe(rendersBefore);
  });

  it('keeps `send` stable, so effects that depend on it run once', async () => {
    const { load, release } = deferred(counterMachine);
    const { result, rerender } = renderHook(() => useCounter(load));
    const { send } = result.current.counter;
    await release();
    rerender();
    expect(result.current.counter.send).toBe(send);
  });

  it('stops the machine when the component goes away, and never starts one that arrives too late', async () => {
    const removeListener = vi.fn();
    const listener = fromCallback(() => removeListener);
    const running = deferred(counterMachine.provide({ actors: { listener } }));
    const first = renderHook(() => useCounter(running.load));
    await running.release();
    expect(first.result.current.amounts).toBe('');
    first.unmount();
    expect(removeListener).toHaveBeenCalledOnce();

    const announceStart = vi.fn();
    const late = deferred(counterMachine.provide({ actions: { announceStart } }));
    const second = renderHook(() => useCounter(late.load));
    second.unmount();
    await late.release();
    expect(announceStart).not.toHaveBeenCalled();
  });

  it('a module that cannot load leaves the initial value and reports to the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('Failed to fetch dynamically imported module');
    const { result } = renderHook(() => useCounter(() => Promise.reject(failure)));
    await act(deferredActorsStarted);
    expect(result.current.amounts).toBe('not yet');
    expect(error).toHaveBeenCalledWith('A page behaviour could not be loaded.', failure);
    error.mockRestore();
  });

  it('loads each machine in a task of its own, after the commit, so none lengthens the hydration', async () => {
    vi.useFakeTimers();
    const menu = vi.fn(() => Promise.resolve(counterMachine));
    const header = vi.fn(() => Promise.resolve(counterMachine));
    const { result } = renderHook(() => [useCounter(menu), useCounter(header)]);
    expect(menu).not.toHaveBeenCalled();
    expect(header).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(2);

    await act(() => vi.runAllTimersAsync());
    expect(menu).toHaveBeenCalledOnce();
    expect(header).toHaveBeenCalledOnce();
    vi.useRealTimers();
    await act(deferredActorsStarted);
    expect(result.current.map(({ amounts }) => amounts)).toEqual(['', '']);
  });

  it('deferredActorsStarted resolves once every machine asked for runs', async () => {
    const { result } = renderHook(() => useCounter(() => Promise.resolve(counterMachine)));
    expect(result.current.counter.getSnapshot()).toBeUndefined();
    await act(deferredActorsStarted);
    expect(result.current.counter.getSnapshot()?.status).toBe('active');
  });
});
