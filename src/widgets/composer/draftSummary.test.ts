import { describe, expect, it } from 'vitest';
import { draftOf, EMPTY_PART } from './draftStore';
import { draftSummary } from './draftSummary';

const hash = `0x${'ef'.repeat(20)}`;

describe('draftSummary', () => {
  it('names what each draft will be and shows its first written line', () => {
    expect(draftSummary({ context: 'new', draft: draftOf('\n  gm everyone  \nsecond line') })).toEqual({ kind: 'New cast', firstLine: 'gm everyone' });
    expect(draftSummary({ context: 'channel:dev', draft: draftOf('in dev') }).kind).toBe('New cast in /dev');
    expect(draftSummary({ context: 'draft:k3x9a', draft: { ...draftOf('aside'), channelKey: 'art' } }).kind).toBe('New cast in /art');
    expect(draftSummary({ context: `reply:${hash}`, draft: draftOf('agreed') }).kind).toBe('Reply');
    expect(draftSummary({ context: `quote:${hash}`, draft: draftOf('look') }).kind).toBe('Quote cast');
  });

  it('says what a draft without text carries', () => {
    const upload = `http://127.0.0.1:8080/castline/v1/uploads/${'a'.repeat(64)}-640x480.webp`;
    const links = ['https://example.com/a', 'https://example.com/b'];
    expect(draftSummary({ context: 'new', draft: draftOf('', { addedUrls: [upload] }) }).firstLine).toBe('1 picture, no text');
    expect(draftSummary({ context: 'new', draft: draftOf('', { addedUrls: links }) }).firstLine).toBe('2 links, no text');
  });

  it('says how many casts a thread has', () => {
    const thread = { ...draftOf('first of three'), parts: ['first of three', 'second', 'third'].map((text, i) => ({ ...EMPTY_PART, id: `p${i + 1}`, text })) };
    expect(draftSummary({ context: 'new', draft: thread })).toEqual({ kind: 'New cast, a thread of 3', firstLine: 'first of three' });
  });
});

describe('draftSummary of a queued draft', () => {
  it('names it by where it was queued to go', () => {
    const queued = (target: object) => ({ ...draftOf('offline words'), queued: { at: 1, target, state: 'waiting' as const } });
    expect(draftSummary({ context: 'draft:abc', draft: queued({ parent: { fid: '3', hash } }) })).toEqual({ kind: 'Reply', firstLine: 'offline words' });
    expect(draftSummary({ context: 'draft:abc', draft: queued({ quote: { fid: '3', hash } }) }).kind).toBe('Quote cast');
    expect(draftSummary({ context: 'draft:abc', draft: queued({ channelUrl: 'https://example.com/c' }) }).kind).toBe('New cast in https://example.com/c');
    expect(draftSummary({ context: 'draft:abc', draft: { ...queued({}), channelKey: 'dev' } }).kind).toBe('New cast in /dev');
  });
});
