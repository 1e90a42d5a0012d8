import { Message, messageTypeToJSON } from '@farcaster/core';

/**
 * A message as a Snapchain node answers it over HTTP (`map_proto_message_to_json_message`,
 * src/network/http_server.rs:3411): protobuf JSON enum names, the message hash, signer and cast ids in
 * 0x hex (embedded cast ids too, `EmbedCastId` at :194), the signature in base64. Built from `@farcaster/core`'s protobuf JSON, with the hex fields
 * rewritten.
 */
export type NodeMessageJson = Record<string, unknown> & { hash: string; data: Record<string, unknown> };

const hex = (base64: unknown): unknown => (typeof base64 === 'string' ? `0x${Buffer.from(base64, 'base64').toString('hex')}` : base64);

function hexCastId(castId: unknown): unknown {
  if (typeof castId !== 'object' || castId === null) return castId;
  const id = castId as Record<string, unknown>;
  return { ...id, hash: hex(id.hash) };
}

export function nodeMessageJson(message: Message): NodeMessageJson {
  const json = Message.toJSON({ ...message, dataBytes: undefined }) as Record<string, unknown>;
  const data = { ...(json.data as Record<string, unknown>) };
  const cast = data.castAddBody as Record<string, unknown> | undefined;
  if (cast) {
    const embeds = (cast.embeds as Record<string, unknown>[] | undefined)?.map((e) => (e.castId ? { castId: hexCastId(e.castId) } : e));
    data.castAddBody = { ...cast, ...(cast.parentCastId ? { parentCastId: hexCastId(cast.parentCastId) } : {}), ...(embeds ? { embeds } : {}) };
  }
  const reaction = data.reactionBody as Record<string, unknown> | undefined;
  if (reaction?.targetCastId) data.reactionBody = { ...reaction, targetCastId: hexCastId(reaction.targetCastId) };
  // KeyAddBody and KeyRemoveBody (http_server.rs:318-350): bytes in 0x hex, scopes by name.
  const keyAdd = data.keyAddBody as Record<string, unknown> | undefined;
  if (keyAdd) {
    data.keyAddBody = {
      ...keyAdd, key: hex(keyAdd.key), custodySignature: hex(keyAdd.custodySignature), metadata: hex(keyAdd.metadata),
      registrationTxHash: hex(keyAdd.registrationTxHash ?? ''), scopes: ((keyAdd.scopes as number[] | undefined) ?? []).map((scope) => messageTypeToJSON(scope)),
    };
  }
  const keyRemove = data.keyRemoveBody as Record<string, unknown> | undefined;
  if (keyRemove) data.keyRemoveBody = { ...keyRemove, key: hex(keyRemove.key), signature: hex(keyRemove.signature) };
  return { ...json, data, hash: hex(json.hash) as string, signer: hex(json.signer) };
}
