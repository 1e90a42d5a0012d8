import {
  CastType,
  FarcasterNetwork,
  MessageData as CoreMessageData,
  MessageType,
  ReactionType,
  UserDataType,
} from '@farcaster/core';
import { describe, expect, it } from 'vitest';
import { encodeMessageData, type MessageData } from './messageData';
import { messageDataJson } from './messageJson';

const HASH = Uint8Array.from({ length: 20 }, (_, i) => i * 13);
const envelope = { fid: 6841, timestamp: 127_000_000, network: 'FARCASTER_NETWORK_MAINNET' } as const;
const coreEnvelope = { fid: 6841, timestamp: 127_000_000, network: FarcasterNetwork.MAINNET };

type Case = [name: string, ours: MessageData, core: CoreMessageData];

const castBody = { embedsDeprecated: [], mentions: [], mentionsPositions: [], embeds: [], type: CastType.CAST };

const cases: Case[] = [
  [
    'a plain cast',
    { ...envelope, type: 'MESSAGE_TYPE_CAST_ADD', castAddBody: { text: 'gm', mentions: [], mentionsPositions: [], embeds: [], type: 'CAST' } },
    CoreMessageData.create({ ...coreEnvelope, type: MessageType.CAST_ADD, castAddBody: { ...castBody, text: 'gm' } }),
  ],
  [
    'a cast with Unicode text, mentions, both embed kinds and a parent cast',
    {
      ...envelope,
      type: 'MESSAGE_TYPE_CAST_ADD',
      castAddBody: {
        text: '🤓  日本 👨‍👩‍👧 ',
        mentions: [2, 2 ** 40],
        mentionsPositions: [5, 25],
        embeds: [{ url: 'https://example.com/é' }, { castId: { fid: 3, hash: HASH } }],
        parentCastId: { fid: 300, hash: HASH },
        type: 'CAST',
      },
    },
    CoreMessageData.create({
      ...coreEnvelope,
      type: MessageType.CAST_ADD,
      castAddBody: {
        ...castBody,
        text: '🤓  日本 👨‍👩‍👧 ',
        mentions: [2, 2 ** 40],
        mentionsPositions: [5, 25],
        embeds: [{ url: 'https://example.com/é' }, { castId: { fid: 3, hash: HASH } }],
        parentCastId: { fid: 300, hash: HASH },
      },
    }),
  ],
  [
    'a long cast in a channel',
    {
      ...envelope,
      type: 'MESSAGE_TYPE_CAST_ADD',
      castAddBody: { text: 'x'.repeat(700), mentions: [], mentionsPositions: [], embeds: [], parentUrl: 'chain://eip155:1/erc721:0xabc', type: 'LONG_CAST' },
    },
    CoreMessageData.create({
      ...coreEnvelope,
      type: MessageType.CAST_ADD,
      castAddBody: { ...castBody, text: 'x'.repeat(700), parentUrl: 'chain://eip155:1/erc721:0xabc', type: CastType.LONG_CAST },
    }),
  ],
  [
    'an L2 author with empty text, an L2 mention and an L2 parent (all FIDs 0)',
    {
      ...envelope,
      fid: 0,
      type: 'MESSAGE_TYPE_CAST_ADD',
      castAddBody: { text: '', mentions: [0, 7], mentionsPositions: [0, 0], embeds: [{ castId: { fid: 0, hash: HASH } }], parentCastId: { fid: 0, hash: HASH }, type: 'CAST' },
    },
    CoreMessageData.create({
      ...coreEnvelope,
      fid: 0,
      type: MessageType.CAST_ADD,
      castAddBody: { ...castBody, text: '', mentions: [0, 7], mentionsPositions: [0, 0], embeds: [{ castId: { fid: 0, hash: HASH } }], parentCastId: { fid: 0, hash: HASH } },
    }),
  ],
  [
    'a cast remove on testnet',
    { ...envelope, network: 'FARCASTER_NETWORK_TESTNET', type: 'MESSAGE_TYPE_CAST_REMOVE', castRemoveBody: { targetHash: HASH } },
    CoreMessageData.create({ ...coreEnvelope, network: FarcasterNetwork.TESTNET, type: MessageType.CAST_REMOVE, castRemoveBody: { targetHash: HASH } }),
  ],
  [
    'a like of an L2 cast',
    { ...envelope, type: 'MESSAGE_TYPE_REACTION_ADD', reactionBody: { type: 'REACTION_TYPE_LIKE', targetCastId: { fid: 0, hash: HASH } } },
    CoreMessageData.create({ ...coreEnvelope, type: MessageType.REACTION_ADD, reactionBody: { type: ReactionType.LIKE, targetCastId: { fid: 0, hash: HASH } } }),
  ],
  [
    'a recast removal on devnet',
    {
      ...envelope,
      network: 'FARCASTER_NETWORK_DEVNET',
      type: 'MESSAGE_TYPE_REACTION_REMOVE',
      reactionBody: { type: 'REACTION_TYPE_RECAST', targetCastId: { fid: 99, hash: HASH } },
    },
    CoreMessageData.create({
      ...coreEnvelope,
      network: FarcasterNetwork.DEVNET,
      type: MessageType.REACTION_REMOVE,
      reactionBody: { type: ReactionType.RECAST, targetCastId: { fid: 99, hash: HASH } },
    }),
  ],
  [
    'a like of a URL',
    { ...envelope, type: 'MESSAGE_TYPE_REACTION_ADD', reactionBody: { type: 'REACTION_TYPE_LIKE', targetUrl: 'https://example.com' } },
    CoreMessageData.create({ ...coreEnvelope, type: MessageType.REACTION_ADD, reactionBody: { type: ReactionType.LIKE, targetUrl: 'https://example.com' } }),
  ],
  [
    'a follow of an L2 user (target FID 0 is still written)',
    { ...envelope, fid: 0, type: 'MESSAGE_TYPE_LINK_ADD', linkBody: { type: 'follow', targetFid: 0 } },
    CoreMessageData.create({ ...coreEnvelope, fid: 0, type: MessageType.LINK_ADD, linkBody: { type: 'follow', targetFid: 0 } }),
  ],
  [
    'an unfollow',
    { ...envelope, type: 'MESSAGE_TYPE_LINK_REMOVE', linkBody: { type: 'follow', targetFid: 1 } },
    CoreMessageData.create({ ...coreEnvelope, type: MessageType.LINK_REMOVE, linkBody: { type: 'follow', targetFid: 1 } }),
  ],
  [
    'a bio',
    { ...envelope, type: 'MESSAGE_TYPE_USER_DATA_ADD', userDataBody: { type: 'USER_DATA_TYPE_BIO', value: 'builder 🛠' } },
    CoreMessageData.create({ ...coreEnvelope, type: MessageType.USER_DATA_ADD, userDataBody: { type: UserDataType.BIO, value: 'builder 🛠' } }),
  ],
  [
    'an emptied website (empty value)',
    { ...envelope, type: 'MESSAGE_TYPE_USER_DATA_ADD', userDataBody: { type: 'USER_DATA_TYPE_URL', value: '' } },
    CoreMessageData.create({ ...coreEnvelope, type: MessageType.USER_DATA_ADD, userDataBody: { type: UserDataType.URL, value: '' } }),
  ],
];

describe('encodeMessageData', () => {
  it.each(cases)('writes the same bytes as @farcaster/core for %s', (_name, ours, core) => {
    const bytes = encodeMessageData(ours);
    expect(Buffer.from(bytes).toString('hex')).toBe(Buffer.from(CoreMessageData.encode(core).finish()).toString('hex'));
    expect(CoreMessageData.decode(bytes)).toEqual(core);
  });

  it.each(cases)('writes the same JSON as @farcaster/core for %s', (_name, ours, core) => {
    const json = messageDataJson(ours);
    const coreJson = CoreMessageData.toJSON(core);
    expect(json).toStrictEqual(coreJson);
    expect(JSON.stringify(json)).toBe(JSON.stringify(coreJson));
  });
});
