import { describe, expect, it } from 'vitest';
import { matchQuery, QueryClient } from '@tanstack/react-query';
import { fidOf } from '../api/ids';
import { ANONYMOUS, isUserLookupKey, readKeys } from './queryKeys';

describe('readKeys', () => {
  it('puts the viewer in every key, so another viewer never shares an entry', () => {
    expect(readKeys.user(fidOf('7'), fidOf('2'))).not.toEqual(readKeys.user(ANONYMOUS, fidOf('2')));
    expect(readKeys.casts(fidOf('7'), { fid: fidOf('2') })).not.toEqual(readKeys.casts(ANONYMOUS, { fid: fidOf('2') }));
    expect(readKeys.following(fidOf('7'), fidOf('2'))[1]).toBe('7');
  });

  it('gives one key for a feed however its parameters were spelled', () => {
    expect(readKeys.casts('anon', {})).toEqual(readKeys.casts('anon', { fid: undefined, parentChain: undefined }));
    expect(readKeys.casts('anon', { fid: fidOf('1') })).not.toEqual(readKeys.casts('anon', { parentChain: '1' }));
    expect(readKeys.userByUsername('anon', 'Alice')).toEqual(readKeys.userByUsername('anon', 'alice'));
  });

  it('lets one viewer prefix remove everything read for that viewer and nothing else', () => {
    const client = new QueryClient();
    client.setQueryData(readKeys.user(fidOf('7'), fidOf('2')), null);
    client.setQueryData(readKeys.user(ANONYMOUS, fidOf('2')), null);
    client.removeQueries({ queryKey: readKeys.viewer(fidOf('7')) });
    expect(client.getQueryData(readKeys.user(ANONYMOUS, fidOf('2')))).toBeNull();
    expect(client.getQueryCache().find({ queryKey: readKeys.user(fidOf('7'), fidOf('2')) })).toBeUndefined();
  });

  it('keeps the polled head of a feed outside the feed key', () => {
    const client = new QueryClient();
    const head = client.getQueryCache().build(client, { queryKey: readKeys.castsHead('anon', {}) });
    expect(matchQuery({ queryKey: readKeys.casts('anon', {}) }, head)).toBe(false);
  });

  it('recognises user lookups', () => {
    expect(isUserLookupKey(readKeys.user('anon', fidOf('1')))).toBe(true);
    expect(isUserLookupKey(readKeys.casts('anon', {}))).toBe(false);
  });
});
