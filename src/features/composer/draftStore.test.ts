import { describe, expect, it } from 'vitest';
import { deleteDraft, draftStorageKey, EMPTY_DRAFT, loadDraft, saveDraft, type Draft } from './draftStore';

/** The Storage interface over a Map: localStorage's contract, in Node. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const draft: Draft = {
  ...EMPTY_DRAFT,
  text: 'hello @alice https://example.com',
  mentions: { alice: '12' },
  dismissedUrls: ['https://example.com'],
  addedUrls: ['https://img.example/a.png'],
  channelKey: 'dev',
  updatedAt: 5,
};

describe('draft store', () => {
  it('keeps one draft per context and gives it back intact', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'new', draft);
    saveDraft(storage, 'reply:0xabc', { ...draft, text: 'a reply' });
    expect(loadDraft(storage, 'new')).toEqual(draft);
    expect(loadDraft(storage, 'reply:0xabc')?.text).toBe('a reply');
    expect(loadDraft(storage, 'channel:dev')).toBeNull();
  });

  it('keeps the built message so a retry can resend it', () => {
    const storage = memoryStorage();
    const submission = { author: '0x01', hash: '0x' + 'ab'.repeat(20), body: { isExternal: true, message: { hash: 'x' } } } as unknown as Draft['submission'];
    saveDraft(storage, 'new', { ...draft, submission });
    expect(loadDraft(storage, 'new')?.submission).toEqual(submission);
  });

  it('removes a blank draft instead of storing it, and deletes on request', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'new', draft);
    saveDraft(storage, 'new', { ...EMPTY_DRAFT, text: '   ' });
    expect(storage.getItem(draftStorageKey('new'))).toBeNull();
    saveDraft(storage, 'new', draft);
    deleteDraft(storage, 'new');
    expect(loadDraft(storage, 'new')).toBeNull();
  });

  it('treats damaged storage as no draft', () => {
    const storage = memoryStorage();
    storage.setItem(draftStorageKey('new'), '{not json');
    expect(loadDraft(storage, 'new')).toBeNull();
    storage.setItem(draftStorageKey('new'), JSON.stringify({ text: 3 }));
    expect(loadDraft(storage, 'new')).toBeNull();
    storage.setItem(draftStorageKey('new'), JSON.stringify({ text: 'kept', mentions: {}, dismissedUrls: [], addedUrls: [], submission: { nope: 1 } }));
    expect(loadDraft(storage, 'new')).toMatchObject({ text: 'kept', submission: null, channelKey: null });
  });
});
