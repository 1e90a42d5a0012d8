import { describe, expect, it } from 'vitest';
import { fidOf } from '../../api/ids';
import { testCast, testUser } from '../../queries/testModel';
import { addWord, foldHidden, hiddenReason, hiddenSummary, mutedWordIn, parseMuteList, removeWord, shownCount, EMPTY_MUTES } from './muteList';

describe('mutedWordIn', () => {
  it('finds a muted word or phrase as whole words, whatever the case', () => {
    expect(mutedWordIn('I love my Cat!', ['cat'])).toBe('cat');
    expect(mutedWordIn('a new category', ['cat'])).toBeNull();
    expect(mutedWordIn('Spoilers for  the FINALE tonight', ['the finale'])).toBe('the finale');
    expect(mutedWordIn('the final', ['the finale'])).toBeNull();
    expect(mutedWordIn('#nft drop', ['#nft'])).toBe('#nft');
    expect(mutedWordIn('ＣＡＴ pictures', ['cat'])).toBe('cat');
    expect(mutedWordIn('café time', ['CAFÉ'])).toBe('CAFÉ');
    expect(mutedWordIn('snake_case', ['case'])).toBeNull();
  });

  it('treats punctuation in a muted word as itself, not as a pattern', () => {
    expect(mutedWordIn('what? no', ['what?'])).toBe('what?');
    expect(mutedWordIn('whatt no', ['what?'])).toBeNull();
    expect(mutedWordIn('anything', ['', '   '])).toBeNull();
  });
});

describe('hiddenReason', () => {
  const bob = testUser({ fid: '2', username: 'bob' });
  it('hides blocked and muted authors and muted words, a folded reply with its parent', () => {
    const list = { users: [{ fid: fidOf('3'), name: '@carol' }], words: ['gm'], blocked: [{ fid: fidOf('2'), name: '@bob' }] };
    expect(hiddenReason(testCast({ author: bob }), list)).toEqual({ kind: 'blocked', name: '@bob' });
    expect(hiddenReason(testCast({ author: testUser({ fid: '3' }) }), list)).toEqual({ kind: 'muted-user', name: '@carol' });
    expect(hiddenReason(testCast({ text: 'GM friends' }), list)).toEqual({ kind: 'muted-word', word: 'gm' });
    expect(hiddenReason(testCast({ text: 'hello', reply: testCast({ author: bob }) }), list)).toMatchObject({ kind: 'blocked' });
    expect(hiddenReason(testCast({ text: 'hello' }), list)).toBeNull();
    expect(hiddenReason(testCast({ author: bob }), EMPTY_MUTES)).toBeNull();
  });
});

describe('foldHidden', () => {
  const casts = ['a', 'gm 1', 'gm 2', 'gm 3', 'b', 'gm 4'].map((text, i) => testCast({ hash: `0x0${i}`, text }));
  const reason = (c: { text: string }) => (c.text.startsWith('gm') ? { kind: 'muted-word' as const, word: 'gm' } : null);
  const key = (c: { hash: string }) => c.hash;

  it('leaves a trace for each run of hidden casts, and shows a run on request', () => {
    const folded = foldHidden(casts, reason, key, new Set());
    expect(folded.map((e) => (e.kind === 'cast' ? e.cast.text : `${e.casts.length} hidden`))).toEqual(['a', '3 hidden', 'b', '1 hidden']);
    const opened = foldHidden(casts, reason, key, new Set(['0x01']));
    expect(opened.map((e) => (e.kind === 'cast' ? e.cast.text : `${e.casts.length} hidden`))).toEqual(['a', 'gm 1', 'gm 2', 'gm 3', 'b', '1 hidden']);
  });

  it('counts as shown only the casts not hidden: "N shown" is never the hidden ones', () => {
    expect(shownCount(foldHidden(casts, reason, key, new Set()))).toBe(2);
    expect(shownCount(foldHidden(casts, reason, key, new Set(['0x01'])))).toBe(5);
    expect(shownCount(foldHidden(casts.slice(1, 4), reason, key, new Set()))).toBe(0);
  });

  it('says how many and why', () => {
    const [, run] = foldHidden(casts, reason, key, new Set());
    expect(run!.kind === 'hidden' && hiddenSummary(run!.reasons)).toBe('3 casts hidden (muted “gm”)');
  });
});

describe('the stored list', () => {
  it('keeps one entry per word and survives damaged storage', () => {
    expect(addWord(['Cat'], ' cat ')).toEqual(['Cat']);
    expect(removeWord(['Cat', 'dog'], 'CAT')).toEqual(['dog']);
    expect(parseMuteList('{oops')).toEqual(EMPTY_MUTES);
    expect(parseMuteList(JSON.stringify({ users: [{ fid: '1', name: 'a' }, { fid: 2 }], words: ['x', 3] }))).toEqual({
      users: [{ fid: '1', name: 'a' }],
      words: ['x'],
      blocked: [],
    });
  });

  it('gives a stored L2 account its canonical FID, so it still hides that author', () => {
    const address = '0xAbCd00000000000000000000000000000000Ef12';
    const list = parseMuteList(JSON.stringify({ blocked: [{ fid: address, name: '@l2' }] }));
    expect(list.blocked).toEqual([{ fid: address.toLowerCase(), name: '@l2' }]);
    expect(hiddenReason(testCast({ author: testUser({ fid: address.toLowerCase() }) }), list)).toEqual({ kind: 'blocked', name: '@l2' });
  });
});
