import { ProtobufWriter } from './protobufWriter';

/**
 * Farcaster `MessageData` for the message types the app sends, and its protobuf encoding.
 * Enum values are spelled as in the protobuf JSON form, so the JSON needs no second vocabulary.
 * Field numbers, field order and which zero values are written follow the ts-proto encoders of
 * `@farcaster/core`, because the hash is taken over these exact bytes.
 */

export type FarcasterNetwork = 'FARCASTER_NETWORK_MAINNET' | 'FARCASTER_NETWORK_TESTNET' | 'FARCASTER_NETWORK_DEVNET';

export interface CastId {
  fid: number;
  hash: Uint8Array;
}

export type Embed = { url: string } | { castId: CastId };

export interface CastAddBody {
  text: string;
  mentions: readonly number[];
  mentionsPositions: readonly number[];
  embeds: readonly Embed[];
  parentCastId?: CastId;
  parentUrl?: string;
  type: 'CAST' | 'LONG_CAST';
}

export interface CastRemoveBody {
  targetHash: Uint8Array;
}

export type ReactionType = 'REACTION_TYPE_LIKE' | 'REACTION_TYPE_RECAST';

export type ReactionBody = { type: ReactionType; targetCastId: CastId } | { type: ReactionType; targetUrl: string };

export interface LinkBody {
  /** `follow` or `block`. */
  type: string;
  targetFid: number;
}

export type UserDataType =
  | 'USER_DATA_TYPE_PFP'
  | 'USER_DATA_TYPE_DISPLAY'
  | 'USER_DATA_TYPE_BIO'
  | 'USER_DATA_TYPE_URL'
  | 'USER_DATA_TYPE_USERNAME';

export interface UserDataBody {
  type: UserDataType;
  value: string;
}

export interface MessageEnvelope {
  /** 0 for an L2 author. */
  fid: number;
  /** Seconds since the Farcaster epoch. */
  timestamp: number;
  network: FarcasterNetwork;
}

export type MessageBody =
  | { type: 'MESSAGE_TYPE_CAST_ADD'; castAddBody: CastAddBody }
  | { type: 'MESSAGE_TYPE_CAST_REMOVE'; castRemoveBody: CastRemoveBody }
  | { type: 'MESSAGE_TYPE_REACTION_ADD' | 'MESSAGE_TYPE_REACTION_REMOVE'; reactionBody: ReactionBody }
  | { type: 'MESSAGE_TYPE_LINK_ADD' | 'MESSAGE_TYPE_LINK_REMOVE'; linkBody: LinkBody }
  | { type: 'MESSAGE_TYPE_USER_DATA_ADD'; userDataBody: UserDataBody };

export type MessageData = MessageEnvelope & MessageBody;

export type MessageType = MessageData['type'];

const MESSAGE_TYPE_NUMBER: Record<MessageType, number> = {
  MESSAGE_TYPE_CAST_ADD: 1,
  MESSAGE_TYPE_CAST_REMOVE: 2,
  MESSAGE_TYPE_REACTION_ADD: 3,
  MESSAGE_TYPE_REACTION_REMOVE: 4,
  MESSAGE_TYPE_LINK_ADD: 5,
  MESSAGE_TYPE_LINK_REMOVE: 6,
  MESSAGE_TYPE_USER_DATA_ADD: 11,
};

export const NETWORK_NUMBER: Record<FarcasterNetwork, number> = {
  FARCASTER_NETWORK_MAINNET: 1,
  FARCASTER_NETWORK_TESTNET: 2,
  FARCASTER_NETWORK_DEVNET: 3,
};

const CAST_TYPE_NUMBER: Record<CastAddBody['type'], number> = { CAST: 0, LONG_CAST: 1 };

const REACTION_TYPE_NUMBER: Record<ReactionType, number> = { REACTION_TYPE_LIKE: 1, REACTION_TYPE_RECAST: 2 };

const USER_DATA_TYPE_NUMBER: Record<UserDataType, number> = {
  USER_DATA_TYPE_PFP: 1,
  USER_DATA_TYPE_DISPLAY: 2,
  USER_DATA_TYPE_BIO: 3,
  USER_DATA_TYPE_URL: 5,
  USER_DATA_TYPE_USERNAME: 6,
};

// proto3 leaves scalar fields at their default value off the wire.
function writeNonZero(w: ProtobufWriter, field: number, value: number): void {
  if (value !== 0) w.uint(field, value);
}

function writeCastId(w: ProtobufWriter, castId: CastId): void {
  writeNonZero(w, 1, castId.fid);
  if (castId.hash.length > 0) w.bytes(2, castId.hash);
}

function writeCastAddBody(w: ProtobufWriter, body: CastAddBody): void {
  w.packed(2, body.mentions);
  if (body.parentCastId !== undefined) {
    const parent = body.parentCastId;
    w.message(3, (inner) => writeCastId(inner, parent));
  }
  if (body.parentUrl !== undefined) w.string(7, body.parentUrl);
  if (body.text !== '') w.string(4, body.text);
  w.packed(5, body.mentionsPositions);
  for (const embed of body.embeds) {
    w.message(6, (inner) => {
      if ('url' in embed) inner.string(1, embed.url);
      else inner.message(2, (castId) => writeCastId(castId, embed.castId));
    });
  }
  writeNonZero(w, 8, CAST_TYPE_NUMBER[body.type]);
}

function writeReactionBody(w: ProtobufWriter, body: ReactionBody): void {
  w.uint(1, REACTION_TYPE_NUMBER[body.type]);
  if ('targetCastId' in body) w.message(2, (inner) => writeCastId(inner, body.targetCastId));
  else w.string(3, body.targetUrl);
}

function writeLinkBody(w: ProtobufWriter, body: LinkBody): void {
  if (body.type !== '') w.string(1, body.type);
  // An optional field: written when set, even as 0 (an L2 target).
  w.uint(3, body.targetFid);
}

function writeUserDataBody(w: ProtobufWriter, body: UserDataBody): void {
  w.uint(1, USER_DATA_TYPE_NUMBER[body.type]);
  if (body.value !== '') w.string(2, body.value);
}

/** The protobuf bytes of `data`: what gets hashed, signed and sent as `dataBytes`. */
export function encodeMessageData(data: MessageData): Uint8Array {
  const w = new ProtobufWriter();
  w.uint(1, MESSAGE_TYPE_NUMBER[data.type]);
  writeNonZero(w, 2, data.fid);
  writeNonZero(w, 3, data.timestamp);
  w.uint(4, NETWORK_NUMBER[data.network]);
  switch (data.type) {
    case 'MESSAGE_TYPE_CAST_ADD':
      w.message(5, (inner) => writeCastAddBody(inner, data.castAddBody));
      break;
    case 'MESSAGE_TYPE_CAST_REMOVE':
      w.message(6, (inner) => {
        if (data.castRemoveBody.targetHash.length > 0) inner.bytes(1, data.castRemoveBody.targetHash);
      });
      break;
    case 'MESSAGE_TYPE_REACTION_ADD':
    case 'MESSAGE_TYPE_REACTION_REMOVE':
      w.message(7, (inner) => writeReactionBody(inner, data.reactionBody));
      break;
    case 'MESSAGE_TYPE_USER_DATA_ADD':
      w.message(12, (inner) => writeUserDataBody(inner, data.userDataBody));
      break;
    case 'MESSAGE_TYPE_LINK_ADD':
    case 'MESSAGE_TYPE_LINK_REMOVE':
      w.message(14, (inner) => writeLinkBody(inner, data.linkBody));
      break;
  }
  return w.finish();
}
