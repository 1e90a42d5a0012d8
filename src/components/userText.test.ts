import { describe, expect, it } from 'vitest';
import { shownName, shownText } from './userText';

describe('shownName', () => {
  it('writes out a right-to-left override instead of letting it reverse the name', () => {
    expect(shownName('Bob \u202Emoc.elgoog')).toBe('Bob ⟨U+202E⟩moc.elgoog');
  });

  it('writes out every embedding, override and isolate control', () => {
    expect(shownName('\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069')).toBe('⟨U+202A⟩⟨U+202B⟩⟨U+202C⟩⟨U+202D⟩⟨U+2066⟩⟨U+2067⟩⟨U+2068⟩⟨U+2069⟩');
  });

  it('cuts a flood of combining marks to two per letter and keeps ordinary accents', () => {
    const flood = `Z${'\u0336\u0337\u0338\u0321\u0322'.repeat(40)}algo`;
    expect(shownName(flood)).toBe('Z\u0336\u0337algo');
    expect(shownName('Tiếng Việt e\u0301')).toBe('Tiếng Việt e\u0301');
  });

  it('leaves right-to-left scripts as they are', () => {
    expect(shownName('שלום عربي')).toBe('שלום عربي');
  });
});

describe('shownText', () => {
  it('keeps direction controls in running text but cuts mark floods', () => {
    expect(shownText('a \u202Eb')).toBe('a \u202Eb');
    expect(shownText(`x${'\u0301'.repeat(100)}`)).toBe('x\u0301\u0301');
  });
});
