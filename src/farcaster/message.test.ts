import {
  CastType,
  FarcasterNetwork,
  Message,
  NobleEd25519Signer,
  ReactionType,
  UserDataType,
  makeCastAdd,
  makeCastRemove,
  makeLinkAdd,
  makeLinkRemove,
  makeReactionAdd,
  makeReactionRemove,
  makeUserDataAdd,
  toFarcasterTime,
  validations,
  type HubResult,
  type Message as CoreMessage,
} from '@farcaster/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMessage, farcasterTime, toMessageJson } from './message';
import type { MessageBody } from './messageData';
import { importSignerKey, signerFromKeyPair, type Ed25519Signer } from './signer';

const SEED = Uint8Array.from({ length: 32 }, (_, i) => (i * 7 + 1) & 0xff);
const FID = 6841;
const TIMESTAMP = farcasterTime(Date.UTC(2025, 4, 6, 7, 8, 9));
const HASH = Uint8Array.from({ length: 20 }, (_, i) => 255 - i);
const coreSigner = new NobleEd25519Signer(SEED);
const coreData = { fid: FID, timestamp: TIMESTAMP, network: FarcasterNetwork.MAINNET };
const castDefaults = { embedsDeprecated: [], mentions: [], mentionsPositions: [], embeds: [], type: CastType.CAST };

function unwrap<T>(result: HubResult<T>): T {
  if (result.isErr()) throw result.error;
  return result.value;
}

let signer: Ed25519Signer;
beforeAll(async () => {
  signer = await signerFromKeyPair(await importSignerKey(SEED));
});

type Case = [name: string, body: MessageBody, core: () => Promise<HubResult<CoreMessage>>];

const cases: Case[] = [
  [
    'cast add',
    {
      type: 'MESSAGE_TYPE_CAST_ADD',
      castAddBody: {
        text: '🤓  says hi to ',
        mentions: [1, 2],
        mentionsPositions: [5, 17],
        embeds: [{ url: 'https://example.com' }, { castId: { fid: 3, hash: HASH } }],
        parentCastId: { fid: 4, hash: HASH },
        type: 'CAST',
      },
    },
    () =>
      makeCastAdd(
        {
          ...castDefaults,
          text: '🤓  says hi to ',
          mentions: [1, 2],
          mentionsPositions: [5, 17],
          embeds: [{ url: 'https://example.com' }, { castId: { fid: 3, hash: HASH } }],
          parentCastId: { fid: 4, hash: HASH },
        },
        coreData,
        coreSigner,
      ),
  ],
  [
    'long cast add in a channel',
    {
      type: 'MESSAGE_TYPE_CAST_ADD',
      castAddBody: { text: '日本語'.repeat(40), mentions: [], mentionsPositions: [], embeds: [], parentUrl: 'https://warpcast.com/~/channel/dev', type: 'LONG_CAST' },
    },
    () =>
      makeCastAdd(
        { ...castDefaults, text: '日本語'.repeat(40), parentUrl: 'https://warpcast.com/~/channel/dev', type: CastType.LONG_CAST },
        coreData,
        coreSigner,
      ),
  ],
  [
    'cast remove',
    { type: 'MESSAGE_TYPE_CAST_REMOVE', castRemoveBody: { targetHash: HASH } },
    () => makeCastRemove({ targetHash: HASH }, coreData, coreSigner),
  ],
  [
    'reaction add (like)',
    { type: 'MESSAGE_TYPE_REACTION_ADD', reactionBody: { type: 'REACTION_TYPE_LIKE', targetCastId: { fid: 5, hash: HASH } } },
    () => makeReactionAdd({ type: ReactionType.LIKE, targetCastId: { fid: 5, hash: HASH } }, coreData, coreSigner),
  ],
  [
    'reaction remove (recast)',
    { type: 'MESSAGE_TYPE_REACTION_REMOVE', reactionBody: { type: 'REACTION_TYPE_RECAST', targetCastId: { fid: 5, hash: HASH } } },
    () => makeReactionRemove({ type: ReactionType.RECAST, targetCastId: { fid: 5, hash: HASH } }, coreData, coreSigner),
  ],
  [
    'reaction add on a URL',
    { type: 'MESSAGE_TYPE_REACTION_ADD', reactionBody: { type: 'REACTION_TYPE_LIKE', targetUrl: 'https://example.com/p' } },
    () => makeReactionAdd({ type: ReactionType.LIKE, targetUrl: 'https://example.com/p' }, coreData, coreSigner),
  ],
  [
    'link add (follow)',
    { type: 'MESSAGE_TYPE_LINK_ADD', linkBody: { type: 'follow', targetFid: 3 } },
    () => makeLinkAdd({ type: 'follow', targetFid: 3 }, coreData, coreSigner),
  ],
  [
    'link remove (unfollow)',
    { type: 'MESSAGE_TYPE_LINK_REMOVE', linkBody: { type: 'follow', targetFid: 3 } },
    () => makeLinkRemove({ type: 'follow', targetFid: 3 }, coreData, coreSigner),
  ],
  ...(
    [
      ['USER_DATA_TYPE_PFP', UserDataType.PFP, 'https://i.imgur.com/x.png'],
      ['USER_DATA_TYPE_DISPLAY', UserDataType.DISPLAY, 'Ada 🚀'],
      ['USER_DATA_TYPE_BIO', UserDataType.BIO, 'builds things'],
      ['USER_DATA_TYPE_URL', UserDataType.URL, 'https://ada.dev'],
    ] as const
  ).map(
    ([type, coreType, value]): Case => [
      `user data add (${type})`,
      { type: 'MESSAGE_TYPE_USER_DATA_ADD', userDataBody: { type, value } },
      () => makeUserDataAdd({ type: coreType, value }, coreData, coreSigner),
    ],
  ),
];

describe('buildMessage and toMessageJson', () => {
  it.each(cases)('match @farcaster/core byte for byte: %s', async (_name, body, makeCore) => {
    const core = unwrap(await makeCore());
    const ours = await buildMessage({ ...body, fid: FID, timestamp: TIMESTAMP, network: 'FARCASTER_NETWORK_MAINNET' }, signer);

    expect(Buffer.from(ours.dataBytes)).toEqual(Buffer.from(core.dataBytes ?? []));
    expect(Buffer.from(ours.hash)).toEqual(Buffer.from(core.hash));
    expect(Buffer.from(ours.signature)).toEqual(Buffer.from(core.signature));
    expect(Buffer.from(ours.signer)).toEqual(Buffer.from(core.signer));

    const json = toMessageJson(ours);
    expect(JSON.stringify(json)).toBe(JSON.stringify(Message.toJSON(core)));
  });

  it.each(cases)('pass the validations a hub runs: %s', async (_name, body) => {
    const ours = await buildMessage({ ...body, fid: FID, timestamp: TIMESTAMP, network: 'FARCASTER_NETWORK_MAINNET' }, signer);
    const received = Message.fromJSON(JSON.parse(JSON.stringify(toMessageJson(ours))));
    expect(unwrap(await validations.validateMessage(received))).toBe(received);
    // A hub reads the data from dataBytes alone.
    const bytesOnly = { ...received, data: undefined };
    expect(unwrap(await validations.validateMessage(bytesOnly))).toBe(bytesOnly);
  });

  it('fails hub validation once the signed bytes are altered', async () => {
    const body = cases[0]?.[1];
    if (body === undefined) throw new Error('no case');
    const ours = await buildMessage({ ...body, fid: FID, timestamp: TIMESTAMP, network: 'FARCASTER_NETWORK_MAINNET' }, signer);
    const tampered = { ...ours, dataBytes: Uint8Array.from(ours.dataBytes, (b, i) => (i === ours.dataBytes.length - 1 ? b ^ 1 : b)) };
    const result = await validations.validateMessage(Message.fromJSON(toMessageJson(tampered)));
    expect(result.isErr()).toBe(true);
  });
});

describe('farcasterTime', () => {
  it.each([Date.UTC(2021, 0, 1), Date.UTC(2021, 0, 1) + 499, Date.UTC(2021, 0, 1) + 500, Date.UTC(2024, 1, 29, 12), Date.now()])(
    'agrees with toFarcasterTime for %d',
    (ms) => {
      expect(farcasterTime(ms)).toBe(unwrap(toFarcasterTime(ms)));
    },
  );

  it('refuses times before the epoch or beyond uint32 seconds', () => {
    expect(() => farcasterTime(Date.UTC(2020, 11, 31))).toThrow(RangeError);
    expect(() => farcasterTime(Number.NaN)).toThrow(RangeError);
    expect(() => farcasterTime(Date.UTC(2021, 0, 1) + 2 ** 32 * 1000)).toThrow(RangeError);
  });
});
