import { createActor, fromCallback } from 'xstate';
import { SERVICE_DIALOG_ATTRIBUTE } from '../data/navigation';
import { serviceDialogMachine } from './serviceDialogMachine';

/** The machine with stand-ins: `platform.open(id)` / `platform.close()` play a dialog's toggle events. */
function startDialog(openServiceId: string | null = null) {
  const calls: string[] = [];
  const lock = { held: false };
  const platform = { open: (_serviceId: string) => {}, close: () => {} };
  const actor = createActor(
    serviceDialogMachine.provide({
      actions: {
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
        serviceDialogListener: fromCallback(({ sendBack }) => {
          platform.open = (serviceId) => sendBack({ type: 'dialog.opened', serviceId });
          platform.close = () => sendBack({ type: 'dialog.closed' });
        }),
      },
    }),
    { input: { openServiceId } },
  ).start();
  return { actor, calls, lock, platform };
}

describe('serviceDialogMachine', () => {
  it('starts closed when no dialog is open, with the page free to scroll', () => {
    const { actor, calls, lock, platform } = startDialog();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.serviceId).toBeNull();
    platform.close();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual([]);
    expect(lock.held).toBe(false);
  });

  it('starts open, with the page locked, when the visitor opened a dialog before the scripts ran', () => {
    const { actor, calls, lock } = startDialog('bain-enveloppe');
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.serviceId).toBe('bain-enveloppe');
    expect(lock.held).toBe(true);
    expect(calls).toEqual(['lock']);
  });

  it('follows a dialog its button opened: locks the page, and on closing unlocks it and gives focus back', () => {
    const { actor, calls, lock, platform } = startDialog();
    platform.open('atelier-portage');
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.serviceId).toBe('atelier-portage');
    expect(lock.held).toBe(true);
    platform.close();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(lock.held).toBe(false);
    expect(calls).toEqual(['lock', 'focus atelier-portage', 'unlock']);
    // The service stays known once closed (its opener got focus); the next one replaces it.
    expect(actor.getSnapshot().context.serviceId).toBe('atelier-portage');
    platform.open('bain-enveloppe');
    expect(actor.getSnapshot().context.serviceId).toBe('bain-enveloppe');
  });

  it('ignores a second "opened" while open: one dialog, one lock', () => {
    const { actor, calls, platform } = startDialog();
    platform.open('atelier-portage');
    platform.open('atelier-portage');
    expect(actor.getSnapshot().value).toBe('open');
    expect(calls).toEqual(['lock']);
  });

  it('releases the lock when it stops with a dialog open (the visitor left the page)', () => {
    const { actor, lock, platform } = startDialog();
    platform.open('atelier-portage');
    actor.stop();
    expect(lock.held).toBe(false);
  });

  it('the default listener hears the detail dialogs’ toggle events only', () => {
    const dialog = document.createElement('dialog');
    dialog.setAttribute(SERVICE_DIALOG_ATTRIBUTE, 'atelier-portage');
    const other = document.createElement('dialog');
    document.body.append(dialog, other);
    const actor = createActor(
      serviceDialogMachine.provide({ actors: { pageScrollLock: fromCallback(() => {}) } }),
      { input: { openServiceId: null } },
    ).start();
    other.showModal();
    expect(actor.getSnapshot().value).toBe('closed');
    dialog.showModal();
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.serviceId).toBe('atelier-portage');
    dialog.close();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.stop();
    dialog.remove();
    other.remove();
  });
});
