import { describe, expect, it } from 'vitest';
import { utf8Length } from '../../../farcaster/castText';
import { altOf } from '../../media/imageUrl';
import { altText, withAlt } from './altText';

const HASH = 'a'.repeat(64);

describe('alt text in picture URLs', () => {
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
