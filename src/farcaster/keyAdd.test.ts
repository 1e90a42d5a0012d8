import {
  ADMISSIBLE_KEY_ADD_SCOPES,
  FarcasterNetwork,
  KeyAddBody,
  makeKeyAdd,
  makeKeyAddBody,
  MAX_KEY_TTL_SECONDS as CORE_MAX_TTL,
  Message,
  MessageData,
  NobleEd25519Signer,
  validations,
  verifyGaslessKeyRequest,
  verifyKeyAdd,
  ViemLocalEip712Signer,
} from '@farcaster/core';
import { ed25519 } from '@noble/curves/ed25519.js';
import { hexToBytes } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { toHex } from './hex';
import { encodeKeyAddData, gaslessKeyRequestTypedData, keyAddTypedData, POSTING_SCOPES, signKeyAdd } from './keyAdd';
import { farcasterTime } from './message';

const custody = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9c86dae88c7a8412f4603b6b78690d');
const seed = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
const publicKey = ed25519.getPublicKey(seed);
const newKey = { publicKey, sign: async (bytes: Uint8Array) => ed25519.sign(bytes, seed) };
const timestamp = farcasterTime(Date.now());
const request = { fid: 11, key: toHex(publicKey), scopes: Object.values(POSTING_SCOPES), ttl: 30 * 86_400, nonce: 3, deadline: timestamp + 3600 };

async function signed() {
  const custodySignature = await custody.signTypedData(keyAddTypedData(request));
  const requestSignature = await custody.signTypedData(gaslessKeyRequestTypedData({ requestFid: request.fid, key: request.key, deadline: request.deadline }));
  return { custodySignature, requestSignature, requestFid: request.fid, requestSigner: custody.address };
}

describe('a gasless KEY_ADD', () => {
  it('asks only for scopes Snapchain admits, within its longest time to live', () => {
    expect(Object.values(POSTING_SCOPES).every((scope) => ADMISSIBLE_KEY_ADD_SCOPES.includes(scope))).toBe(true);
    expect(request.ttl).toBeLessThanOrEqual(CORE_MAX_TTL);
  });

  it('has typed data that @farcaster/core verifies as the custody’s KeyAdd and SignedKeyRequest', async () => {
    const { custodySignature, requestSignature } = await signed();
    const address = hexToBytes(custody.address);
    const keyAdd = { ...request, fid: 11n, key: publicKey, keyType: 1, deadline: BigInt(request.deadline) };
    expect((await verifyKeyAdd(keyAdd, hexToBytes(custodySignature), address))._unsafeUnwrap()).toBe(true);
    expect((await verifyKeyAdd({ ...keyAdd, nonce: 4 }, hexToBytes(custodySignature), address))._unsafeUnwrap()).toBe(false);
    const keyRequest = { requestFid: 11n, key: publicKey, deadline: BigInt(request.deadline) };
    expect((await verifyGaslessKeyRequest(keyRequest, hexToBytes(requestSignature), address))._unsafeUnwrap()).toBe(true);
  });

  it('encodes the bytes @farcaster/core’s makeKeyAddBody and makeKeyAdd make from the same signatures, and signs them with the new key', async () => {
    const signatures = await signed();
    const dataBytes = encodeKeyAddData({ timestamp, network: 'FARCASTER_NETWORK_MAINNET' }, request, signatures);

    const body = (await makeKeyAddBody({ ...request, fid: 11n, key: publicKey, requestFid: 11n }, new ViemLocalEip712Signer(custody)))._unsafeUnwrap();
    // The custody signs the same typed data, so the same signatures (ECDSA signing is deterministic, RFC 6979).
    expect(toHex(body.custodySignature)).toBe(signatures.custodySignature);
    const theirs = (await makeKeyAdd(body, { fid: 11, network: FarcasterNetwork.MAINNET, timestamp }, new NobleEd25519Signer(seed)))._unsafeUnwrap();
    expect(toHex(dataBytes)).toBe(toHex(MessageData.encode(theirs.data).finish()));

    const json = await signKeyAdd(dataBytes, newKey);
    const message = Message.fromJSON(json);
    expect(toHex(message.hash)).toBe(toHex(theirs.hash));
    expect(toHex(message.signature)).toBe(toHex(theirs.signature));
    expect(toHex(message.signer)).toBe(toHex(publicKey));
    const decoded = MessageData.decode(message.dataBytes!);
    expect(KeyAddBody.toJSON(decoded.keyAddBody!)).toEqual(KeyAddBody.toJSON(body));
    expect((await validations.validateMessage({ ...message, data: decoded })).isOk()).toBe(true);
  });
});
