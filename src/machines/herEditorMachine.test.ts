import { createActor, fromCallback } from 'xstate';
import { type ExitRequest, herEditorMachine, type TabsRequest } from './herEditorMachine';

/** The machine with its page stood in for: what it asked of the tabs and of the ways out, in order. */
function start({ unsaved = false } = {}) {
  const asked: string[] = [];
  let tabs: ((event: { type: string }) => void) | undefined;
  let exits: ((event: { type: string }) => void) | undefined;
  const actor = createActor(
    herEditorMachine.provide({
      guards: { hasUnsavedWork: () => unsaved },
      actions: {
        startEditor: () => asked.push('start'),
        showElsewhere: () => asked.push('cover: elsewhere'),
        showOtherBusy: () => asked.push('cover: busy'),
        showDisplaced: () => asked.push('cover: displaced'),
        hideCover: () => asked.push('cover hidden'),
        askToLeave: () => asked.push('question'),
        closeQuestion: () => asked.push('question closed'),
      },
      actors: {
        editorTabs: fromCallback<TabsRequest>(({ sendBack, receive }) => {
          tabs = sendBack;
          receive((request) => asked.push(request.type));
        }),
        sheetExits: fromCallback<ExitRequest>(({ sendBack, receive }) => {
          exits = sendBack;
          receive((request) => asked.push(request.type));
        }),
      },
    }),
  ).start();
  return {
    actor,
    asked,
    fromTabs: (type: string) => tabs?.({ type }),
    fromPage: (type: string) => exits?.({ type }),
    setUnsaved: (value: boolean) => {
      unsaved = value;
    },
  };
}

describe('herEditorMachine', () => {
  it('starts the editor at once when no other tab has it', () => {
    const { actor, asked, fromTabs } = start();
    expect(asked).toEqual([]);
    fromTabs('tab.alone');
    expect(actor.getSnapshot().matches({ editing: 'free' })).toBe(true);
    expect(asked).toEqual(['start']);
  });

  it('waits behind its cover while another tab has it, asks when she continues here, starts once handed over', () => {
    const { actor, asked, fromTabs } = start();
    fromTabs('tab.another');
    actor.send({ type: 'tab.continueHere' });
    fromTabs('tab.busy');
    actor.send({ type: 'tab.continueHere' });
    fromTabs('tab.alone');
    expect(asked).toEqual(['cover: elsewhere', 'tab.ask', 'cover: busy', 'tab.ask', 'cover hidden', 'start']);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('hands the editor over when asked with nothing unsaved, then reads her files again to continue here', () => {
    const { actor, asked, fromTabs } = start();
    fromTabs('tab.alone');
    fromTabs('tab.takeOverAsked');
    expect(actor.getSnapshot().value).toBe('displaced');
    actor.send({ type: 'tab.continueHere' });
    expect(asked).toEqual(['start', 'cover: displaced', 'tab.handOver', 'tab.reload']);
  });

  it('keeps the editor while her sheet has unsaved work, and says so to the tab that asked', () => {
    const { actor, asked, fromTabs } = start({ unsaved: true });
    fromTabs('tab.alone');
    fromTabs('tab.takeOverAsked');
    expect(actor.getSnapshot().matches({ editing: 'free' })).toBe(true);
    expect(asked).toEqual(['start', 'tab.refuse']);
  });

  it('asks before a way out of her sheet, stays if she says so, takes the way out if she chooses to leave', () => {
    const { actor, asked, fromTabs, fromPage } = start({ unsaved: true });
    fromTabs('tab.alone');
    fromPage('sheet.leaving');
    expect(actor.getSnapshot().matches({ editing: 'askingToLeave' })).toBe(true);
    actor.send({ type: 'leave.stay' });
    fromPage('sheet.leaving');
    actor.send({ type: 'leave.confirm' });
    expect(actor.getSnapshot().matches({ editing: 'free' })).toBe(true);
    expect(asked).toEqual(['start', 'question', 'question closed', 'question', 'question closed', 'exit.go']);
  });

  it('lets Sveltia close a sheet it has just saved, then asks again before the next way out', () => {
    const { actor, asked, fromTabs, fromPage } = start({ unsaved: true });
    fromTabs('tab.alone');
    actor.send({ type: 'sheet.saved' });
    expect(asked).toEqual(['start', 'exit.letClose']);
    fromPage('sheet.closed');
    expect(actor.getSnapshot().matches({ editing: 'free' })).toBe(true);
    fromPage('sheet.leaving');
    expect(asked).toEqual(['start', 'exit.letClose', 'question']);
  });

  it('hands the editor over just after a save, while Sveltia still closes the sheet', () => {
    const { actor, asked, fromTabs } = start({ unsaved: true });
    fromTabs('tab.alone');
    actor.send({ type: 'sheet.saved' });
    fromTabs('tab.takeOverAsked');
    expect(actor.getSnapshot().value).toBe('displaced');
    expect(asked).toEqual(['start', 'exit.letClose', 'cover: displaced', 'tab.handOver']);
  });

  it('refuses the editor to another tab while it asks her whether to leave', () => {
    const { actor, asked, fromTabs, fromPage } = start({ unsaved: true });
    fromTabs('tab.alone');
    fromPage('sheet.leaving');
    fromTabs('tab.takeOverAsked');
    expect(actor.getSnapshot().matches({ editing: 'askingToLeave' })).toBe(true);
    expect(asked.at(-1)).toBe('tab.refuse');
  });
});
