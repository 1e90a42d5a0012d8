import { describe, expect, it } from 'vitest';
import { encodeParts } from './castParts';

describe('encodeParts', () => {
  it('records byte offsets, counting emoji and CJK in UTF-8', () => {
    const s = encodeParts(['🤓 ', { mention: '2' }, ' と ', { mention: '3' }, ' 👨‍👩‍👧 ok']);
    expect(s.text).toBe('🤓  と  👨‍👩‍👧 ok');
    expect(s.mentions).toEqual(['2', '3']);
    expect(s.mentionsPositions).toEqual([5, 10]);
  });

  it('puts adjacent mentions at the same offset and handles both ends', () => {
    const s = encodeParts([{ mention: '2' }, { mention: '3' }, ' hi ', { mention: '2' }]);
    expect(s.text).toBe(' hi ');
    expect(s.mentionsPositions).toEqual([0, 0, 4]);
  });
});
