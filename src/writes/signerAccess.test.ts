import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519.js';
import { fidOf } from '../api/ids';
import { importSignerKey } from '../farcaster/signer';
import { loadSignerKey, saveSignerKey } from '../farcaster/signerKeyStore';
import { toHex } from '../farcaster/hex';
import { currentAuthor } from './currentAuthor';
import { signerFor, SignerUnavailableError } from './signerAccess';

const ADDRESS = '0xAAAA000000000000000000000000000000000001';

describe('currentAuthor', () => {
  it('posts as the lowercase address in signature mode, and as the FID with the custody key in FID mode', () => {
    expect(currentAuthor({ address: ADDRESS, identity: { layer: 'L2', fid: fidOf(ADDRESS) } })).toEqual({
      fid: ADDRESS.toLowerCase(),
      layer: 'L2',
      keyOwner: ADDRESS.toLowerCase(),
    });
    expect(currentAuthor({ address: ADDRESS, identity: { layer: 'L1', fid: fidOf('42'), signerKey: '0xABCD' } })).toEqual({
      fid: '42',
      layer: 'L1',
      keyOwner: ADDRESS.toLowerCase(),
      registeredKey: '0xabcd',
    });
    expect(currentAuthor({ address: ADDRESS, identity: null })).toBeNull();
    // Signed in with Farcaster: no key was named.
    expect(currentAuthor({ address: ADDRESS, identity: { layer: 'L1', fid: fidOf('42'), signerKey: null } })).toMatchObject({ fid: '42', registeredKey: null });
  });

  it('signed in with Farcaster, keeps the key under the FID whichever address signed the sign-in', () => {
    for (const address of [ADDRESS, '0xBBBB000000000000000000000000000000000002'] as const) {
      expect(currentAuthor({ address, walletName: 'Farcaster', identity: { layer: 'L1', fid: fidOf('42'), signerKey: null } })).toEqual({
        fid: '42',
        layer: 'L1',
        keyOwner: 'fid:42',
        registeredKey: null,
        approvedInFarcaster: true,
      });
    }
    expect(currentAuthor({ address: ADDRESS, walletName: 'Farcaster', identity: { layer: 'L1', fid: fidOf('42'), signerKey: '0xABCD' } })).toMatchObject({ keyOwner: 'fid:42', registeredKey: '0xabcd' });
  });
});

describe('signerFor', () => {
  it('creates one non-extractable key on the first post in signature mode and reuses it after', async () => {
    const owner = '0x1000000000000000000000000000000000000001';
    const author = { fid: fidOf(owner), layer: 'L2' as const, keyOwner: owner };
    const first = await signerFor(author);
    const second = await signerFor(author);
    expect(second.publicKey).toEqual(first.publicKey);
    const stored = await loadSignerKey(owner);
    expect(stored?.keyPair.privateKey.extractable).toBe(false);
    const signature = await second.sign(Uint8Array.of(7));
    expect(ed25519.verify(signature, Uint8Array.of(7), first.publicKey)).toBe(true);
  });

  it('in FID mode signs only with a stored key that matches the registered one', async () => {
    const owner = '0x2000000000000000000000000000000000000002';
    const seed = new Uint8Array(32).fill(9);
    const registeredKey = toHex(ed25519.getPublicKey(seed));
    const author = { fid: fidOf('77'), layer: 'L1' as const, keyOwner: owner, registeredKey };
    await expect(signerFor(author)).rejects.toBeInstanceOf(SignerUnavailableError);

    await saveSignerKey(owner, await importSignerKey(new Uint8Array(32).fill(8)));
    await expect(signerFor(author)).rejects.toThrow(/not the one registered/);

    await saveSignerKey(owner, await importSignerKey(seed));
    expect(toHex((await signerFor(author)).publicKey)).toBe(registeredKey);
  });

  it('signed in with Farcaster, says posting needs a key approved in Farcaster, and uses a key of this browser when there is one', async () => {
    const owner = '0x3000000000000000000000000000000000000003';
    const author = { fid: fidOf('5'), layer: 'L1' as const, keyOwner: owner, registeredKey: null };
    await expect(signerFor(author)).rejects.toThrow(/^Enable posting to post as FID 5: .*"Enable posting" in the account menu/);
    // A key this browser holds for the address: the gateway checks it against the FID's signers.
    const seed = new Uint8Array(32).fill(4);
    await saveSignerKey(owner, await importSignerKey(seed));
    expect(toHex((await signerFor(author)).publicKey)).toBe(toHex(ed25519.getPublicKey(seed)));
  });

  it('with posting enabled, signs with the approved key kept under the FID; without it, asks to enable posting again', async () => {
    const seed = new Uint8Array(32).fill(6);
    const registeredKey = toHex(ed25519.getPublicKey(seed));
    const author = { fid: fidOf('6'), layer: 'L1' as const, keyOwner: 'fid:6', registeredKey, approvedInFarcaster: true as const };
    await expect(signerFor(author)).rejects.toThrow(/^Enable posting to post as FID 6/);
    await saveSignerKey('fid:6', await importSignerKey(seed));
    expect(toHex((await signerFor(author)).publicKey)).toBe(registeredKey);
  });
});
