import { describe, expect, it } from 'vitest';
import { findUrls, linkifySegments } from './textLinks';

describe('findUrls', () => {
  it('finds http and https addresses with their positions', () => {
    const text = 'read https://example.com/a?b=1#c and http://x.org';
    expect(findUrls(text)).toEqual([
      { url: 'https://example.com/a?b=1#c', start: 5, end: 32 },
      { url: 'http://x.org', start: 37, end: 49 },
    ]);
  });

  it('leaves sentence punctuation and unopened brackets outside the address', () => {
    expect(findUrls('Look: https://example.com/page.').map((u) => u.url)).toEqual(['https://example.com/page']);
    expect(findUrls('(see https://example.com/x)').map((u) => u.url)).toEqual(['https://example.com/x']);
    expect(findUrls('https://en.wikipedia.org/wiki/Foo_(bar), ok').map((u) => u.url)).toEqual([
      'https://en.wikipedia.org/wiki/Foo_(bar)',
    ]);
    expect(findUrls('"https://example.com/q?"!').map((u) => u.url)).toEqual(['https://example.com/q']);
  });

  it('only ever returns http(s) addresses, whatever scheme surrounds them', () => {
    const text = 'javascript:alert(1) data:text/html,hi ftp://x.org chain://eip155:1/x javascript://https://a.com';
    const urls = findUrls(text).map((u) => u.url);
    expect(urls).toEqual(['https://a.com']);
    for (const url of urls) expect(['http:', 'https:']).toContain(new URL(url).protocol);
  });

  it('skips addresses that do not parse or have no host, and ones glued to a word', () => {
    expect(findUrls('https:// nothing')).toEqual([]);
    expect(findUrls('https://[bad')).toEqual([]);
    expect(findUrls('xhttps://example.com')).toEqual([]);
  });

  it('handles non-ASCII text around and inside addresses', () => {
    expect(findUrls('日本 https://例え.jp/パス 🤓').map((u) => u.url)).toEqual(['https://例え.jp/パス']);
  });
});

describe('linkifySegments', () => {
  it('turns addresses inside text segments into link segments and leaves mentions alone', () => {
    expect(
      linkifySegments([
        { kind: 'text', text: 'go https://a.com/x now ' },
        { kind: 'mention', fid: '2' },
        { kind: 'text', text: 'https://b.org' },
      ]),
    ).toEqual([
      { kind: 'text', text: 'go ' },
      { kind: 'link', url: 'https://a.com/x' },
      { kind: 'text', text: ' now ' },
      { kind: 'mention', fid: '2' },
      { kind: 'link', url: 'https://b.org' },
    ]);
  });

  it('leaves a javascript: address as text', () => {
    expect(linkifySegments([{ kind: 'text', text: 'javascript:alert(document.cookie)' }])).toEqual([
      { kind: 'text', text: 'javascript:alert(document.cookie)' },
    ]);
  });
});
