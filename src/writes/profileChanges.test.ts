import { describe, expect, it } from 'vitest';
import { testUser } from '../queries/testModel';
import { profileValuesOf, unconfirmedChanges, withProfileChanges } from './profileChanges';

describe('profile changes', () => {
  const user = testUser({ fid: '1', username: 'alice', displayName: 'Alice', bio: 'hello', pfpUrl: 'https://pic.test/a.png', website: 'https://a.test' });

  it('read each field of the user, an absent picture or website as empty', () => {
    expect(profileValuesOf(user)).toEqual({ display: 'Alice', username: 'alice', bio: 'hello', pfp: 'https://pic.test/a.png', url: 'https://a.test' });
    expect(profileValuesOf(testUser({ pfpUrl: null }))).toMatchObject({ pfp: '', url: '' });
  });

  it('show every field changed on the user at once, and only those', () => {
    const all = withProfileChanges(user, [
      { field: 'display', value: 'Al' },
      { field: 'username', value: 'al' },
      { field: 'bio', value: 'bye' },
      { field: 'pfp', value: 'https://pic.test/b.png' },
      { field: 'url', value: 'https://b.test' },
    ]);
    expect(all).toEqual({ ...user, displayName: 'Al', username: 'al', bio: 'bye', pfpUrl: 'https://pic.test/b.png', website: 'https://b.test' });
    expect(withProfileChanges(user, [{ field: 'pfp', value: '' }])).toEqual({ ...user, pfpUrl: null });
    expect(withProfileChanges(user, [{ field: 'url', value: '' }])).toEqual({ ...user, website: '' });
    expect(user.displayName).toBe('Alice');
  });

  it('count a change as confirmed once the user read back shows it, a website included', () => {
    const changes = [
      { field: 'bio' as const, value: 'bye' },
      { field: 'url' as const, value: 'https://b.test' },
    ];
    expect(unconfirmedChanges(user, changes)).toEqual(changes);
    expect(unconfirmedChanges({ ...user, bio: 'bye' }, changes)).toEqual([changes[1]]);
    expect(unconfirmedChanges({ ...user, bio: 'bye', website: 'https://b.test' }, changes)).toEqual([]);
    // A gateway that does not show websites cannot confirm one: the screen never offers it there.
    expect(unconfirmedChanges({ ...user, bio: 'bye', website: undefined }, changes)).toEqual([changes[1]]);
  });
});
