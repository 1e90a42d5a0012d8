import { describe, expect, it } from 'vitest';
import { deleteDraft, draftOf, draftStorageKey, listDrafts, loadDraft, newDraftContext, parseDraftContext, saveDraft, type Draft, type DraftPart } from './draftStore';
import { memoryStorage } from '../../components/fixtures/memoryStorage';

const draft: Draft = {
  ...draftOf('hello @alice https://example.com', { mentions: { alice: '12' }, dismissedUrls: ['https://example.com'], addedUrls: ['https://img.example/a.png'] }),
  channelKey: 'dev',
  updatedAt: 5,
};
const textOf = (d: Draft | null | undefined) => d?.parts.map((part) => part.text).join(' | ');
const withText = (text: string, over: Partial<Draft> = {}): Draft => ({ ...draft, parts: [{ ...draft.parts[0]!, text }], ...over });

const OWNER = 'L2:0x00000000000000000000000000000000000000aa';

describe('draft store', () => {
  it('keeps each account’s drafts apart', () => {
    const storage = memoryStorage();
    saveDraft(storage, OWNER, 'new', draft);
    saveDraft(storage, 'L1:7', 'new', withText('as FID 7'));
    expect(textOf(loadDraft(storage, OWNER, 'new'))).toBe(textOf(draft));
    expect(textOf(loadDraft(storage, 'L1:7', 'new'))).toBe('as FID 7');
    expect(loadDraft(storage, 'signed-out', 'new')).toBeNull();
  });

  it('finds a draft kept before drafts were per account, and moves it on the next save', () => {
    const storage = memoryStorage();
    storage.setItem('castline.draft.new', JSON.stringify({ ...draft.parts[0], channelKey: 'dev', updatedAt: 5 }));
    expect(textOf(loadDraft(storage, OWNER, 'new'))).toBe(textOf(draft));
    saveDraft(storage, OWNER, 'new', withText('edited'));
    expect(storage.getItem('castline.draft.new')).toBeNull();
    expect(loadDraft(storage, 'L1:7', 'new')).toBeNull();
    expect(textOf(loadDraft(storage, OWNER, 'new'))).toBe('edited');
  });

  it('keeps one draft per context and gives it back intact', () => {
    const storage = memoryStorage();
    saveDraft(storage, OWNER, 'new', draft);
    saveDraft(storage, OWNER, 'reply:0xabc', withText('a reply'));
    expect(loadDraft(storage, OWNER, 'new')).toEqual(draft);
    expect(textOf(loadDraft(storage, OWNER, 'reply:0xabc'))).toBe('a reply');
    expect(loadDraft(storage, OWNER, 'channel:dev')).toBeNull();
  });

  it('keeps the built message so a retry can resend it', () => {
    const storage = memoryStorage();
    const submission = { author: '0x01', hash: '0x' + 'ab'.repeat(20), body: { isExternal: true, message: { hash: 'x' } } } as unknown as DraftPart['submission'];
    saveDraft(storage, OWNER, 'new', { ...draft, parts: [{ ...draft.parts[0]!, submission }] });
    expect(loadDraft(storage, OWNER, 'new')?.parts[0]?.submission).toEqual(submission);
  });

  it('removes a blank draft instead of storing it, and deletes on request', () => {
    const storage = memoryStorage();
    saveDraft(storage, OWNER, 'new', draft);
    saveDraft(storage, OWNER, 'new', draftOf('   '));
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
    expect(loadDraft(storage, OWNER, 'new')).toMatchObject({ parts: [{ id: 'p1', text: 'kept', submission: null }], channelKey: null, postedUpTo: null });
    storage.setItem(draftStorageKey(OWNER, 'new'), JSON.stringify({ parts: [] }));
    expect(loadDraft(storage, OWNER, 'new')).toBeNull();
    storage.setItem(draftStorageKey(OWNER, 'new'), JSON.stringify({ parts: [draft.parts[0], { text: 3 }] }));
    expect(loadDraft(storage, OWNER, 'new')).toBeNull();
  });

  it('lists every kept draft of one account, in any context, the one changed last first', () => {
    const storage = memoryStorage();
    const hash = `0x${'ab'.repeat(20)}`;
    saveDraft(storage, 'L1:7', 'new', withText('oldest', { updatedAt: 1 }));
    saveDraft(storage, 'L1:7', `reply:${hash}`, withText('a reply', { updatedAt: 3 }));
    saveDraft(storage, 'L1:7', 'draft:k3x9a', withText('kept aside', { updatedAt: 2 }));
    saveDraft(storage, 'L1:8', 'new', withText('another account', { updatedAt: 4 }));
    storage.setItem(draftStorageKey('L1:7', 'channel:dev'), '{not json');
    storage.setItem('castline.draft.L1:7.unknown:thing', JSON.stringify(draft));
    expect(listDrafts(storage, 'L1:7').map((d) => [d.context, textOf(d.draft)])).toEqual([
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

  it('gives a thread back with every part in order and where its posting stopped', () => {
    const storage = memoryStorage();
    const postedUpTo = { fid: '7', hash: `0x${'cd'.repeat(20)}` };
    const thread: Draft = { ...draft, parts: [draft.parts[0]!, { ...draft.parts[0]!, id: 'p2', text: 'second' }], postedUpTo };
    saveDraft(storage, OWNER, 'new', thread);
    expect(loadDraft(storage, OWNER, 'new')).toEqual(thread);
  });
});
