import { ViemLocalEip712Signer } from '@farcaster/core';
import { bytesToHex, decodeAbiParameters, hexToBytes, verifyTypedData, type Address, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { DEV_APP_FID, devAccount, devAppAccount, devAppCustodyKey } from '../chain/devAccounts';
import { InvalidInputError } from '../domainErrors';
import { testSignerKey } from '../testing/testIdentities';
import { leakedSpellings } from '../testing/secretSpellings';
import { signedKeyRequestMetadataAbi, signedKeyRequestTypedData } from '../../src/farcaster/signedKeyRequest';
import {
  appSigner,
  checkAppCustody,
  requestedKey,
  signedKeyRequestVerifier,
  signKeyRequest,
} from './signerRequests';

// Signing key requests as the app account, without a chain: the bytes compared with @farcaster/core's own
// signer. On a chain and over HTTP: http/signerRequestRoutes.test.ts.

const app = appSigner({ fid: DEV_APP_FID, custodyKey: devAppCustodyKey() });
const key = testSignerKey('signer request');
const NOW = Date.UTC(2026, 10, 20, 12, 0, 0, 500);
const FARCASTER_VERIFIER = { chainId: 10, validator: '0x00000000FC700472606ED4fA22623Acf62c60553' as Address };

describe('signKeyRequest', () => {
  it('signs for Farcaster’s validator on OP Mainnet without a chain, as @farcaster/core signs it', async () => {
    const verifier = signedKeyRequestVerifier(null);
    expect(verifier).toEqual(FARCASTER_VERIFIER);
    const answer = await signKeyRequest(app, key, { verifier, ttlSeconds: 86_400, now: NOW });
    expect(answer).toEqual({
      requestFid: DEV_APP_FID,
      requestSigner: devAppAccount().address,
      signature: expect.stringMatching(/^0x[0-9a-f]{130}$/),
      deadline: Math.floor(NOW / 1000) + 86_400,
      metadata: expect.stringMatching(/^0x[0-9a-f]+$/),
    });
    const message = { requestFid: BigInt(DEV_APP_FID), key: hexToBytes(key), deadline: BigInt(answer.deadline) };
    const core = new ViemLocalEip712Signer(devAppAccount());
    expect(bytesToHex((await core.signKeyRequest(message))._unsafeUnwrap())).toBe(answer.signature);
    expect(bytesToHex((await core.getSignedKeyRequestMetadata(message))._unsafeUnwrap())).toBe(answer.metadata);
  });

  it('signs for the chain it is given, and the metadata carries the request and its signature', async () => {
    const verifier = signedKeyRequestVerifier({ chainId: 31337, validator: '0x5FbDB2315678afecb367f032d93F642f64180aa3' });
    const answer = await signKeyRequest(app, key, { verifier, ttlSeconds: 60, now: NOW });
    const request = { requestFid: DEV_APP_FID, key, deadline: answer.deadline };
    expect(await verifyTypedData({ address: app.account.address, ...signedKeyRequestTypedData(verifier, request), signature: answer.signature })).toBe(true);
    expect(
      await verifyTypedData({ address: app.account.address, ...signedKeyRequestTypedData(FARCASTER_VERIFIER, request), signature: answer.signature }),
    ).toBe(false);
    const [decoded] = decodeAbiParameters(signedKeyRequestMetadataAbi, answer.metadata);
    expect(decoded).toEqual({
      requestFid: BigInt(DEV_APP_FID),
      requestSigner: app.account.address,
      signature: answer.signature,
      deadline: BigInt(Math.floor(NOW / 1000) + 60),
    });
  });
});

describe('requestedKey', () => {
  it('takes an Ed25519 public key in hex, in either case', () => {
    expect(requestedKey(key.toUpperCase().replace('0X', '0x'))).toBe(key);
  });

  it.each([undefined, null, 42, '', key.slice(2), `${key}00`, key.slice(0, -2), `0x${'g'.repeat(64)}`, { key }])('refuses %j in words', (value) => {
    expect(() => requestedKey(value)).toThrow(new InvalidInputError('key must be an Ed25519 public key: 0x and 64 hex digits (32 bytes)'));
  });
});

describe('appSigner', () => {
  it.each([`0x${'0'.repeat(64)}`, `0x${'f'.repeat(64)}`, `0x${'ab'.repeat(31)}`])('refuses %s without writing the key out', (custodyKey) => {
    let error: unknown;
    try {
      appSigner({ fid: 11, custodyKey: custodyKey as Hex });
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ name: 'AppAccountError' });
    const words = `${String(error)} ${(error as Error).stack} ${JSON.stringify(error)} ${String((error as Error).cause)}`;
    expect(words).toMatch(/CASTLINE_APP_CUSTODY_KEY/);
    expect(leakedSpellings(words, custodyKey as Hex)).toEqual([]);
  });
});

describe('checkAppCustody', () => {
  it('accepts the FID’s custody, whatever the case of its address', async () => {
    await expect(checkAppCustody(app, async () => devAppAccount().address.toLowerCase() as Address)).resolves.toBeUndefined();
  });

  it('refuses another holder, an unregistered FID and a chain that does not answer, each in words without the key', async () => {
    const refusals = await Promise.all([
      checkAppCustody(app, async () => devAccount(0).address).catch((error: Error) => error.message),
      checkAppCustody(app, async () => null).catch((error: Error) => error.message),
      checkAppCustody(app, () => Promise.reject(new Error('connection refused'))).catch((error: Error) => error.message),
    ]);
    expect(refusals).toEqual([
      `App FID 11 is held by ${devAccount(0).address} on the chain, but CASTLINE_APP_CUSTODY_KEY is the key of ${devAppAccount().address}: give --app-fid the FID that address holds, or the key of its custody address`,
      `App FID 11 is not registered on the chain, but CASTLINE_APP_CUSTODY_KEY is the key of ${devAppAccount().address}: give --app-fid the FID that address holds, or the key of its custody address`,
      'The chain could not be asked which address holds app FID 11: connection refused',
    ]);
    expect(leakedSpellings(refusals.join(' '), devAppCustodyKey())).toEqual([]);
  });
});
