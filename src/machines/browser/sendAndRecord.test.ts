import { createActor } from 'xstate';
import { CONTACT_DRAFT_STORAGE_KEY } from '../../data/contact';
import { submissions, useWeb3FormsServer, web3formsReplies, web3formsServer } from '../../testing/web3forms';
import { sendAndRecord } from './sendAndRecord';

const fields = { name: 'Camille Martin', email: 'camille@example.fr', phone: '', message: 'Bonjour' };
const stored = () => JSON.parse(sessionStorage.getItem(CONTACT_DRAFT_STORAGE_KEY) ?? 'null');

/** Runs the actor until it settles; resolves with how it ended. */
function run() {
  const actor = createActor(sendAndRecord, { input: fields });
  const ending = new Promise<'done' | 'error'>((resolve) =>
    actor.subscribe({ complete: () => resolve('done'), error: () => resolve('error') }),
  );
  actor.start();
  return ending;
}

describe('sendAndRecord actor: what the session records of a send', () => {
  useWeb3FormsServer();
  beforeEach(() => sessionStorage.clear());

  it('records `pending` while the message is on its way, `sent` once it arrived', async () => {
    const held = web3formsReplies.held('success');
    web3formsServer.use(held.handler);
    const ending = run();
    await vi.waitFor(() => expect(submissions).toHaveLength(1));
    expect(stored()).toMatchObject({ send: 'pending', fields });
    held.release();
    expect(await ending).toBe('done');
    expect(stored()).toMatchObject({ send: 'sent' });
  });

  it('records `unknown` (and why), not `failed`, when the answer cannot be read', async () => {
    web3formsServer.use(web3formsReplies.networkError());
    expect(await run()).toBe('error');
    expect(stored()).toEqual({ version: 1, fields, send: 'unknown', unknown: 'network' });
  });

  it('records `failed` only when it is known not to have arrived (HTTP 413)', async () => {
    web3formsServer.use(web3formsReplies.tooLarge());
    expect(await run()).toBe('error');
    expect(stored()).toEqual({ version: 1, fields, send: 'failed' });
  });

  it('a page being left (reload) keeps `pending`: its own fetch cut off says nothing of the request', async () => {
    const held = web3formsReplies.held('networkError');
    web3formsServer.use(held.handler);
    const ending = run();
    await vi.waitFor(() => expect(submissions).toHaveLength(1));
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    held.release();
    expect(await ending).toBe('error');
    expect(stored()).toEqual({ version: 1, fields, send: 'pending' });
  });

  it('so does a page whose leave was asked (`beforeunload`): Chromium cuts the fetch before `pagehide`', async () => {
    const held = web3formsReplies.held('networkError');
    web3formsServer.use(held.handler);
    const ending = run();
    await vi.waitFor(() => expect(submissions).toHaveLength(1));
    window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    held.release();
    expect(await ending).toBe('error');
    expect(stored()).toEqual({ version: 1, fields, send: 'pending' });
  });

  it('a page back from the back-forward cache records again', async () => {
    const held = web3formsReplies.held('networkError');
    web3formsServer.use(held.handler);
    const ending = run();
    await vi.waitFor(() => expect(submissions).toHaveLength(1));
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    held.release();
    await ending;
    expect(stored()).toMatchObject({ send: 'unknown' });
  });
});
