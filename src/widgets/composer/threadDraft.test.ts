import { describe, expect, it } from 'vitest';
import type { SavedSubmission } from './draftStore';
import { draftOf, type Draft } from './draftStore';
import { addPart, changeChannel, changePart, movePart, partPosted, removePart, signedPart, targetOfPart } from './threadDraft';

const signed = { author: '7', hash: '0x01', body: {} } as unknown as SavedSubmission;
const texts = (draft: Draft) => draft.parts.map((part) => part.text);
const saved = (draft: Draft) => draft.parts.map((part) => part.submission !== null);

/** A thread of three, each part with a message signed for it. */
function threadOfThree(): Draft {
  let draft = addPart(addPart(draftOf('one')));
  draft = changePart(changePart(draft, 'p2', (p) => ({ ...p, text: 'two' })), 'p3', (p) => ({ ...p, text: 'three' }));
  for (const part of draft.parts) draft = signedPart(draft, part.id, signed);
  return draft;
}

describe('thread drafts', () => {
  it('adds parts at the end with names of their own, keeping what was signed before them', () => {
    const draft = addPart(signedPart(draftOf('one'), 'p1', signed));
    expect(draft.parts.map((part) => part.id)).toEqual(['p1', 'p2']);
    expect(saved(draft)).toEqual([true, false]);
    expect(addPart(removePart(addPart(draft), 'p2')).parts.map((part) => part.id)).toEqual(['p1', 'p3', 'p4']);
  });

  it('voids the saved messages from a changed part on, since each later one replies to it', () => {
    const draft = threadOfThree();
    expect(saved(draft)).toEqual([true, true, true]);
    expect(saved(changePart(draft, 'p2', (p) => ({ ...p, text: 'two, edited' })))).toEqual([true, false, false]);
    expect(texts(changePart(draft, 'p2', (p) => ({ ...p, text: 'two, edited' })))).toEqual(['one', 'two, edited', 'three']);
    expect(saved(movePart(draft, 'p3', -1))).toEqual([true, false, false]);
    expect(saved(removePart(draft, 'p2'))).toEqual([true, false]);
    expect(saved(changeChannel(draft, 'dev'))).toEqual([false, false, false]);
    expect(changeChannel(draft, 'dev').channelKey).toBe('dev');
  });

  it('moves a part one place either way, and not past either end', () => {
    const draft = threadOfThree();
    expect(texts(movePart(draft, 'p3', -1))).toEqual(['one', 'three', 'two']);
    expect(texts(movePart(draft, 'p1', 1))).toEqual(['two', 'one', 'three']);
    expect(movePart(draft, 'p1', -1)).toBe(draft);
    expect(movePart(draft, 'p3', 1)).toBe(draft);
  });

  it('never removes the last part', () => {
    const draft = draftOf('only');
    expect(removePart(draft, 'p1')).toBe(draft);
    expect(texts(removePart(threadOfThree(), 'p1'))).toEqual(['two', 'three']);
  });

  it('takes a posted part out and points the next one at it', () => {
    const posted = { fid: '7', hash: `0x${'aa'.repeat(20)}` };
    const draft = partPosted(threadOfThree(), 'p1', posted);
    expect(texts(draft)).toEqual(['two', 'three']);
    expect(draft.postedUpTo).toEqual(posted);
    expect(targetOfPart(draft, 0, { channelUrl: 'https://example.com/dev' })).toEqual({ parent: posted });
    const done = partPosted(draftOf('last'), 'p1', posted);
    expect(texts(done)).toEqual(['']);
    expect(done.parts[0]!.id).not.toBe('p1');
  });

  it('sends only the first part where the composer points', () => {
    const draft = threadOfThree();
    const first = { channelUrl: 'https://example.com/dev', quote: { fid: '3', hash: `0x${'bb'.repeat(20)}` } };
    expect(targetOfPart(draft, 0, first)).toBe(first);
    expect(targetOfPart(draft, 1, first)).toEqual({});
  });
});
