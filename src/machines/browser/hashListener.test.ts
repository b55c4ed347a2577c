import { createActor, createMachine } from 'xstate';
import { HASH_WATCHED_ATTRIBUTE } from '../../data/navigation';
import { currentHash } from './hash';
import { hashListener } from './hashListener';
import { scrollToHashTarget } from './scrolling';

describe('hashListener', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('reports every hashchange (not the opening hash: that is the machine’s input), until stopped, and says it listens', () => {
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
    expect(hashes).toEqual([]);
    // The page's early script leaves hash changes to the machine from here on.
    expect(document.documentElement.hasAttribute(HASH_WATCHED_ATTRIBUTE)).toBe(true);

    window.location.hash = '#atelier-portage';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(hashes).toEqual(['atelier-portage']);

    parent.stop();
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(hashes).toHaveLength(1);
    expect(document.documentElement.hasAttribute(HASH_WATCHED_ATTRIBUTE)).toBe(false);
  });

  it('decodes the hash, and keeps a malformed one as it is', () => {
    window.location.hash = '#caf%C3%A9';
    expect(currentHash()).toBe('café');
    window.location.hash = '#100%';
    expect(currentHash()).toBe('100%');
  });
});

describe('scrollToHashTarget', () => {
  it('leaves a malformed escape as it is instead of throwing URIError (/#%, /services#100%)', () => {
    document.body.innerHTML = '<p id="100%">cent pour cent</p>';
    const target = document.getElementById('100%')!;
    target.scrollIntoView = vi.fn();
    expect(() => scrollToHashTarget('%')).not.toThrow();
    scrollToHashTarget('100%');
    expect(target.scrollIntoView).toHaveBeenCalledOnce();
    document.body.innerHTML = '';
  });
});
