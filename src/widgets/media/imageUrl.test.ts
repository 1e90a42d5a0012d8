import { describe, expect, it } from 'vitest';
import { isUploadUrl, shapeOf } from './imageUrl';

const HASH = 'a'.repeat(64);

describe('image URLs', () => {
  it('reads the shape from an upload name, and nothing from other names', () => {
    expect(shapeOf(new URL(`http://127.0.0.1:8787/castline/v1/files/${HASH}-2048x1024.webp`))).toEqual({ width: 2048, height: 1024 });
    expect(shapeOf(new URL(`https://x.org/castline/v1/files/${HASH}-400x600.jpg#alt=hi`))).toEqual({ width: 400, height: 600 });
    expect(shapeOf(new URL('https://i.imgur.com/abc-400x600.jpg'))).toBeNull();
    expect(shapeOf(new URL(`https://x.org/${HASH}-0x600.jpg`))).toBeNull();
    expect(isUploadUrl(`https://x.org/castline/v1/files/${HASH}-4x3.jpg`)).toBe(true);
    expect(isUploadUrl('not a url')).toBe(false);
  });
});
