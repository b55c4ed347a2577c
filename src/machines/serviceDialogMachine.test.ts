import { createActor, fromCallback } from 'xstate';
import { serviceDialogMachine } from './serviceDialogMachine';

function startDialog() {
  const calls: string[] = [];
  const lock = { held: false };
  const actor = createActor(
    serviceDialogMachine.provide({
      actions: {
        showDialog: ({ context }) => {
          calls.push(`show ${context.serviceId}`);
        },
        closeDialog: ({ context }) => {
          calls.push(`close ${context.serviceId}`);
        },
        focusOpener: ({ context }) => {
          calls.push(`focus ${context.serviceId}`);
        },
      },
      actors: {
        pageScrollLock: fromCallback(() => {
          lock.held = true;
          calls.push('lock');
          return () => {
            lock.held = false;
            calls.push('unlock');
          };
        }),
      },
    }),
  ).start();
  return { actor, calls, lock };
}

describe('serviceDialogMachine', () => {
  it('starts closed, with no service and the page free to scroll', () => {
    const { actor, calls, lock } = startDialog();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.serviceId).toBeNull();
    for (const type of ['dialog.close', 'dialog.cancel', 'backdrop.click', 'dialog.closed'] as const) {
      actor.send({ type });
    }
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual([]);
    expect(lock.held).toBe(false);
  });

  it('opens on "En savoir plus" with the selected service, shows the modal and locks the page', () => {
    const { actor, calls, lock } = startDialog();
    actor.send({ type: 'dialog.open', serviceId: 'atelier-portage' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.serviceId).toBe('atelier-portage');
    expect(calls).toEqual(['show atelier-portage', 'lock']);
    expect(lock.held).toBe(true);
  });

  it.each([
    ['the "Fermer" button', 'dialog.close'],
    ['Escape (cancel)', 'dialog.cancel'],
    ['a backdrop click', 'backdrop.click'],
    ['the browser closing it', 'dialog.closed'],
  ] as const)('closes on %s: closes the modal, unlocks the page, focuses the opener', (_, type) => {
    const { actor, calls, lock } = startDialog();
    actor.send({ type: 'dialog.open', serviceId: 'bain-enveloppe' });
    calls.length = 0;
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual(['close bain-enveloppe', 'focus bain-enveloppe', 'unlock']);
    expect(lock.held).toBe(false);
  });

  it('ignores a second opening while open, and opens another service after closing', () => {
    const { actor, calls } = startDialog();
    actor.send({ type: 'dialog.open', serviceId: 'cesarienne-confiance' });
    actor.send({ type: 'dialog.open', serviceId: 'atelier-portage' });
    expect(actor.getSnapshot().context.serviceId).toBe('cesarienne-confiance');
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.open', serviceId: 'atelier-portage' });
    expect(actor.getSnapshot().context.serviceId).toBe('atelier-portage');
    expect(calls.filter((call) => call.startsWith('show'))).toEqual([
      'show cesarienne-confiance',
      'show atelier-portage',
    ]);
  });

  it('releases the scroll lock when the page is left with the dialog open', () => {
    const { actor, lock } = startDialog();
    actor.send({ type: 'dialog.open', serviceId: 'atelier-portage' });
    expect(lock.held).toBe(true);
    actor.stop();
    expect(lock.held).toBe(false);
  });

  it('locks the real page scroll with the default lock, and restores it exactly', () => {
    document.documentElement.style.overflow = 'clip';
    const actor = createActor(serviceDialogMachine).start();
    actor.send({ type: 'dialog.open', serviceId: 'atelier-portage' });
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.documentElement.dataset.scrollLocked).toBe('true');
    actor.send({ type: 'dialog.cancel' });
    expect(document.documentElement.style.overflow).toBe('clip');
    expect(document.documentElement.dataset.scrollLocked).toBeUndefined();
    document.documentElement.style.overflow = '';
  });
});
