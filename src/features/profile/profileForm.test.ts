import { describe, expect, it } from 'vitest';
import { testUser } from '../../queries/testModel';
import { profileValuesOf, unconfirmedChanges, withProfileChanges } from '../../writes/profileChanges';
import { profileChanges, profileFields, profileFormValues, profileProblems } from './profileForm';

const values = { display: 'Alice', username: 'alice', bio: 'hello', pfp: 'https://example.com/a.png', url: '' };
const blank = { display: '', username: 'x', bio: '', pfp: '', url: '' };

describe('profile form', () => {
  it('accepts values within the protocol limits', () => {
    expect(profileProblems(blank, values)).toEqual({});
  });

  it('explains each value that cannot be saved', () => {
    const problems = profileProblems(blank, { display: 'é'.repeat(17), username: 'Alice!', bio: 'x'.repeat(257), pfp: 'javascript:alert(1)', url: 'example.com' });
    expect(problems.display).toBe('The display name is 34 bytes; it may be at most 32.');
    expect(problems.username).toMatch(/1 to 16 lowercase letters/);
    expect(problems.bio).toBe('The bio is 257 bytes; it may be at most 256.');
    expect(problems.pfp).toBe('The picture address must be a web address starting with https://.');
    expect(problems.url).toBe('The website address must be a web address starting with https://.');
  });

  it('does not judge a field left as it was', () => {
    const l2 = { ...values, username: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' };
    expect(profileProblems(l2, { ...l2, display: 'Ada' })).toEqual({});
  });

  it('starts the username empty when it breaks the username rule, as an L2 account\'s address does', () => {
    const l2 = testUser({ fid: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', username: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', displayName: 'Ada' });
    expect(profileFormValues(l2)).toMatchObject({ username: '', display: 'Ada' });
    expect(profileFormValues(testUser({ username: 'Alice' })).username).toBe('');
    expect(profileFormValues(testUser({ username: 'alice.eth' })).username).toBe('alice.eth');
    // Left empty, it is not sent; typed, it is judged by the rule.
    const before = profileFormValues(l2);
    expect(profileChanges(before, before)).toEqual([]);
    expect(profileProblems(before, { ...before, username: l2.username }).username).toMatch(/1 to 16 lowercase letters/);
  });

  it('lists only what changed, and shows it on the user at once', () => {
    const user = testUser({ fid: '1', username: 'alice', displayName: 'Alice', bio: 'hello', pfpUrl: 'https://example.com/a.png' });
    const before = profileValuesOf(user);
    const changes = profileChanges(before, { ...before, display: 'Alice L.', pfp: '' });
    expect(changes).toEqual([
      { field: 'display', value: 'Alice L.' },
      { field: 'pfp', value: '' },
    ]);
    const shown = withProfileChanges(user, changes);
    expect(shown).toMatchObject({ displayName: 'Alice L.', pfpUrl: null, bio: 'hello' });
    expect(unconfirmedChanges(shown, changes)).toEqual([]);
    expect(unconfirmedChanges(user, changes)).toEqual(changes);
  });

  it('offers the website only where the gateway keeps and shows one', () => {
    expect(profileFields(testUser({ website: '' }))).toEqual(['display', 'username', 'bio', 'pfp', 'url']);
    expect(profileFields(testUser({}))).toEqual(['display', 'username', 'bio', 'pfp']);
  });
});
