// One editor at a time in her browser: two tabs that each read her files when they opened would each
// save their own copy of a sheet, the second undoing the first without a word. The tab that has the
// editor holds a Web Lock for as long as it lives (the browser lets it go when the tab closes); another
// tab waits, says so, and asks over a BroadcastChannel when she chooses to continue there. Both are the
// browser's own, for the pages of this address only.
import { fromCallback } from 'xstate';
import type { HerEditorEvent, TabsRequest } from '../machines/herEditorMachine.ts';

const LOCK = 'editeur-cesarienne-sereine';
/** Set before this tab reads her files again to continue here: once open, it asks for the editor at once. */
const CONTINUE_HERE = 'editeur-continuer-ici';

type Message = 'take-over' | 'busy';

/** The machine's `editorTabs` (src/machines/herEditorMachine.ts). */
export const editorTabs = fromCallback<TabsRequest>(({ sendBack, receive }) => {
  const send = (event: HerEditorEvent) => sendBack(event);
  const channel = new BroadcastChannel(LOCK);
  let holding = false;
  let waiting = false;
  let letGo: (() => void) | undefined;
  const hold = () =>
    new Promise<void>((resolve) => {
      holding = true;
      letGo = resolve;
      send({ type: 'tab.alone' });
    });
  // Granted once the tab that has the editor lets it go or closes.
  const waitForIt = () => {
    if (waiting) return;
    waiting = true;
    void navigator.locks.request(LOCK, hold);
  };
  const post = (message: Message) => channel.postMessage(message);

  void navigator.locks.request(LOCK, { ifAvailable: true }, (lock) => {
    if (lock) return hold();
    send({ type: 'tab.another' });
    if (sessionStorage.getItem(CONTINUE_HERE)) {
      sessionStorage.removeItem(CONTINUE_HERE);
      post('take-over');
      waitForIt();
    }
    return undefined;
  });
  channel.onmessage = ({ data }: MessageEvent<Message>) => {
    if (data === 'take-over' && holding) send({ type: 'tab.takeOverAsked' });
    if (data === 'busy' && !holding) send({ type: 'tab.busy' });
  };
  receive((request) => {
    switch (request.type) {
      case 'tab.ask':
        post('take-over');
        waitForIt();
        break;
      case 'tab.refuse':
        post('busy');
        break;
      case 'tab.handOver':
        holding = false;
        letGo?.();
        break;
      case 'tab.reload':
        sessionStorage.setItem(CONTINUE_HERE, '1');
        location.reload();
        break;
    }
  });
  return () => {
    channel.close();
    letGo?.();
  };
});
