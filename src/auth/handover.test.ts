import { describe, expect, it } from 'vitest';
import { fidOf } from '../api/ids';
import { accountKey, accountsMessage, askMessage, receive, type HeldAccount } from './handover';

const origin = 'https://castline.example';
const now = 1_700_000_000_000;
const alice: HeldAccount = {
  address: '0x00000000000000000000000000000000000000aa',
  walletName: 'MetaMask',
  token: 'token-alice',
  identity: { layer: 'L2', fid: fidOf('0x00000000000000000000000000000000000000aa') },
  expiresAt: now + 3_600_000,
};
const bob: HeldAccount = { ...alice, token: 'token-bob', identity: { layer: 'L1', fid: fidOf('2'), signerKey: '0xbeef' }, expiresAt: null };
const me = { origin, self: 'tab-b', now };

describe('the tab hand-over protocol', () => {
  it('answers another tab that asks, and ignores its own question', () => {
    expect(receive(askMessage(origin, 'tab-a'), me)).toEqual({ kind: 'answer' });
    expect(receive(askMessage(origin, 'tab-b'), me)).toEqual({ kind: 'ignore' });
  });

  it('adopts the accounts another tab of the same origin holds, with the active one', () => {
    const set = { accounts: [alice, bob], active: accountKey(bob.identity) };
    expect(receive(accountsMessage(origin, 'tab-a', set, now), me)).toEqual({ kind: 'adopt', set });
  });

  it('hands over an account signed in with Farcaster, which has no signer key', () => {
    const carol: HeldAccount = { ...alice, token: 'token-carol', walletName: 'Farcaster', identity: { layer: 'L1', fid: fidOf('3'), signerKey: null } };
    const set = { accounts: [carol], active: accountKey(carol.identity) };
    expect(receive(JSON.parse(JSON.stringify(accountsMessage(origin, 'tab-a', set, now))), me)).toEqual({ kind: 'adopt', set });
  });

  it('takes nothing from another origin', () => {
    const set = { accounts: [alice], active: accountKey(alice.identity) };
    expect(receive(accountsMessage('https://evil.example', 'tab-a', set, now), me)).toEqual({ kind: 'ignore' });
    expect(receive(askMessage('http://castline.example', 'tab-a'), me)).toEqual({ kind: 'ignore' });
  });

  it('never hands over or adopts a token that has expired or is about to', () => {
    const expiring = { ...alice, expiresAt: now + 5_000 };
    const sent = accountsMessage(origin, 'tab-a', { accounts: [expiring, bob], active: accountKey(alice.identity) }, now);
    expect(sent).toMatchObject({ set: { accounts: [bob], active: null } });
    // A tab whose clock says the token already ran out drops it on arrival too.
    const stale = { type: 'accounts', origin, from: 'tab-a', set: { accounts: [alice], active: accountKey(alice.identity) } };
    expect(receive(stale, { ...me, now: alice.expiresAt! })).toEqual({ kind: 'adopt', set: { accounts: [], active: null } });
  });

  it('passes a sign-out on as an empty set, which the other tab adopts', () => {
    const signedOut = accountsMessage(origin, 'tab-a', { accounts: [], active: null }, now);
    expect(receive(signedOut, me)).toEqual({ kind: 'adopt', set: { accounts: [], active: null } });
  });

  it('ignores anything that is not a well-formed hand-over message', () => {
    for (const junk of [null, 'ask', { type: 'ask' }, { type: 'accounts', origin, from: 'x', set: { accounts: [{ token: 't' }], active: null } }]) {
      expect(receive(junk, me)).toEqual({ kind: 'ignore' });
    }
  });

  it('keys accounts by layer and FID', () => {
    expect(accountKey(alice.identity)).toBe('L2:0x00000000000000000000000000000000000000aa');
    expect(accountKey({ layer: 'L1', fid: fidOf('2'), signerKey: '0x1' })).not.toBe(accountKey({ layer: 'L2', fid: fidOf('2') }));
  });

  it('gives an account handed over with its FID in another letter case the canonical FID', () => {
    const shouted = { ...alice, identity: { layer: 'L2', fid: '0x00000000000000000000000000000000000000AA' } };
    const message = { type: 'accounts', origin, from: 'tab-a', set: { accounts: [shouted], active: accountKey(alice.identity) } };
    expect(receive(message, me)).toEqual({ kind: 'adopt', set: { accounts: [alice], active: accountKey(alice.identity) } });
  });
});
