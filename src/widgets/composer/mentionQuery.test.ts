import { describe, expect, it } from 'vitest';
import { insertMention, mentionQueryAt } from './mentionQuery';

describe('mentionQueryAt', () => {
  it('finds the handle being typed at the start, after a space and after an emoji', () => {
    expect(mentionQueryAt('@al', 3)).toEqual({ start: 0, end: 3, query: 'al' });
    expect(mentionQueryAt('hi @bo', 6)).toEqual({ start: 3, end: 6, query: 'bo' });
    expect(mentionQueryAt('🤓@ca', 5)).toEqual({ start: 2, end: 5, query: 'ca' });
  });

  it('ignores a bare @, an email address and a handle the caret has left', () => {
    expect(mentionQueryAt('hi @', 4)).toBeNull();
    expect(mentionQueryAt('me@example', 10)).toBeNull();
    expect(mentionQueryAt('@alice said', 11)).toBeNull();
    expect(mentionQueryAt('@alice said', 3)).toEqual({ start: 0, end: 3, query: 'al' });
  });

  it('follows a handle up to Farcaster’s 20 characters and no further', () => {
    const twenty = 'a'.repeat(20);
    expect(mentionQueryAt(`hi @${twenty}`, 24)).toEqual({ start: 3, end: 24, query: twenty });
    expect(mentionQueryAt(`hi @${twenty}b`, 25)).toBeNull();
    expect(mentionQueryAt('hi @a.b-c', 9)).toEqual({ start: 3, end: 9, query: 'a.b-c' });
    expect(mentionQueryAt('hi @-a', 6)).toBeNull();
  });
});

describe('insertMention', () => {
  it('completes the handle with a trailing space and moves the caret past it', () => {
    const text = 'hi @al and more';
    expect(insertMention(text, { start: 3, end: 6, query: 'al' }, 'alice')).toEqual({ text: 'hi @alice and more', caret: 10 });
    expect(insertMention('@b', { start: 0, end: 2, query: 'b' }, 'bob')).toEqual({ text: '@bob ', caret: 5 });
  });
});
