import { describe, expect, it } from 'vitest';
import { keyOnChainText, keyOriginText, revokeText } from './yourKeysText';

describe('"Your keys" in words', () => {
  it('says how the key was added and how it stands on chain', () => {
    expect(`${keyOriginText(true)} · ${keyOnChainText('added')}`).toBe('Approved in the Farcaster app · active on chain');
    expect(keyOriginText(false)).toBe('Added from your custody wallet');
    expect(keyOnChainText('removed')).toBe('removed on chain: it no longer posts');
    expect(keyOnChainText('none')).toBe('not on chain');
    expect(keyOnChainText('checking')).toBe('checking the chain…');
    expect(keyOnChainText('unknown')).toBe("the chain can't be read now");
  });

  it('says where a key is revoked everywhere', () => {
    expect(revokeText(true)).toMatch(/Connected apps in the Farcaster app's settings\.$/);
    expect(revokeText(false)).toMatch(/custody wallet/);
  });
});
