import { describe, expect, it } from 'vitest';
import { deleteDraft, draftStorageKey, EMPTY_DRAFT, listDrafts, loadDraft, newDraftContext, parseDraftContext, saveDraft, type Draft } from './draftStore';
import { memoryStorage } from '../../components/fixtures/memoryStorage';

const draft: Draft = {
  ...EMPTY_DRAFT,
  text: 'hello @alice https://example.com',
  mentions: { alice: '12' },
  dismissedUrls: ['https://example.com'],
  addedUrls: ['https://img.example/a.png'],
  channelKey: 'dev',
  updatedAt: 5,
};

const OWNER = 'L2:0x00000000000000000000000000000000000000aa';

describe('draft store', () => {
  it('keeps each account’s drafts apart', () => {
    const storage = memoryStorage();
    saveDraft(storage, OWNER, 'new', draft);
    saveDraft(storage, 'L1:7', 'new', { ...draft, text: 'as FID 7' });
    expect(loadDraft(storage, OWNER, 'new')?.text).toBe(draft.text);
    expect(loadDraft(storage, 'L1:7', 'new')?.text).toBe('as FID 7');
    expect(loadDraft(storage, 'signed-out', 'new')).toBeNull();
  });

  it('finds a draft kept before drafts were per account, and moves it on the next save', () => {
    const storage = memoryStorage();
    storage.setItem('castline.draft.new', JSON.stringify(draft));
    expect(loadDraft(storage, OWNER, 'new')?.text).toBe(draft.text);
    saveDraft(storage, OWNER, 'new', { ...draft, text: 'edited' });
    expect(storage.getItem('castline.draft.new')).toBeNull();
    expect(loadDraft(storage, 'L1:7', 'new')).toBeNull();
    expect(loadDraft(storage, OWNER, 'new')?.text).toBe('edited');
  });

  it('keeps one draft per context and gives it back intact', () => {
    const storage = memoryStorage();
    saveDraft(storage, OWNER, 'new', draft);
    saveDraft(storage, OWNER, 'reply:0xabc', { ...draft, text: 'a reply' });
    expect(loadDraft(storage, OWNER, 'new')).toEqual(draft);
    expect(loadDraft(storage, OWNER, 'reply:0xabc')?.text).toBe('a reply');
    expect(loadDraft(storage, OWNER, 'channel:dev')).toBeNull();
  });

  it('keeps the built message so a retry can resend it', () => {
    const storage = memoryStorage();
    const submission = { author: '0x01', hash: '0x' + 'ab'.repeat(20), body: { isExternal: true, message: { hash: 'x' } } } as unknown as Draft['submission'];
    saveDraft(storage, OWNER, 'new', { ...draft, submission });
    expect(loadDraft(storage, OWNER, 'new')?.submission).toEqual(submission);
  });

  it('removes a blank draft instead of storing it, and deletes on request', () => {
    const storage = memoryStorage();
    saveDraft(storage, OWNER, 'new', draft);
    saveDraft(storage, OWNER, 'new', { ...EMPTY_DRAFT, text: '   ' });
    expect(storage.getItem(draftStorageKey(OWNER, 'new'))).toBeNull();
    saveDraft(storage, OWNER, 'new', draft);
    deleteDraft(storage, OWNER, 'new');
    expect(loadDraft(storage, OWNER, 'new')).toBeNull();
  });

  it('treats damaged storage as no draft', () => {
    const storage = memoryStorage();
    storage.setItem(draftStorageKey(OWNER, 'new'), '{not json');
    expect(loadDraft(storage, OWNER, 'new')).toBeNull();
    storage.setItem(draftStorageKey(OWNER, 'new'), JSON.stringify({ text: 3 }));
    expect(loadDraft(storage, OWNER, 'new')).toBeNull();
    storage.setItem(draftStorageKey(OWNER, 'new'), JSON.stringify({ text: 'kept', mentions: {}, dismissedUrls: [], addedUrls: [], submission: { nope: 1 } }));
    expect(loadDraft(storage, OWNER, 'new')).toMatchObject({ text: 'kept', submission: null, channelKey: null });
  });

  it('lists every kept draft of one account, in any context, the one changed last first', () => {
    const storage = memoryStorage();
    const hash = `0x${'ab'.repeat(20)}`;
    saveDraft(storage, 'L1:7', 'new', { ...draft, text: 'oldest', updatedAt: 1 });
    saveDraft(storage, 'L1:7', `reply:${hash}`, { ...draft, text: 'a reply', updatedAt: 3 });
    saveDraft(storage, 'L1:7', 'draft:k3x9a', { ...draft, text: 'kept aside', updatedAt: 2 });
    saveDraft(storage, 'L1:8', 'new', { ...draft, text: 'another account', updatedAt: 4 });
    storage.setItem(draftStorageKey('L1:7', 'channel:dev'), '{not json');
    storage.setItem('castline.draft.L1:7.unknown:thing', JSON.stringify(draft));
    expect(listDrafts(storage, 'L1:7').map((d) => [d.context, d.draft.text])).toEqual([
      [`reply:${hash}`, 'a reply'],
      ['draft:k3x9a', 'kept aside'],
      ['new', 'oldest'],
    ]);
  });

  it('names drafts kept aside so that they parse back, and refuses names it did not make', () => {
    const made = newDraftContext(1_764_000_000_000, () => 0.5);
    expect(parseDraftContext(made)).toBe(made);
    expect(newDraftContext(1_764_000_000_000, () => 0.25)).not.toBe(made);
    for (const bad of ['draft:', 'draft:Upper', 'reply:0x12', 'channel:../x', 'new ', 'draft:aaaaaaaaaaaaaaaaa']) expect(parseDraftContext(bad)).toBeNull();
  });
});
