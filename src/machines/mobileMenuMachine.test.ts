import { createActor, fromCallback } from 'xstate';
import { mobileMenuMachine } from './mobileMenuMachine';

function startMenu() {
  const focusToggle = vi.fn();
  const listening = { escape: false };
  const actor = createActor(
    mobileMenuMachine.provide({
      actions: { focusToggle },
      actors: {
        escapeKeyListener: fromCallback(() => {
          listening.escape = true;
          return () => {
            listening.escape = false;
          };
        }),
      },
    }),
  ).start();
  return { actor, focusToggle, listening };
}

describe('mobileMenuMachine', () => {
  it('starts closed and ignores close events while closed', () => {
    const { actor } = startMenu();
    expect(actor.getSnapshot().value).toBe('closed');
    for (const type of ['menu.close', 'key.escape', 'route.changed'] as const) {
      actor.send({ type });
      expect(actor.getSnapshot().value).toBe('closed');
    }
  });

  it('opens and closes with the toggle', () => {
    const { actor } = startMenu();
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it.each(['menu.close', 'route.changed'] as const)('closes on %s without moving focus', (type) => {
    const { actor, focusToggle } = startMenu();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(focusToggle).not.toHaveBeenCalled();
  });

  it('closes on Escape and gives focus back to the toggle', () => {
    const { actor, focusToggle } = startMenu();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'key.escape' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(focusToggle).toHaveBeenCalledOnce();
  });

  it('listens to Escape only while open', () => {
    const { actor, listening } = startMenu();
    expect(listening.escape).toBe(false);
    actor.send({ type: 'menu.toggle' });
    expect(listening.escape).toBe(true);
    actor.send({ type: 'menu.toggle' });
    expect(listening.escape).toBe(false);
  });

  it('the default Escape listener turns a keydown into key.escape', () => {
    const actor = createActor(mobileMenuMachine).start();
    actor.send({ type: 'menu.toggle' });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(actor.getSnapshot().value).toBe('open');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
