import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT } from '../../widgets/composer/draftStore';
import { draftSummary } from './draftSummary';

const hash = `0x${'ef'.repeat(20)}`;

describe('draftSummary', () => {
  it('names what each draft will be and shows its first written line', () => {
    expect(draftSummary({ context: 'new', draft: { ...EMPTY_DRAFT, text: '\n  gm everyone  \nsecond line' } })).toEqual({ kind: 'New cast', firstLine: 'gm everyone' });
    expect(draftSummary({ context: 'channel:dev', draft: { ...EMPTY_DRAFT, text: 'in dev' } }).kind).toBe('New cast in /dev');
    expect(draftSummary({ context: 'draft:k3x9a', draft: { ...EMPTY_DRAFT, text: 'aside', channelKey: 'art' } }).kind).toBe('New cast in /art');
    expect(draftSummary({ context: `reply:${hash}`, draft: { ...EMPTY_DRAFT, text: 'agreed' } }).kind).toBe('Reply');
    expect(draftSummary({ context: `quote:${hash}`, draft: { ...EMPTY_DRAFT, text: 'look' } }).kind).toBe('Quote cast');
  });

  it('says what a draft without text carries', () => {
    const upload = `http://127.0.0.1:8080/castline/v1/uploads/${'a'.repeat(64)}-640x480.webp`;
    const links = ['https://example.com/a', 'https://example.com/b'];
    expect(draftSummary({ context: 'new', draft: { ...EMPTY_DRAFT, addedUrls: [upload] } }).firstLine).toBe('1 picture, no text');
    expect(draftSummary({ context: 'new', draft: { ...EMPTY_DRAFT, addedUrls: links } }).firstLine).toBe('2 links, no text');
  });
});
