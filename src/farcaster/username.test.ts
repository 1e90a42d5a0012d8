import { describe, expect, it } from 'vitest';
import { isUsername, mentionedNames, rankByUsernameMatch } from './username';

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

describe('rankByUsernameMatch', () => {
  const people = (...names: string[]) => names.map((username) => ({ username }));
  it('puts the exact username first in any case, then usernames starting with the match, then the rest, each rank in the order found', () => {
    const found = people('ninamendes', 'joanna', 'nina.eth', 'NINA', 'ninja');
    expect(rankByUsernameMatch(found, 'nina').map((p) => p.username)).toEqual(['NINA', 'ninamendes', 'nina.eth', 'joanna', 'ninja']);
    expect(rankByUsernameMatch(found, 'Nina.ETH').map((p) => p.username)).toEqual(['nina.eth', 'ninamendes', 'joanna', 'NINA', 'ninja']);
    expect(found.map((p) => p.username)).toEqual(['ninamendes', 'joanna', 'nina.eth', 'NINA', 'ninja']);
  });
});
