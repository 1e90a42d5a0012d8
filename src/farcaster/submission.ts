import { AppError } from '../errors/appError';
import { utf8Length } from './castText';
import { isL2Fid, isValidFid, protobufFid } from './fid';
import { fromHex, toHex, type Hex } from './hex';
import { buildMessage, farcasterTime, toMessageJson } from './message';
import type { CastAddBody, CastId, FarcasterNetwork, MessageBody, MessageData, ReactionType } from './messageData';
import type { MessageJson } from './messageJson';
import type { Ed25519Signer } from './signer';
import { USER_DATA_TYPE, userDataProblem, type UserDataField } from './userData';
import { URL_MAX_BYTES, validateCast, type CastDraft, type CastLimits, type CastProblem, type CastRef } from './validateCast';

/**
 * Bodies for `POST /farcaster/v2/message`. An L1 author (decimal FID) sends a hub-valid message;
 * an L2 author (wallet address as FID), or anyone acting on an L2 entity, sends an external
 * message: protobuf FIDs that cannot hold an address are 0 and the real FIDs travel as strings
 * in `bodyOverrides`.
 */

export interface UserRef {
  fid: string;
  /** The account lives only on the gateway's L2. Implied for address FIDs. */
  external?: boolean;
}

export type SubmissionAction =
  | { kind: 'cast'; draft: CastDraft; limits?: Partial<CastLimits> }
  | { kind: 'remove-cast'; cast: CastRef }
  | { kind: 'reaction'; reaction: 'like' | 'recast'; target: CastRef | { url: string }; remove?: boolean }
  | { kind: 'follow'; target: UserRef; remove?: boolean }
  /** A link of type `block`: the gateway leaves the target's casts out of the author's reads. */
  | { kind: 'block'; target: UserRef; remove?: boolean }
  | { kind: 'user-data'; field: UserDataField; value: string };

export interface SubmissionContext {
  /** The signed-in identity's FID: decimal (FID mode) or lowercase address (signature mode). */
  author: string;
  signer: Ed25519Signer;
  /** Unix milliseconds. */
  timestampMs: number;
  network?: FarcasterNetwork;
}

export type BodyOverrides =
  | { mentions: string[]; parentCastId?: { fid: string } }
  | { targetCastId: { fid: string } }
  | { targetFid: string };

export interface SubmitBody {
  isExternal: boolean;
  message: MessageJson;
  bodyOverrides?: BodyOverrides;
}

export interface MessageSubmission {
  body: SubmitBody;
  /** 0x hex of the message hash: a retry resends this very body. */
  hash: Hex;
}

/** What was typed cannot become a message; the short message says why, problem by problem. */
export class MessageInputError extends AppError {
  override name = 'MessageInputError';
  constructor(
    message: string,
    readonly problems: readonly CastProblem[] = [],
  ) {
    super('invalid-input', problems.length > 0 ? problems.map((p) => p.message).join(' ') : message);
  }
}

interface Plan {
  body: MessageBody;
  /** FIDs and entities the message points at; any on L2 makes the message external. */
  refs: readonly UserRef[];
  overrides?: BodyOverrides;
}

function castId(ref: CastRef): CastId {
  return { fid: protobufFid(ref.fid), hash: fromHex(ref.hash, 20) };
}

function planCast(draft: CastDraft, limits: Partial<CastLimits> | undefined): Plan {
  const validation = validateCast(draft, limits);
  if (!validation.ok) throw new MessageInputError('The cast is not valid', validation.problems);
  const castAddBody: CastAddBody = {
    text: draft.text,
    mentions: draft.mentions.map(protobufFid),
    mentionsPositions: [...draft.mentionsPositions],
    embeds: draft.embeds.map((embed) => ('url' in embed ? { url: embed.url } : { castId: castId(embed.castId) })),
    ...(draft.parentCastId !== undefined && { parentCastId: castId(draft.parentCastId) }),
    ...(draft.parentUrl !== undefined && { parentUrl: draft.parentUrl }),
    type: validation.type,
  };
  const quoted = draft.embeds.flatMap((embed) => ('castId' in embed ? [embed.castId] : []));
  return {
    body: { type: 'MESSAGE_TYPE_CAST_ADD', castAddBody },
    refs: [...draft.mentions.map((fid) => ({ fid })), ...quoted, ...(draft.parentCastId ? [draft.parentCastId] : [])],
    overrides: {
      mentions: [...draft.mentions],
      ...(draft.parentCastId !== undefined && { parentCastId: { fid: draft.parentCastId.fid } }),
    },
  };
}

function planReaction(action: Extract<SubmissionAction, { kind: 'reaction' }>): Plan {
  const type: ReactionType = action.reaction === 'like' ? 'REACTION_TYPE_LIKE' : 'REACTION_TYPE_RECAST';
  const messageType = action.remove ? 'MESSAGE_TYPE_REACTION_REMOVE' : 'MESSAGE_TYPE_REACTION_ADD';
  const { target } = action;
  if ('url' in target) {
    const urlBytes = utf8Length(target.url);
    if (urlBytes < 1 || urlBytes > URL_MAX_BYTES) throw new MessageInputError(`A reaction target URL is 1 to ${URL_MAX_BYTES} bytes.`);
    return { body: { type: messageType, reactionBody: { type, targetUrl: target.url } }, refs: [] };
  }
  return {
    body: { type: messageType, reactionBody: { type, targetCastId: castId(target) } },
    refs: [target],
    overrides: { targetCastId: { fid: target.fid } },
  };
}

function plan(action: SubmissionAction): Plan {
  switch (action.kind) {
    case 'cast':
      return planCast(action.draft, action.limits);
    case 'remove-cast':
      return {
        body: { type: 'MESSAGE_TYPE_CAST_REMOVE', castRemoveBody: { targetHash: fromHex(action.cast.hash, 20) } },
        refs: [action.cast],
      };
    case 'reaction':
      return planReaction(action);
    case 'follow':
    case 'block':
      return {
        body: {
          type: action.remove ? 'MESSAGE_TYPE_LINK_REMOVE' : 'MESSAGE_TYPE_LINK_ADD',
          linkBody: { type: action.kind, targetFid: protobufFid(action.target.fid) },
        },
        refs: [action.target],
        overrides: { targetFid: action.target.fid },
      };
    case 'user-data': {
      const problem = userDataProblem(action.field, action.value);
      if (problem !== null) throw new MessageInputError(problem);
      return {
        body: { type: 'MESSAGE_TYPE_USER_DATA_ADD', userDataBody: { type: USER_DATA_TYPE[action.field], value: action.value } },
        refs: [],
      };
    }
  }
}

function isExternalRef(ref: UserRef): boolean {
  return ref.external === true || isL2Fid(ref.fid);
}

/** Builds and signs the message for `action` and wraps it in the gateway's request body. */
export async function buildSubmission(action: SubmissionAction, context: SubmissionContext): Promise<MessageSubmission> {
  if (!isValidFid(context.author)) throw new MessageInputError(`Not a FID: ${JSON.stringify(context.author)}`);
  let planned: Plan;
  try {
    planned = plan(action);
  } catch (error) {
    if (error instanceof RangeError) throw new MessageInputError(error.message);
    throw error;
  }
  const data: MessageData = {
    ...planned.body,
    fid: protobufFid(context.author),
    timestamp: farcasterTime(context.timestampMs),
    network: context.network ?? 'FARCASTER_NETWORK_MAINNET',
  };
  const signed = await buildMessage(data, context.signer);
  const isExternal = isL2Fid(context.author) || planned.refs.some(isExternalRef);
  const message = toMessageJson(signed);
  return {
    body: isExternal && planned.overrides ? { isExternal, message, bodyOverrides: planned.overrides } : { isExternal, message },
    hash: toHex(signed.hash),
  };
}
