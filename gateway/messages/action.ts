import type { MessageData } from '@farcaster/core';
import { InvalidInputError } from '../domainErrors';
import { IMAGE_URL, type ReactionKind, type StoredEmbeds } from '../store/rows';
import type { UserField } from '../store/users';
import { hex } from './envelope';
import { isUsername } from '../../src/farcaster/username';

/** What a message does to the store, with FIDs as strings (L1 numbers or L2 addresses). */
export type MessageAction =
  | {
      kind: 'castAdd';
      text: string;
      mentions: string[];
      mentionsPositions: number[];
      embeds: StoredEmbeds;
      parentHash: string | null;
      parentUrl: string | null;
    }
  | { kind: 'castRemove'; targetHash: string }
  | { kind: 'reaction'; add: boolean; reaction: ReactionKind; targetHash: string }
  | { kind: 'link'; add: boolean; targetFid: string }
  | { kind: 'block'; add: boolean; targetFid: string }
  | { kind: 'userData'; field: UserField; value: string };

/** String FIDs the public service carries beside the protobuf for L2 authors and targets. */
export interface BodyOverrides {
  mentions?: string[];
  parentCastId?: { fid: string };
  targetCastId?: { fid: string };
  targetFid?: string;
}

export const FID_PATTERN = /^(?:[1-9]\d{0,15}|0x[0-9a-f]{40})$/;
const MAX_MENTIONS = 10;
const OVERRIDE_KEYS = ['mentions', 'parentCastId', 'targetCastId', 'targetFid'];

const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fidString(value: unknown, name: string): string {
  if (typeof value !== 'string' || !FID_PATTERN.test(value.toLowerCase())) throw new InvalidInputError(`bodyOverrides.${name} must be an FID string`);
  return value.toLowerCase();
}

function castIdOverride(value: unknown, name: string): { fid: string } {
  if (!isPlainObject(value) || Object.keys(value).some((k) => k !== 'fid')) throw new InvalidInputError(`bodyOverrides.${name} must be {"fid": "<fid>"}`);
  return { fid: fidString(value.fid, `${name}.fid`) };
}

/**
 * Only the public service's own fields, in their own shapes, so what is stored and echoed back is
 * small and flat whatever was sent.
 */
export function parseOverrides(value: unknown): BodyOverrides {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) throw new InvalidInputError('bodyOverrides must be an object');
  const unknown = Object.keys(value).filter((k) => !OVERRIDE_KEYS.includes(k));
  if (unknown.length > 0) throw new InvalidInputError(`bodyOverrides may only hold ${OVERRIDE_KEYS.join(', ')}`);
  const overrides: BodyOverrides = {};
  if (value.mentions !== undefined) {
    if (!Array.isArray(value.mentions) || value.mentions.length > MAX_MENTIONS) {
      throw new InvalidInputError(`bodyOverrides.mentions must be an array of at most ${MAX_MENTIONS} FID strings`);
    }
    overrides.mentions = value.mentions.map((m: unknown) => fidString(m, 'mentions'));
  }
  if (value.parentCastId !== undefined) overrides.parentCastId = castIdOverride(value.parentCastId, 'parentCastId');
  if (value.targetCastId !== undefined) overrides.targetCastId = castIdOverride(value.targetCastId, 'targetCastId');
  if (value.targetFid !== undefined) overrides.targetFid = fidString(value.targetFid, 'targetFid');
  return overrides;
}

export function toAction(data: MessageData, overrides: BodyOverrides): MessageAction {
  if (data.castAddBody && data.type === 1) return castAdd(data.castAddBody, overrides);
  if (data.castRemoveBody && data.type === 2) return { kind: 'castRemove', targetHash: hex(data.castRemoveBody.targetHash) };
  if (data.reactionBody && (data.type === 3 || data.type === 4)) {
    const { type, targetCastId } = data.reactionBody;
    if (type !== 1 && type !== 2) throw new InvalidInputError('reactionBody.type must be REACTION_TYPE_LIKE or REACTION_TYPE_RECAST');
    if (!targetCastId) throw new InvalidInputError('reactionBody.targetCastId is required (reactions to URLs are not supported)');
    return { kind: 'reaction', add: data.type === 3, reaction: type, targetHash: hex(targetCastId.hash) };
  }
  if (data.linkBody && (data.type === 5 || data.type === 6)) {
    const linkType = data.linkBody.type;
    if (linkType !== 'follow' && linkType !== 'block') throw new InvalidInputError('linkBody.type must be "follow" or "block"');
    const targetFid = overrides.targetFid ?? (data.linkBody.targetFid ? String(data.linkBody.targetFid) : null);
    if (!targetFid) throw new InvalidInputError('linkBody.targetFid (or bodyOverrides.targetFid) is required');
    return { kind: linkType === 'follow' ? 'link' : 'block', add: data.type === 5, targetFid };
  }
  if (data.userDataBody && data.type === 11) return userData(data.userDataBody.type, data.userDataBody.value);
  throw new InvalidInputError('message type is not supported: use cast add/remove, reaction add/remove, link add/remove or user data add');
}

function castAdd(body: NonNullable<MessageData['castAddBody']>, overrides: BodyOverrides): MessageAction {
  const mentions = overrides.mentions ?? body.mentions.map(String);
  const positions = body.mentionsPositions;
  const textBytes = bytes(body.text);
  if (textBytes > 1024) throw new InvalidInputError('cast text is longer than 1024 bytes');
  if (mentions.length > 10) throw new InvalidInputError('a cast has at most 10 mentions');
  if (mentions.length !== positions.length) throw new InvalidInputError('mentions and mentionsPositions differ in length');
  if (positions.some((p, i) => p > textBytes || (i > 0 && p < positions[i - 1]!))) {
    throw new InvalidInputError('mentionsPositions must be non-decreasing byte offsets within the text');
  }
  if (body.parentCastId && body.parentUrl) throw new InvalidInputError('a cast has a parent cast or a parent URL, not both');
  if (body.parentUrl !== undefined && (bytes(body.parentUrl) < 1 || bytes(body.parentUrl) > 256)) {
    throw new InvalidInputError('parentUrl must be 1 to 256 bytes');
  }
  const embeds: StoredEmbeds = { images: [], urls: [], quotes: [] };
  const all = [...body.embeds, ...body.embedsDeprecated.map((url) => ({ url, castId: undefined }))];
  if (all.length > 4) throw new InvalidInputError('a cast has at most 4 embeds');
  for (const embed of all) {
    if (embed.castId) embeds.quotes.push(hex(embed.castId.hash));
    else if (embed.url !== undefined) {
      if (bytes(embed.url) < 1 || bytes(embed.url) > 256) throw new InvalidInputError('embed URLs must be 1 to 256 bytes');
      (IMAGE_URL.test(embed.url) ? embeds.images : embeds.urls).push(embed.url);
    }
  }
  if (textBytes === 0 && all.length === 0 && mentions.length === 0) throw new InvalidInputError('a cast needs text, an embed or a mention');
  return {
    kind: 'castAdd',
    text: body.text,
    mentions,
    mentionsPositions: positions,
    embeds,
    parentHash: body.parentCastId ? hex(body.parentCastId.hash) : null,
    parentUrl: body.parentUrl ?? null,
  };
}

const USER_DATA_FIELDS: Record<number, { field: UserField; maxBytes: number }> = {
  1: { field: 'pfp_url', maxBytes: 256 },
  2: { field: 'display_name', maxBytes: 32 },
  3: { field: 'bio', maxBytes: 256 },
  5: { field: 'url', maxBytes: 256 },
  6: { field: 'username', maxBytes: 20 },
};

function userData(type: number, value: string): MessageAction {
  const rule = USER_DATA_FIELDS[type];
  if (!rule) throw new InvalidInputError('userDataBody.type must be PFP, DISPLAY, BIO, URL or USERNAME');
  if (bytes(value) > rule.maxBytes) throw new InvalidInputError(`user data value is longer than ${rule.maxBytes} bytes`);
  if (rule.field === 'username' && !isUsername(value)) {
    throw new InvalidInputError('username must be 1-16 lowercase letters, digits or hyphens, optionally ending in .eth');
  }
  return { kind: 'userData', field: rule.field, value };
}
