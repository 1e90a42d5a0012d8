import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../components/fixtures/memoryStorage';
import { fidOf } from '../api/ids';
import { localAccountOf, localOwnerOf, parseLastAccount, saveLastAccount } from './lastAccount';

const address = '0x00000000000000000000000000000000000000aa';

describe('parseLastAccount', () => {
  it('reads both kinds of identity back', () => {
    const l2 = { address, walletName: 'MetaMask', identity: { layer: 'L2', fid: address } };
    const l1 = { address, walletName: null, identity: { layer: 'L1', fid: '7', signerKey: '0xab' } };
    expect(parseLastAccount(JSON.stringify(l2))).toEqual(l2);
    expect(parseLastAccount(JSON.stringify(l1))).toEqual(l1);
  });

  it('refuses anything else', () => {
    for (const raw of [null, '', '{', '1', JSON.stringify({ address: 'x', identity: { layer: 'L2', fid: 'x' } }), JSON.stringify({ address, identity: { layer: 'L1', fid: '7' } })]) {
      expect(parseLastAccount(raw)).toBeNull();
    }
  });
});

describe('localAccountOf', () => {
  it('is the signed-in account; signed out, the one last signed in here; else none', () => {
    const storage = memoryStorage();
    const alice = { layer: 'L2', fid: fidOf(address) } as const;
    const bob = { layer: 'L1', fid: fidOf('7'), signerKey: '0xab' } as const;
    expect(localAccountOf({ identity: null }, storage)).toBeNull();
    expect(localOwnerOf({ identity: null }, storage)).toBe('signed-out');
    saveLastAccount(storage, { address, walletName: null, identity: alice });
    expect(localAccountOf({ identity: null }, storage)).toBe(`L2:${address}`);
    expect(localAccountOf({ identity: bob }, storage)).toBe('L1:7');
    expect(localOwnerOf({ identity: bob }, storage)).toBe('L1:7');
  });
});
