import type { CastAddBody, CastId, Embed, FarcasterNetwork, MessageData, MessageType, ReactionType, UserDataType } from './messageData';

/**
 * The protobuf JSON form (`Message.toJSON` of `@farcaster/core`) that the gateway accepts:
 * byte fields in base64, enums by name, every proto3 field present, keys in field order.
 */

export interface CastIdJson {
  fid: number;
  hash: string;
}

export type EmbedJson = { url: string } | { castId: CastIdJson };

export interface CastAddBodyJson {
  embedsDeprecated: string[];
  mentions: number[];
  parentCastId?: CastIdJson;
  parentUrl?: string;
  text: string;
  mentionsPositions: number[];
  embeds: EmbedJson[];
  type: CastAddBody['type'];
}

export interface MessageDataJson {
  type: MessageType;
  fid: number;
  timestamp: number;
  network: FarcasterNetwork;
  castAddBody?: CastAddBodyJson;
  castRemoveBody?: { targetHash: string };
  reactionBody?: { type: ReactionType; targetCastId?: CastIdJson; targetUrl?: string };
  userDataBody?: { type: UserDataType; value: string };
  linkBody?: { type: string; targetFid: number };
}

export interface MessageJson {
  data: MessageDataJson;
  hash: string;
  hashScheme: 'HASH_SCHEME_BLAKE3';
  signature: string;
  signatureScheme: 'SIGNATURE_SCHEME_ED25519';
  signer: string;
  dataBytes: string;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function castIdJson(castId: CastId): CastIdJson {
  return { fid: castId.fid, hash: toBase64(castId.hash) };
}

function embedJson(embed: Embed): EmbedJson {
  return 'url' in embed ? { url: embed.url } : { castId: castIdJson(embed.castId) };
}

function castAddBodyJson(body: CastAddBody): CastAddBodyJson {
  return {
    embedsDeprecated: [],
    mentions: [...body.mentions],
    ...(body.parentCastId !== undefined && { parentCastId: castIdJson(body.parentCastId) }),
    ...(body.parentUrl !== undefined && { parentUrl: body.parentUrl }),
    text: body.text,
    mentionsPositions: [...body.mentionsPositions],
    embeds: body.embeds.map(embedJson),
    type: body.type,
  };
}

export function messageDataJson(data: MessageData): MessageDataJson {
  const envelope = { type: data.type, fid: data.fid, timestamp: data.timestamp, network: data.network };
  switch (data.type) {
    case 'MESSAGE_TYPE_CAST_ADD':
      return { ...envelope, castAddBody: castAddBodyJson(data.castAddBody) };
    case 'MESSAGE_TYPE_CAST_REMOVE':
      return { ...envelope, castRemoveBody: { targetHash: toBase64(data.castRemoveBody.targetHash) } };
    case 'MESSAGE_TYPE_REACTION_ADD':
    case 'MESSAGE_TYPE_REACTION_REMOVE': {
      const body = data.reactionBody;
      return {
        ...envelope,
        reactionBody:
          'targetCastId' in body
            ? { type: body.type, targetCastId: castIdJson(body.targetCastId) }
            : { type: body.type, targetUrl: body.targetUrl },
      };
    }
    case 'MESSAGE_TYPE_USER_DATA_ADD':
      return { ...envelope, userDataBody: { type: data.userDataBody.type, value: data.userDataBody.value } };
    case 'MESSAGE_TYPE_LINK_ADD':
    case 'MESSAGE_TYPE_LINK_REMOVE':
      return { ...envelope, linkBody: { type: data.linkBody.type, targetFid: data.linkBody.targetFid } };
  }
}
