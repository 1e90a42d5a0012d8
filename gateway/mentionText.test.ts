import { describe, expect, it } from 'vitest';
import { insertHandles, stripMentions } from './mentionText';

const names: Record<string, string> = { '2': 'bob', '3': 'carol' };

describe('stripMentions', () => {
  it('records byte offsets, counting emoji and CJK in UTF-8', () => {
    const s = stripMentions(['🤓 ', { mention: '2' }, ' と ', { mention: '3' }, ' 👨‍👩‍👧 ok']);
    expect(s.text).toBe('🤓  と  👨‍👩‍👧 ok');
    expect(s.mentions).toEqual(['2', '3']);
    expect(s.mentionsPositions).toEqual([5, 10]);
  });

  it('puts adjacent mentions at the same offset and handles both ends', () => {
    const s = stripMentions([{ mention: '2' }, { mention: '3' }, ' hi ', { mention: '2' }]);
    expect(s.text).toBe(' hi ');
    expect(s.mentionsPositions).toEqual([0, 0, 4]);
  });
});

describe('insertHandles', () => {
  it('restores the readable text and gives the byte offset of each @', () => {
    const s = stripMentions(['🤓 ', { mention: '2' }, ' と ', { mention: '3' }, ' 👨‍👩‍👧 ok']);
    const h = insertHandles(s, (fid) => names[fid]);
    expect(h.text).toBe('🤓 @bob と @carol 👨‍👩‍👧 ok');
    const bytes = Buffer.from(h.text, 'utf8');
    expect(h.positions.map((p) => String.fromCharCode(bytes[p]!))).toEqual(['@', '@']);
    expect(h.positions).toEqual([5, 14]);
  });

  it('handles adjacent mentions and leaves unknown FIDs out', () => {
    const s = stripMentions([{ mention: '2' }, { mention: '3' }, ' x ', { mention: '99' }]);
    const h = insertHandles(s, (fid) => names[fid]);
    expect(h.text).toBe('@bob@carol x ');
    expect(h.mentions).toEqual(['2', '3']);
    expect(h.positions).toEqual([0, 4]);
  });
});
