import { Message, MessageData } from '@farcaster/core';
import { ed25519 } from '@noble/curves/ed25519.js';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../domainErrors';
import { signedMessageJson } from '../testing/signedMessage';
import { checkEnvelope, decodeMessage, hex } from './envelope';

const key = ed25519.utils.randomSecretKey();
const cast = { type: 1, fid: 1, castAddBody: { text: 'signed', mentions: [], mentionsPositions: [], embeds: [], embedsDeprecated: [], type: 0 } };
const signed = () => decodeMessage(signedMessageJson(cast, key));

const refusal = async (run: () => unknown): Promise<string> => {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInputError);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('decodeMessage', () => {
  it('refuses what is not a Message object', async () => {
    for (const json of [null, 'text', [1], 3]) expect(await refusal(() => decodeMessage(json))).toBe('message must be a Farcaster Message object in protobuf JSON form');
    expect(await refusal(() => decodeMessage({ hash: { not: 'bytes' } }))).toMatch(/^message is not a valid Farcaster Message: /);
  });
});

describe('checkEnvelope', () => {
  it('answers the data that was hashed, with the hash, signer, signature and whole message in hex', async () => {
    const message = signed();
    const checked = await checkEnvelope(message);
    expect(checked.data.castAddBody?.text).toBe('signed');
    expect(checked.hashHex).toBe(hex(message.hash));
    expect(checked.hashHex).toMatch(/^0x[0-9a-f]{40}$/);
    expect(checked.signerHex).toBe(hex(ed25519.getPublicKey(key)));
    expect(checked.signatureHex).toBe(hex(message.signature));
    expect(checked.rawHex).toBe(hex(Message.encode(message).finish()));
    expect(checked.message.dataBytes).toEqual(message.dataBytes);
    expect(hex(new Uint8Array([0, 255]))).toBe('0x00ff');
  });

  it('reads the data from dataBytes, never from a data object sent beside it', async () => {
    const message = signed();
    message.data = MessageData.fromPartial({ ...message.data, castAddBody: { ...message.data!.castAddBody!, text: 'forged' } });
    expect((await checkEnvelope(message)).data.castAddBody?.text).toBe('signed');
  });

  it('checks a message sent with data alone over the encoding of that data', async () => {
    const message = signed();
    const withoutBytes = { ...message, dataBytes: new Uint8Array() };
    const checked = await checkEnvelope(withoutBytes);
    expect(checked.data.castAddBody?.text).toBe('signed');
    expect(checked.message.dataBytes).toBeUndefined();
    expect(checked.hashHex).toBe(hex(message.hash));
  });

  it('refuses a broken envelope, each for its reason', async () => {
    const message = signed();
    const otherHash = new Uint8Array(20).fill(1);
    const cases: [Message, string | RegExp][] = [
      [{ ...message, dataBytes: new Uint8Array([0xff, 0xff]) }, 'message.dataBytes is not an encoded MessageData'],
      [{ ...message, dataBytes: undefined, data: undefined }, 'message has neither data nor dataBytes'],
      [{ ...message, hashScheme: 2 as Message['hashScheme'] }, 'message.hashScheme must be HASH_SCHEME_BLAKE3'],
      [{ ...message, signatureScheme: 2 as Message['signatureScheme'] }, 'message.signatureScheme must be SIGNATURE_SCHEME_ED25519'],
      [{ ...message, hash: otherHash }, `Invalid message hash: expected ${hex(message.hash)}, got ${hex(otherHash)}`],
      [{ ...message, signature: new Uint8Array(64).fill(2) }, 'Invalid message signature: the Ed25519 signature does not match the hash and signer'],
      [{ ...message, signature: message.signature.subarray(0, 63) }, /^Invalid message signature/],
      [{ ...message, signer: message.signer.subarray(0, 31) }, /^Invalid message signature/],
      [{ ...message, signer: ed25519.getPublicKey(ed25519.utils.randomSecretKey()) }, /^Invalid message signature/],
    ];
    for (const [broken, reason] of cases) {
      if (typeof reason === 'string') expect(await refusal(() => checkEnvelope(broken))).toBe(reason);
      else expect(await refusal(() => checkEnvelope(broken))).toMatch(reason);
    }
  });
});
