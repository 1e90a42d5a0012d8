import { describe, expect, it } from 'vitest';
import { isFromApp } from './frameEndpoint';

describe('isFromApp', () => {
  const frame = {} as Window;
  const other = {} as Window;
  it('accepts only the frame’s own window on the app’s origin', () => {
    expect(isFromApp({ source: frame, origin: 'https://app.example' }, frame, 'https://app.example')).toBe(true);
    expect(isFromApp({ source: frame, origin: 'https://evil.example' }, frame, 'https://app.example')).toBe(false);
    expect(isFromApp({ source: other, origin: 'https://app.example' }, frame, 'https://app.example')).toBe(false);
    expect(isFromApp({ source: null, origin: 'https://app.example' }, frame, 'https://app.example')).toBe(false);
    expect(isFromApp({ source: frame, origin: 'https://app.example' }, null, 'https://app.example')).toBe(false);
  });
});
