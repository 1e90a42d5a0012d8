import { Message, MessageType, validations } from '@farcaster/core';
import { InvalidInputError } from '../domainErrors';
import { checkEnvelope, decodeMessage } from './envelope';

/** A KEY_ADD or KEY_REMOVE checked on form, ready for the node: its bytes, and whose key it adds or removes. */
export interface KeyMessage {
  bytes: Uint8Array;
  fid: number;
  type: 'KEY_ADD' | 'KEY_REMOVE';
  /** The Ed25519 key added or removed (0x hex). */
  key: `0x${string}`;
  hash: `0x${string}`;
}

const hex = (bytes: Uint8Array): `0x${string}` => `0x${Buffer.from(bytes).toString('hex')}`;

/**
 * The checks the gateway makes before sending a gasless KEY_ADD or KEY_REMOVE on (the node makes the rest:
 * custody signatures, nonce, limits): a Message in protobuf JSON form whose hash and signature hold, of one
 * of these two types, valid by `@farcaster/core`'s rules (key, scopes, time to live, metadata).
 */
export async function checkKeyMessage(json: unknown): Promise<KeyMessage> {
  if (json === undefined) throw new InvalidInputError('message is required');
  const checked = await checkEnvelope(decodeMessage(json));
  const { data } = checked;
  const body = data.type === MessageType.KEY_ADD ? data.keyAddBody : data.type === MessageType.KEY_REMOVE ? data.keyRemoveBody : undefined;
  if (!body) throw new InvalidInputError('Only KEY_ADD and KEY_REMOVE messages are sent here; casts and the rest go to /farcaster/v2/message');
  const message = checked.message;
  const valid = await validations.validateMessage(message);
  if (valid.isErr()) throw new InvalidInputError(`Invalid message: ${valid.error.message}`);
  return {
    bytes: Message.encode(message).finish(),
    fid: data.fid,
    type: data.type === MessageType.KEY_ADD ? 'KEY_ADD' : 'KEY_REMOVE',
    key: hex(body.key),
    hash: checked.hashHex,
  };
}
