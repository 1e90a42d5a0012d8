import { describe, expect, it } from 'vitest';
import { encodeParts } from '../seed/castParts';
import { insertHandles } from './mentionHandles';

const names: Record<string, string> = { '2': 'bob', '3': 'carol' };

describe('insertHandles', () => {
  it('restores the readable text and gives the byte offset of each @', () => {
    const s = encodeParts(['🤓 ', { mention: '2' }, ' と ', { mention: '3' }, ' 👨‍👩‍👧 ok']);
    const h = insertHandles(s, (fid) => names[fid]);
    expect(h.text).toBe('🤓 @bob と @carol 👨‍👩‍👧 ok');
    const bytes = Buffer.from(h.text, 'utf8');
    expect(h.positions.map((p) => String.fromCharCode(bytes[p]!))).toEqual(['@', '@']);
    expect(h.positions).toEqual([5, 14]);
  });

  it('handles adjacent mentions and leaves unknown FIDs out', () => {
    const s = encodeParts([{ mention: '2' }, { mention: '3' }, ' x ', { mention: '99' }]);
    const h = insertHandles(s, (fid) => names[fid]);
    expect(h.text).toBe('@bob@carol x ');
    expect(h.mentions).toEqual(['2', '3']);
    expect(h.positions).toEqual([0, 4]);
  });

  it('never cuts a character: an offset inside one moves to its end, as the app reads it', () => {
    const h = insertHandles({ text: 'é!', mentions: ['2'], mentionsPositions: [1] }, (fid) => names[fid]);
    expect(h.text).toBe('é@bob!');
    expect(h.positions).toEqual([2]);
  });
});
