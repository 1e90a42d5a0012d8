import { describe, expect, it } from 'vitest';
import { isUsername, mentionedNames } from './username';

describe('isUsername', () => {
  it('takes fnames and .eth names and nothing else', () => {
    for (const name of ['v', 'dwr', 'alice-1', 'vitalik.eth', 'a234567890123456']) expect(isUsername(name), name).toBe(true);
    for (const name of ['', '-a', 'Alice', 'a2345678901234567', 'bob.xyz', 'bob eth', '@bob']) expect(isUsername(name), name).toBe(false);
  });
});

describe('mentionedNames', () => {
  it('finds each @name once, lower case, and leaves e-mail addresses alone', () => {
    expect(mentionedNames('friends with @Bob and @carol.eth, and @bob again; mail me@example.com')).toEqual(['bob', 'carol.eth']);
    expect(mentionedNames('no one here')).toEqual([]);
  });
});
