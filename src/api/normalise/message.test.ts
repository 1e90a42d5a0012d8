import { describe, expect, it } from 'vitest';
import farquestMessage from '../fixtures/farquest/message.json';
import specMessage from '../fixtures/spec/message.json';
import { bodyOf } from '../fixtures/recorded';
import { readResult } from './envelope';
import { messageTypeName, submittedMessageSchema } from './message';

describe('submittedMessageSchema', () => {
  it('reads the specification record with enum names and ISO time', () => {
    expect(readResult(bodyOf(specMessage), submittedMessageSchema, 'message')).toEqual({
      fid: '3',
      hash: '0xa13c5e7f9b2d4f6e8a0c1e3f5a7b9c1d3e5f7a9b',
      messageType: 'MESSAGE_TYPE_CAST_ADD',
      timestamp: Date.UTC(2024, 3, 5, 12, 0, 0),
      external: false,
    });
  });

  it('reads the far.quest record with enum numbers and an L2 string fid', () => {
    expect(readResult(bodyOf(farquestMessage), submittedMessageSchema, 'message')).toEqual({
      fid: '0x8f3a64b2c9d1e07f5a4b3c2d1e0f9a8b7c6d5e4f',
      hash: '0x0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c',
      messageType: 'MESSAGE_TYPE_CAST_ADD',
      timestamp: Date.UTC(2024, 3, 5, 12, 0, 0),
      external: true,
    });
  });

  it('turns a numeric L1 fid into a string', () => {
    const body = bodyOf(farquestMessage) as { result: Record<string, unknown> };
    body.result.fid = 3;
    expect(readResult(body, submittedMessageSchema, 'message').fid).toBe('3');
  });

  it('maps every message type number the gateway uses', () => {
    expect([1, 2, 3, 4, 5, 6, 11].map(messageTypeName)).toEqual([
      'MESSAGE_TYPE_CAST_ADD',
      'MESSAGE_TYPE_CAST_REMOVE',
      'MESSAGE_TYPE_REACTION_ADD',
      'MESSAGE_TYPE_REACTION_REMOVE',
      'MESSAGE_TYPE_LINK_ADD',
      'MESSAGE_TYPE_LINK_REMOVE',
      'MESSAGE_TYPE_USER_DATA_ADD',
    ]);
    expect(messageTypeName('MESSAGE_TYPE_LINK_ADD')).toBe('MESSAGE_TYPE_LINK_ADD');
    expect(['3', '11', '011'].map(messageTypeName)).toEqual(['MESSAGE_TYPE_REACTION_ADD', 'MESSAGE_TYPE_USER_DATA_ADD', 'MESSAGE_TYPE_USER_DATA_ADD']);
    expect(['3a', ' 3', '1.0', ''].map(messageTypeName)).toEqual([null, null, null, null]);
    expect(messageTypeName(7)).toBeNull();
    expect(messageTypeName('CAST_ADD')).toBeNull();
  });

  it('rejects a record with an unknown message type', () => {
    const body = bodyOf(farquestMessage) as { result: Record<string, unknown> };
    body.result.messageType = 99;
    expect(() => readResult(body, submittedMessageSchema, 'message')).toThrow(/Unexpected response.*unknown messageType 99/);
  });

  it('reads a record with no external flag as not external', () => {
    const body = bodyOf(farquestMessage) as { result: Record<string, unknown> };
    delete body.result.external;
    expect(readResult(body, submittedMessageSchema, 'message').external).toBe(false);
  });
});
