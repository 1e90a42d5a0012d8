import { describe, expect, it } from 'vitest';
import { parseLastAccount } from './lastAccount';

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
