import type { User } from '../../api/model';

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Users whose username, display name or FID contains every word typed, ignoring case and accents. */
export function filterUsers(users: readonly User[], query: string): readonly User[] {
  const words = fold(query).split(/\s+/).filter(Boolean).map((w) => w.replace(/^@/, ''));
  if (words.length === 0) return users;
  return users.filter((user) => {
    const haystack = fold(`${user.username} ${user.displayName} ${user.fid}`);
    return words.every((word) => haystack.includes(word));
  });
}
