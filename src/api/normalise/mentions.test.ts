import { describe, expect, it } from 'vitest';
import { fidOf } from '../ids';
import type { Mention } from '../model';
import { stripMentionHandles } from './mentions';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Independent re-insertion of `@username` at byte positions, as a reader would render it. */
function render(text: string, mentions: Mention[]): string {
  const bytes = encoder.encode(text);
  let out = '';
  let cursor = 0;
  for (const mention of mentions) {
    out += decoder.decode(bytes.subarray(cursor, mention.position)) + `@${mention.username ?? mention.fid}`;
    cursor = mention.position;
  }
  return out + decoder.decode(bytes.subarray(cursor));
}

describe('stripMentionHandles', () => {
  it('takes far.quest handles out of emoji and CJK text and recomputes byte positions', () => {
    const sent = '🤓 @farcaster says 你好 to @dwr.eth 🌏';
    const result = stripMentionHandles(sent, [
      { fid: fidOf('1'), position: 5, username: 'farcaster', handle: '@farcaster' },
      { fid: fidOf('3'), position: 31, username: 'dwr.eth', handle: '@dwr.eth' },
    ]);

    expect(result.text).toBe('🤓  says 你好 to  🌏');
    // 🤓 is 4 bytes + 1 space; "  says 你好 to " adds 1+5+6+4 = 16 more.
    expect(result.mentions).toEqual([
      { fid: '1', position: 5, username: 'farcaster' },
      { fid: '3', position: 21, username: 'dwr.eth' },
    ]);
    expect(render(result.text, result.mentions)).toBe(sent);
  });

  it('handles a mention at offset 0 and one at the very end of the text', () => {
    const sent = '@v 日本語のテスト🎉 cc @dwr.eth';
    const result = stripMentionHandles(sent, [
      { fid: fidOf('2'), position: 0, username: 'v', handle: '@v' },
      { fid: fidOf('3'), position: 32, username: 'dwr.eth', handle: '@dwr.eth' },
    ]);

    expect(result.text).toBe(' 日本語のテスト🎉 cc ');
    expect(encoder.encode(result.text).length).toBe(30);
    expect(result.mentions.map((m) => m.position)).toEqual([0, 30]);
    expect(render(result.text, result.mentions)).toBe(sent);
  });

  it('passes specification text, already stripped, through unchanged', () => {
    const result = stripMentionHandles('🤓  says hello', [{ fid: fidOf('1'), position: 5 }]);
    expect(result).toEqual({ text: '🤓  says hello', mentions: [{ fid: '1', position: 5 }] });
  });

  it('leaves text alone where the handle is not at the position, shifting it by earlier removals', () => {
    const result = stripMentionHandles('@alice and @bob', [
      { fid: fidOf('10'), position: 0, username: 'alice', handle: '@alice' },
      { fid: fidOf('11'), position: 11, username: 'robert', handle: '@robert' },
    ]);
    expect(result.text).toBe(' and @bob');
    expect(result.mentions).toEqual([
      { fid: '10', position: 0, username: 'alice' },
      { fid: '11', position: 5, username: 'robert' },
    ]);
  });

  it('sorts mentions by position and drops positions outside the text', () => {
    const result = stripMentionHandles('hi @b @a', [
      { fid: fidOf('2'), position: 6, username: 'a', handle: '@a' },
      { fid: fidOf('1'), position: 3, username: 'b', handle: '@b' },
      { fid: fidOf('9'), position: 99 },
      { fid: fidOf('8'), position: -1 },
      { fid: fidOf('7'), position: 1.5 },
    ]);
    expect(result.text).toBe('hi  ');
    expect(result.mentions).toEqual([
      { fid: '1', position: 3, username: 'b' },
      { fid: '2', position: 4, username: 'a' },
    ]);
  });

  it('never splits a multi-byte character when a handle follows one directly', () => {
    const result = stripMentionHandles('日@v本', [{ fid: fidOf('2'), position: 3, username: 'v', handle: '@v' }]);
    expect(result.text).toBe('日本');
    expect(result.mentions).toEqual([{ fid: '2', position: 3, username: 'v' }]);
  });
});
