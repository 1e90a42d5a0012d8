import { describe, expect, it } from 'vitest';
import { addSignerProgressText, gaslessProgressText, shortKey, signerNotFoundText } from './fidText';

const key = '0x2b4b1b9d6b5f4e2f8a3c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f00';

describe('signerNotFoundText', () => {
  it('names the FID and the shortened key, and points to adding a signer', () => {
    const text = signerNotFoundText(11, key);
    expect(text).toContain('FID 11');
    expect(text).toContain('0x2b4b1b9d…1f00');
    expect(text).not.toContain(key);
    expect(text).toMatch(/Add a signer/);
  });
});

describe('shortKey', () => {
  it('keeps short strings whole', () => {
    expect(shortKey('0x1234')).toBe('0x1234');
    expect(shortKey(key)).toBe('0x2b4b1b9d…1f00');
  });
});

describe('addSignerProgressText', () => {
  it('tells the person what the wallet is asking at each step', () => {
    expect(addSignerProgressText({ step: 'signing-request' })).toMatch(/sign a request/);
    expect(addSignerProgressText({ step: 'sending' })).toMatch(/send the transaction/);
    expect(addSignerProgressText({ step: 'pending', hash: '0xab' })).toMatch(/pending/);
  });
});

describe('gaslessProgressText', () => {
  it('says what the wallet asks, that it costs nothing, and when the node is being waited for', () => {
    expect(gaslessProgressText({ step: 'switching-chain' })).toMatch(/switch to Ethereum.*nothing is sent/);
    expect(gaslessProgressText({ step: 'signing-request' })).toMatch(/1 of 2; free, no transaction/);
    expect(gaslessProgressText({ step: 'signing-key-add' })).toMatch(/2 of 2; free, no transaction/);
    expect(gaslessProgressText({ step: 'confirming' })).toMatch(/Farcaster node to list the key/);
  });
});
