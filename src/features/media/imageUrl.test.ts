import { describe, expect, it } from 'vitest';
import { utf8Length } from '../../farcaster/castText';
import { altOf, altText, isUploadUrl, shapeOf, withAlt } from './imageUrl';

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

  it('keeps alt text in the fragment, replaced rather than stacked, and removed when empty', () => {
    const url = withAlt('https://x.org/a.webp', 'A cat & a dog');
    expect(url).toBe('https://x.org/a.webp#alt=A+cat+%26+a+dog');
    expect(altOf(new URL(url))).toBe('A cat & a dog');
    expect(withAlt(url, 'Only a cat')).toBe('https://x.org/a.webp#alt=Only+a+cat');
    expect(withAlt(url, '')).toBe('https://x.org/a.webp');
    expect(altText(withAlt(url, 'typing '))).toBe('typing ');
  });

  it('shortens alt text until the URL fits 256 bytes, never cutting a character in half', () => {
    const url = withAlt(`https://x.org/castline/v1/files/${HASH}-1x1.webp`, '猫'.repeat(200));
    expect(utf8Length(url)).toBeLessThanOrEqual(256);
    expect(altOf(new URL(url))).toMatch(/^猫+$/);
  });
});
