import { createActor, createMachine } from 'xstate';
import { currentHash, hashListener } from './hashListener';

describe('hashListener', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('reports the opening hash, then every hashchange, until stopped', () => {
    window.location.hash = '#bain-enveloppe';
    const hashes: string[] = [];
    const parent = createActor(
      createMachine({
        invoke: { src: hashListener },
        on: {
          'hash.changed': {
            actions: ({ event }) => hashes.push((event as unknown as { hash: string }).hash),
          },
        },
      }),
    ).start();
    expect(hashes).toEqual(['bain-enveloppe']);

    window.location.hash = '#atelier-portage';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(hashes).toEqual(['bain-enveloppe', 'atelier-portage']);

    parent.stop();
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(hashes).toHaveLength(2);
  });

  it('decodes the hash, and keeps a malformed one as it is', () => {
    window.location.hash = '#caf%C3%A9';
    expect(currentHash()).toBe('café');
    window.location.hash = '#100%';
    expect(currentHash()).toBe('100%');
  });
});
