import { createActor, createMachine } from 'xstate';
import { CONTACT_DRAFT_STORAGE_KEY } from '../../data/contact';
import { canKeepDraft, draftLoader, readDraft, recordSent, removeDraft, writeDraft } from './draftStorage';

const fields = { name: 'Camille', email: 'camille@example.fr', phone: '', message: 'Bonjour' };

describe('draft storage', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('keeps a draft and reads it back', () => {
    writeDraft(fields);
    expect(JSON.parse(sessionStorage.getItem(CONTACT_DRAFT_STORAGE_KEY) ?? '')).toEqual({
      version: 1,
      fields,
    });
    expect(readDraft()).toEqual({ fields, send: null });
  });

  it('keeps how far a send went: under way, failed, or arrived (then with empty fields)', () => {
    writeDraft(fields, 'pending');
    expect(readDraft()).toEqual({ fields, send: 'pending' });
    writeDraft(fields, 'failed');
    expect(readDraft()).toEqual({ fields, send: 'failed' });
    recordSent();
    expect(readDraft()).toEqual({ fields: { name: '', email: '', phone: '', message: '' }, send: 'sent' });
    sessionStorage.setItem(CONTACT_DRAFT_STORAGE_KEY, JSON.stringify({ version: 1, fields, send: 'lost' }));
    expect(readDraft()).toBeNull();
  });

  it('removes the older copy when the store is full, so a stale draft never comes back', () => {
    writeDraft({ ...fields, message: 'Bon' });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    writeDraft({ ...fields, message: 'Bonjour, je voulais vous demander…' });
    expect(readDraft()).toBeNull();
    expect(canKeepDraft()).toBe(false);
  });

  it('tells whether this tab can keep a draft at all', () => {
    expect(canKeepDraft()).toBe(true);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(canKeepDraft()).toBe(false);
  });

  it('leaves nothing behind for an empty form, and removes a draft on demand', () => {
    writeDraft(fields);
    writeDraft({ name: ' ', email: '', phone: '', message: '\n' });
    expect(sessionStorage.getItem(CONTACT_DRAFT_STORAGE_KEY)).toBeNull();
    writeDraft(fields);
    removeDraft();
    expect(readDraft()).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['another shape', JSON.stringify({ name: 'Camille' })],
    ['another version', JSON.stringify({ version: 2, fields })],
    ['fields of the wrong type', JSON.stringify({ version: 1, fields: { name: 42 } })],
    ['an empty draft', JSON.stringify({ version: 1, fields: { name: '' } })],
  ])('ignores %s', (_, stored) => {
    sessionStorage.setItem(CONTACT_DRAFT_STORAGE_KEY, stored);
    expect(readDraft()).toBeNull();
  });

  it('fills fields missing from an older draft with empty text', () => {
    sessionStorage.setItem(
      CONTACT_DRAFT_STORAGE_KEY,
      JSON.stringify({ version: 1, fields: { message: 'Coucou' } }),
    );
    expect(readDraft()).toEqual({
      fields: { name: '', email: '', phone: '', message: 'Coucou' },
      send: null,
    });
  });

  it('never throws when storage refuses every call (private mode, quota)', () => {
    const refuse = () => {
      throw new DOMException('refused', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    expect(() => writeDraft(fields)).not.toThrow();
    expect(() => writeDraft({ name: '', email: '', phone: '', message: '' })).not.toThrow();
    expect(readDraft()).toBeNull();
    expect(() => removeDraft()).not.toThrow();
  });

  it('never throws when even reaching sessionStorage throws (storage blocked)', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeDraft(fields)).not.toThrow();
    expect(readDraft()).toBeNull();
    expect(() => removeDraft()).not.toThrow();
  });

  describe('draftLoader actor', () => {
    const parentOf = () => {
      const received: unknown[] = [];
      const parent = createMachine({
        invoke: { src: draftLoader },
        on: { '*': { actions: ({ event }) => received.push(event) } },
      });
      return { actor: createActor(parent), received };
    };

    it('sends the saved draft once the actor starts, not before', () => {
      writeDraft(fields);
      const { actor, received } = parentOf();
      expect(received).toEqual([]);
      actor.start();
      expect(received).toEqual([{ type: 'draft.loaded', fields, send: null }]);
      actor.stop();
    });

    it('sends nothing when there is no draft', () => {
      const { actor, received } = parentOf();
      actor.start();
      expect(received).toEqual([]);
      actor.stop();
    });
  });
});
