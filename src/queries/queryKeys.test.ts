import { describe, expect, it } from 'vitest';
import { matchQuery, QueryClient } from '@tanstack/react-query';
import { ANONYMOUS, isUserLookupKey, readKeys } from './queryKeys';

describe('readKeys', () => {
  it('puts the viewer in every key, so another viewer never shares an entry', () => {
    expect(readKeys.user('7', '2')).not.toEqual(readKeys.user(ANONYMOUS, '2'));
    expect(readKeys.casts('7', { fid: '2' })).not.toEqual(readKeys.casts(ANONYMOUS, { fid: '2' }));
    expect(readKeys.following('7', '2')[1]).toBe('7');
  });

  it('gives one key for a feed however its parameters were spelled', () => {
    expect(readKeys.casts('anon', {})).toEqual(readKeys.casts('anon', { fid: undefined, parentChain: undefined }));
    expect(readKeys.casts('anon', { fid: '1' })).not.toEqual(readKeys.casts('anon', { parentChain: '1' }));
    expect(readKeys.userByUsername('anon', 'Alice')).toEqual(readKeys.userByUsername('anon', 'alice'));
  });

  it('lets one viewer prefix remove everything read for that viewer and nothing else', () => {
    const client = new QueryClient();
    client.setQueryData(readKeys.user('7', '2'), null);
    client.setQueryData(readKeys.user(ANONYMOUS, '2'), null);
    client.removeQueries({ queryKey: readKeys.viewer('7') });
    expect(client.getQueryData(readKeys.user(ANONYMOUS, '2'))).toBeNull();
    expect(client.getQueryCache().find({ queryKey: readKeys.user('7', '2') })).toBeUndefined();
  });

  it('keeps the polled head of a feed outside the feed key', () => {
    const client = new QueryClient();
    const head = client.getQueryCache().build(client, { queryKey: readKeys.castsHead('anon', {}) });
    expect(matchQuery({ queryKey: readKeys.casts('anon', {}) }, head)).toBe(false);
  });

  it('recognises user lookups', () => {
    expect(isUserLookupKey(readKeys.user('anon', '1'))).toBe(true);
    expect(isUserLookupKey(readKeys.casts('anon', {}))).toBe(false);
  });
});
