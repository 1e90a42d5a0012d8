import { describe, expect, it } from 'vitest';
import { testUser } from '../../queries/testModel';
import { filterUsers } from './userFilter';

const users = [
  testUser({ fid: '1', username: 'alice', displayName: 'Alice Okafor' }),
  testUser({ fid: '2', username: 'bob', displayName: 'Bob Moreau' }),
  testUser({ fid: '3', username: 'zoe', displayName: 'Zoë Tanaka' }),
];

describe('filterUsers', () => {
  it('returns everyone for an empty filter, unchanged', () => {
    expect(filterUsers(users, '  ')).toBe(users);
  });
  it('matches username, display name and FID, ignoring case, accents and a leading @', () => {
    expect(filterUsers(users, 'ALI').map((u) => u.fid)).toEqual(['1']);
    expect(filterUsers(users, '@bob').map((u) => u.fid)).toEqual(['2']);
    expect(filterUsers(users, 'zoe tanaka').map((u) => u.fid)).toEqual(['3']);
    expect(filterUsers(users, 'moreau').map((u) => u.fid)).toEqual(['2']);
    expect(filterUsers(users, 'nobody')).toEqual([]);
  });
});
