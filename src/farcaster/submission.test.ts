import { Message, MessageData as CoreMessageData, validations } from '@farcaster/core';
import { ed25519 } from '@noble/curves/ed25519.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCastText } from './castText';
import { importSignerKey, signerFromKeyPair, type Ed25519Signer } from './signer';
import { MessageInputError, buildSubmission, type SubmissionAction, type SubmissionContext } from './submission';

const SEED = Uint8Array.from({ length: 32 }, (_, i) => 200 - i);
const L1_AUTHOR = '6841';
const L2_AUTHOR = `0x${'a1'.repeat(20)}`;
const L2_OTHER = `0x${'b2'.repeat(20)}`;
const HASH = `0x${'cd'.repeat(20)}`;
const NOW = Date.UTC(2025, 5, 1, 12);

let signer: Ed25519Signer;
beforeAll(async () => {
  signer = await signerFromKeyPair(await importSignerKey(SEED));
});

function context(author: string, overrides: Partial<SubmissionContext> = {}): SubmissionContext {
  return { author, signer, timestampMs: NOW, ...overrides };
}

function cast(displayText: string, extra: Partial<Extract<SubmissionAction, { kind: 'cast' }>['draft']> = {}): SubmissionAction {
  const fids = new Map([
    ['alice', '2'],
    ['carol', L2_OTHER],
  ]);
  return { kind: 'cast', draft: { ...encodeCastText(displayText, fids), embeds: [], ...extra } };
}

/** What the gateway would decode from the posted message: the data inside `dataBytes`. */
function sentData(message: unknown): CoreMessageData {
  const decoded = Message.fromJSON(message);
  return CoreMessageData.decode(decoded.dataBytes ?? new Uint8Array());
}

async function expectHubValid(message: unknown): Promise<void> {
  const result = await validations.validateMessage(Message.fromJSON(message));
  if (result.isErr()) throw result.error;
}

describe('buildSubmission in FID mode (L1)', () => {
  it('builds a hub-valid cast with the author FID and no overrides', async () => {
    const { body, hash } = await buildSubmission(cast('gm @alice https://example.com', { embeds: [{ url: 'https://example.com' }] }), context(L1_AUTHOR));
    expect(body.isExternal).toBe(false);
    expect(body.bodyOverrides).toBeUndefined();
    expect(body.message.data.fid).toBe(6841);
    expect(body.message.data.castAddBody).toMatchObject({ text: 'gm  https://example.com', mentions: [2], mentionsPositions: [3], type: 'CAST' });
    expect(hash).toBe(`0x${Buffer.from(body.message.hash, 'base64').toString('hex')}`);
    await expectHubValid(body.message);
  });

  it('picks LONG_CAST from the length', async () => {
    const { body } = await buildSubmission(cast('x'.repeat(321)), context(L1_AUTHOR));
    expect(body.message.data.castAddBody?.type).toBe('LONG_CAST');
    await expectHubValid(body.message);
  });

  it('gives the same body and hash for the same input, so a retry resends the very same message', async () => {
    const action = cast('hello @alice');
    const first = await buildSubmission(action, context(L1_AUTHOR));
    const second = await buildSubmission(action, context(L1_AUTHOR));
    expect(second).toEqual(first);
    const later = await buildSubmission(action, context(L1_AUTHOR, { timestampMs: NOW + 1000 }));
    expect(later.hash).not.toBe(first.hash);
  });

  it.each<[string, SubmissionAction, string]>([
    ['like', { kind: 'reaction', reaction: 'like', target: { fid: '5', hash: HASH } }, 'MESSAGE_TYPE_REACTION_ADD'],
    ['unrecast', { kind: 'reaction', reaction: 'recast', target: { fid: '5', hash: HASH }, remove: true }, 'MESSAGE_TYPE_REACTION_REMOVE'],
    ['follow', { kind: 'follow', target: { fid: '3' } }, 'MESSAGE_TYPE_LINK_ADD'],
    ['unfollow', { kind: 'follow', target: { fid: '3' }, remove: true }, 'MESSAGE_TYPE_LINK_REMOVE'],
    ['block', { kind: 'block', target: { fid: '3' } }, 'MESSAGE_TYPE_LINK_ADD'],
    ['unblock', { kind: 'block', target: { fid: '3' }, remove: true }, 'MESSAGE_TYPE_LINK_REMOVE'],
    ['cast removal', { kind: 'remove-cast', cast: { fid: L1_AUTHOR, hash: HASH } }, 'MESSAGE_TYPE_CAST_REMOVE'],
    ['display name', { kind: 'user-data', field: 'display', value: 'Ada' }, 'MESSAGE_TYPE_USER_DATA_ADD'],
    ['like of a URL', { kind: 'reaction', reaction: 'like', target: { url: 'https://example.com/p' } }, 'MESSAGE_TYPE_REACTION_ADD'],
  ])('builds a hub-valid %s', async (_name, action, type) => {
    const { body } = await buildSubmission(action, context(L1_AUTHOR));
    expect(body).toMatchObject({ isExternal: false, message: { data: { type, fid: 6841 } } });
    expect(body.bodyOverrides).toBeUndefined();
    await expectHubValid(body.message);
  });

  it('uses the configured network', async () => {
    const { body } = await buildSubmission(cast('gm'), context(L1_AUTHOR, { network: 'FARCASTER_NETWORK_TESTNET' }));
    expect(body.message.data.network).toBe('FARCASTER_NETWORK_TESTNET');
    await expectHubValid(body.message);
  });
});

describe('buildSubmission in signature mode (L2)', () => {
  it('sends data.fid 0, isExternal, and string FIDs of mentions and parent in bodyOverrides', async () => {
    const { body } = await buildSubmission(
      cast('hi @alice and @carol', { parentCastId: { fid: '3', hash: HASH } }),
      context(L2_AUTHOR),
    );
    expect(body.isExternal).toBe(true);
    expect(body.bodyOverrides).toEqual({ mentions: ['2', L2_OTHER], parentCastId: { fid: '3' } });
    const data = sentData(body.message);
    expect(data.fid).toBe(0);
    expect(data.castAddBody?.mentions).toEqual([2, 0]);
    expect(data.castAddBody?.parentCastId?.fid).toBe(3);
  });

  it('still signs correctly with the signer key', async () => {
    const { body } = await buildSubmission(cast('gm'), context(L2_AUTHOR));
    const message = Message.fromJSON(body.message);
    expect(ed25519.verify(message.signature, message.hash, ed25519.getPublicKey(SEED))).toBe(true);
  });

  it('sends an empty mentions override for a cast without mentions', async () => {
    const { body } = await buildSubmission(cast('gm'), context(L2_AUTHOR));
    expect(body.bodyOverrides).toEqual({ mentions: [] });
  });

  it.each<[string, SubmissionAction, unknown]>([
    ['reaction', { kind: 'reaction', reaction: 'like', target: { fid: L2_OTHER, hash: HASH } }, { targetCastId: { fid: L2_OTHER } }],
    ['follow', { kind: 'follow', target: { fid: '7' } }, { targetFid: '7' }],
    ['unfollow', { kind: 'follow', target: { fid: L2_OTHER }, remove: true }, { targetFid: L2_OTHER }],
    ['block', { kind: 'block', target: { fid: L2_OTHER } }, { targetFid: L2_OTHER }],
  ])('sends the %s target as a string FID in bodyOverrides', async (_name, action, overrides) => {
    const { body } = await buildSubmission(action, context(L2_AUTHOR));
    expect(body.isExternal).toBe(true);
    expect(body.bodyOverrides).toEqual(overrides);
    expect(sentData(body.message).fid).toBe(0);
  });

  it('needs no overrides for a profile change', async () => {
    const { body } = await buildSubmission({ kind: 'user-data', field: 'bio', value: 'hello' }, context(L2_AUTHOR));
    expect(body.isExternal).toBe(true);
    expect(body.bodyOverrides).toBeUndefined();
  });
});

describe('buildSubmission for an L1 author acting on L2 entities', () => {
  it.each<[string, SubmissionAction]>([
    ['replying to an L2 author', cast('nice', { parentCastId: { fid: L2_OTHER, hash: HASH } })],
    ['replying to an external cast of an L1 author', cast('nice', { parentCastId: { fid: '3', hash: HASH, external: true } })],
    ['mentioning an L2 user', cast('hi @carol')],
    ['quoting an L2 cast', cast('look', { embeds: [{ castId: { fid: L2_OTHER, hash: HASH } }] })],
    ['liking an L2 cast', { kind: 'reaction', reaction: 'like', target: { fid: L2_OTHER, hash: HASH } }],
    ['following an L2 user', { kind: 'follow', target: { fid: L2_OTHER } }],
    ['removing an external cast', { kind: 'remove-cast', cast: { fid: L1_AUTHOR, hash: HASH, external: true } }],
  ])('marks the message external when %s', async (_name, action) => {
    const { body } = await buildSubmission(action, context(L1_AUTHOR));
    expect(body.isExternal).toBe(true);
    expect(body.message.data.fid).toBe(6841);
  });

  it('writes 0 for the L2 FID in the protobuf and the address in the overrides', async () => {
    const { body } = await buildSubmission(cast('nice', { parentCastId: { fid: L2_OTHER, hash: HASH } }), context(L1_AUTHOR));
    expect(sentData(body.message).castAddBody?.parentCastId?.fid).toBe(0);
    expect(body.bodyOverrides).toEqual({ mentions: [], parentCastId: { fid: L2_OTHER } });
  });

  it('keeps a follow of an L2 user with target FID 0', async () => {
    const { body } = await buildSubmission({ kind: 'follow', target: { fid: L2_OTHER } }, context(L1_AUTHOR));
    expect(body.message.data.linkBody).toEqual({ type: 'follow', targetFid: 0 });
    expect(body.bodyOverrides).toEqual({ targetFid: L2_OTHER });
  });
});

describe('buildSubmission refuses bad input', () => {
  it('refuses an invalid cast with the problems validateCast found', async () => {
    const error = await buildSubmission(cast('   '), context(L1_AUTHOR)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MessageInputError);
    expect((error as MessageInputError).problems.map((p) => p.code)).toEqual(['empty']);
  });

  it('applies the cast limits given with the action', async () => {
    const embeds = [1, 2, 3].map((i) => ({ url: `https://e.com/${i}` }));
    await expect(buildSubmission(cast('x', { embeds }), context(L1_AUTHOR))).rejects.toBeInstanceOf(MessageInputError);
    const action: SubmissionAction = { kind: 'cast', draft: { ...encodeCastText('x', new Map()), embeds }, limits: { maxEmbeds: 4 } };
    const { body } = await buildSubmission(action, context(L1_AUTHOR));
    await expectHubValid(body.message);
  });

  it.each<[string, SubmissionAction, string]>([
    ['a malformed hash', { kind: 'reaction', reaction: 'like', target: { fid: '5', hash: '0x1234' } }, L1_AUTHOR],
    ['an over-long reaction URL', { kind: 'reaction', reaction: 'like', target: { url: `https://e.com/${'a'.repeat(243)}` } }, L1_AUTHOR],
    ['a malformed target FID', { kind: 'follow', target: { fid: 'alice' } }, L1_AUTHOR],
    ['a too long display name', { kind: 'user-data', field: 'display', value: 'x'.repeat(33) }, L1_AUTHOR],
    ['a malformed author', { kind: 'follow', target: { fid: '3' } }, 'alice'],
  ])('refuses %s', async (_name, action, author) => {
    await expect(buildSubmission(action, context(author))).rejects.toBeInstanceOf(MessageInputError);
  });
});
