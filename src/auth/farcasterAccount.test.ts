import { describe, expect, it } from 'vitest';
import { fidOf } from '../api/ids';
import { FARCASTER_WALLET_NAME, needsPostingKey, pendingKeyOwner, postingKeyOwner, signedInWithFarcaster, signerKeyChanged } from './farcasterAccount';
import { initialSession, sessionReducer, type SessionState } from './session';

const siwf = { walletName: FARCASTER_WALLET_NAME, identity: { layer: 'L1' as const, fid: fidOf('3'), signerKey: null } };

describe('an account signed in with Farcaster', () => {
  it('is told apart by its wallet name, with or without a posting key', () => {
    expect(signedInWithFarcaster(siwf)).toBe(true);
    expect(needsPostingKey(siwf)).toBe(true);
    const enabled = { ...siwf, identity: { ...siwf.identity, signerKey: '0xabcd' } };
    expect(signedInWithFarcaster(enabled)).toBe(true);
    expect(needsPostingKey(enabled)).toBe(false);
  });

  it('is not a custody wallet in FID mode, nor a wallet account, nor nobody', () => {
    const fidMode = { walletName: 'MetaMask', identity: { layer: 'L1' as const, fid: fidOf('3'), signerKey: '0xabcd' } };
    expect(signedInWithFarcaster(fidMode)).toBe(false);
    expect(needsPostingKey(fidMode)).toBe(false);
    expect(signedInWithFarcaster({ walletName: FARCASTER_WALLET_NAME, identity: { layer: 'L2', fid: fidOf('0x00000000000000000000000000000000000000aa') } })).toBe(false);
    expect(needsPostingKey({ walletName: null, identity: null })).toBe(false);
  });

  it('keeps its key under the FID, and a pending one beside it', () => {
    expect(postingKeyOwner('3')).toBe('fid:3');
    expect(postingKeyOwner(3)).toBe('fid:3');
    expect(pendingKeyOwner(3)).toBe('fid:3:pending');
  });
});

describe('a key to post with, got or forgotten while signed in', () => {
  const signedIn: SessionState = sessionReducer(initialSession, {
    type: 'session-restored',
    address: '0x00000000000000000000000000000000000000cc',
    walletName: FARCASTER_WALLET_NAME,
    token: 'a.b.c',
    identity: { layer: 'L1', fid: fidOf('3'), signerKey: null },
    expiresAt: 99,
  });

  it('changes only the identity of the same session', () => {
    const enabled = sessionReducer(signedIn, signerKeyChanged(signedIn, '3', '0xbeef')!);
    expect(enabled).toEqual({ ...signedIn, identity: { layer: 'L1', fid: '3', signerKey: '0xbeef' } });
    expect(sessionReducer(enabled, signerKeyChanged(enabled, '3', null)!)).toEqual(signedIn);
  });

  it('is nothing for another account, nobody, a wallet account, or no change', () => {
    expect(signerKeyChanged(signedIn, '4', '0xbeef')).toBeNull();
    expect(signerKeyChanged(initialSession, '3', '0xbeef')).toBeNull();
    expect(signerKeyChanged(signedIn, '3', null)).toBeNull();
    const wallet = { ...signedIn, identity: { layer: 'L2' as const, fid: fidOf('0x00000000000000000000000000000000000000cc') } };
    expect(signerKeyChanged(wallet, wallet.identity.fid, '0xbeef')).toBeNull();
  });
});
