import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fidOf } from '../api/ids';
import type { Gateway } from '../api/gateway';
import { ANONYMOUS } from './queryKeys';
import { readContextFor, viewerKeyOf } from './useReadContext';

describe('viewerKeyOf', () => {
  it('is the signed-in FID in either layer, and anonymous for nobody', () => {
    expect(viewerKeyOf({ identity: null })).toBe(ANONYMOUS);
    expect(viewerKeyOf({ identity: { layer: 'L2', fid: fidOf('0x00000000000000000000000000000000000000aa') } })).toBe('0x00000000000000000000000000000000000000aa');
    expect(viewerKeyOf({ identity: { layer: 'L1', fid: fidOf('7'), signerKey: '0xabc' } })).toBe('7');
  });
});

describe('readContextFor', () => {
  it('shares one cache per gateway, query client and viewer', () => {
    const gateway = {} as Gateway;
    const client = new QueryClient();
    const anon = readContextFor(gateway, client, ANONYMOUS);
    expect(readContextFor(gateway, client, ANONYMOUS).cache).toBe(anon.cache);
    expect(anon).toMatchObject({ gateway, viewer: ANONYMOUS });
    expect(readContextFor(gateway, client, fidOf('7')).cache).not.toBe(anon.cache);
    expect(readContextFor(gateway, new QueryClient(), ANONYMOUS).cache).not.toBe(anon.cache);
    expect(readContextFor({} as Gateway, client, ANONYMOUS).cache).not.toBe(anon.cache);
  });
});
