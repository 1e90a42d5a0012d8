import { type MessageData, MessageType } from '@farcaster/core';

/**
 * How an admitted message is confirmed merged: the node read that shows it (a 200 from `submitMessage`
 * only means the mempool took it). A cast by `castById`; a reaction, follow or profile field by finding its
 * hash in the FID's newest reactions, links or user data; a remove by its target no longer being there
 * (which cannot tell "removed" from "never merged", so a remove is only as confirmed as its add was).
 */
export interface ReadBack {
  path: string;
  confirms(status: number, body: unknown): boolean;
}

interface NodeMessage {
  hash?: string;
  data?: {
    reactionBody?: { type?: string; targetCastId?: { fid?: number; hash?: string }; targetUrl?: string };
    linkBody?: { type?: string; targetFid?: number };
  };
}

const hexOf = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`;
const messagesOf = (status: number, body: unknown): NodeMessage[] | null =>
  status === 200 && typeof body === 'object' && body !== null && Array.isArray((body as { messages?: unknown }).messages)
    ? ((body as { messages: NodeMessage[] }).messages)
    : null;
const notFound = (status: number, body: unknown) =>
  status === 400 && typeof body === 'object' && body !== null && /status: NotFound/.test(String((body as { error_detail?: unknown }).error_detail));
const listed = (hash: string) => (status: number, body: unknown) => messagesOf(status, body)?.some((m) => m.hash === hash) ?? false;
const nowhere = (match: (m: NodeMessage) => boolean) => (status: number, body: unknown) => {
  const messages = messagesOf(status, body);
  return messages !== null && !messages.some(match);
};

const REACTION_TYPES: Record<number, string> = { 1: 'REACTION_TYPE_LIKE', 2: 'REACTION_TYPE_RECAST' };

export function readBackOf(data: MessageData, hash: string): ReadBack | null {
  const fid = data.fid;
  switch (data.type) {
    case MessageType.CAST_ADD:
      return { path: `/v1/castById?fid=${fid}&hash=${hash}`, confirms: (status, body) => status === 200 && (body as NodeMessage).hash === hash };
    case MessageType.CAST_REMOVE:
      return { path: `/v1/castById?fid=${fid}&hash=${hexOf(data.castRemoveBody!.targetHash)}`, confirms: notFound };
    case MessageType.REACTION_ADD:
      return { path: `/v1/reactionsByFid?fid=${fid}&reverse=true`, confirms: listed(hash) };
    case MessageType.REACTION_REMOVE: {
      const body = data.reactionBody!;
      const target = body.targetCastId ? hexOf(body.targetCastId.hash) : undefined;
      return {
        path: `/v1/reactionsByFid?fid=${fid}&reverse=true`,
        confirms: nowhere(({ data: d }) => d?.reactionBody?.type === REACTION_TYPES[body.type] &&
          (target ? d.reactionBody.targetCastId?.hash === target : d.reactionBody.targetUrl === body.targetUrl)),
      };
    }
    case MessageType.LINK_ADD:
      return { path: `/v1/linksByFid?fid=${fid}&link_type=${encodeURIComponent(data.linkBody!.type)}&reverse=true`, confirms: listed(hash) };
    case MessageType.LINK_REMOVE: {
      const { type, targetFid } = data.linkBody!;
      return {
        path: `/v1/linksByFid?fid=${fid}&link_type=${encodeURIComponent(type)}&reverse=true`,
        confirms: nowhere(({ data: d }) => d?.linkBody?.type === type && d.linkBody.targetFid === targetFid),
      };
    }
    case MessageType.USER_DATA_ADD:
      // A value replaced before it was read back is confirmed by its re-send instead (`bad_request.duplicate`).
      return { path: `/v1/userDataByFid?fid=${fid}`, confirms: listed(hash) };
    default:
      return null;
  }
}
