import { createHash } from 'node:crypto';
import { Message, MessageType, ReactionType, UserDataType, type MessageData } from '@farcaster/core';
import { ed25519 } from '@noble/curves/ed25519.js';
import { farcasterNow, signedMessageJson } from './signedMessage';

/**
 * Test support: valid, signed Farcaster messages of "network" FIDs (ones a gateway holds nothing
 * about), to seed a stand-in node with. Each FID signs with its own test signer key, and each message
 * gets a distinct timestamp `secondsAgo` before now, so the node's order is known.
 */
export const networkSignerKey = (fid: number): Uint8Array => createHash('sha256').update(`castline network signer ${fid}`).digest();
export const networkSignerPublicKey = (fid: number): `0x${string}` => `0x${Buffer.from(ed25519.getPublicKey(networkSignerKey(fid))).toString('hex')}`;

const signed = (fid: number, secondsAgo: number, data: Partial<MessageData>): Message =>
  Message.fromJSON(signedMessageJson({ fid, timestamp: farcasterNow() - secondsAgo, ...data }, networkSignerKey(fid)));

export const hashOf = (message: Message): string => `0x${Buffer.from(message.hash).toString('hex')}`;

export interface NetworkProfile {
  username?: string;
  displayName?: string;
  bio?: string;
  pfp?: string;
}

export function profileMessages(fid: number, profile: NetworkProfile, secondsAgo = 100_000): Message[] {
  const fields: [UserDataType, string | undefined][] = [
    [UserDataType.USERNAME, profile.username],
    [UserDataType.DISPLAY, profile.displayName],
    [UserDataType.BIO, profile.bio],
    [UserDataType.PFP, profile.pfp],
  ];
  return fields.flatMap(([type, value], i) =>
    value === undefined ? [] : [signed(fid, secondsAgo - i, { type: MessageType.USER_DATA_ADD, userDataBody: { type, value } })]);
}

/** A cast; `parentFid` names another FID than the parent's author in the reply's parent id, as any signer may. */
export function castMessage(fid: number, text: string, secondsAgo: number, more: { parent?: Message; parentFid?: number; embedUrl?: string } = {}): Message {
  const parent = more.parent ? { fid: more.parentFid ?? more.parent.data!.fid, hash: more.parent.hash } : undefined;
  return signed(fid, secondsAgo, {
    type: MessageType.CAST_ADD,
    castAddBody: {
      text, mentions: [], mentionsPositions: [], embedsDeprecated: [], type: 0,
      embeds: more.embedUrl ? [{ url: more.embedUrl }] : [],
      ...(parent ? { parentCastId: parent } : {}),
    },
  });
}

export const followMessage = (fid: number, targetFid: number, secondsAgo: number): Message =>
  signed(fid, secondsAgo, { type: MessageType.LINK_ADD, linkBody: { type: 'follow', targetFid } });

export const reactionMessage = (fid: number, kind: 'like' | 'recast', target: Message, secondsAgo: number): Message =>
  signed(fid, secondsAgo, {
    type: MessageType.REACTION_ADD,
    reactionBody: { type: kind === 'like' ? ReactionType.LIKE : ReactionType.RECAST, targetCastId: { fid: target.data!.fid, hash: target.hash } },
  });

export const castRemoveMessage = (fid: number, target: Message, secondsAgo: number): Message =>
  signed(fid, secondsAgo, { type: MessageType.CAST_REMOVE, castRemoveBody: { targetHash: target.hash } });
