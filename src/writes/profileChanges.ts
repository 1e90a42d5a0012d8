import type { User } from '../api/model';
import type { UserDataField } from '../farcaster/userData';

/** What the edit screen holds, one string per user data field. */
export type ProfileValues = Record<UserDataField, string>;

export const PROFILE_FIELDS: readonly UserDataField[] = ['display', 'username', 'bio', 'pfp', 'url'];

export function profileValuesOf(user: User): ProfileValues {
  return { display: user.displayName, username: user.username, bio: user.bio, pfp: user.pfpUrl ?? '', url: user.website ?? '' };
}

export interface ProfileChange {
  field: UserDataField;
  value: string;
}

/** The user as they will read once the changes are stored, for showing them at once. */
export function withProfileChanges(user: User, changes: readonly ProfileChange[]): User {
  const next = { ...user };
  for (const { field, value } of changes) {
    if (field === 'display') next.displayName = value;
    else if (field === 'username') next.username = value;
    else if (field === 'bio') next.bio = value;
    else if (field === 'pfp') next.pfpUrl = value || null;
    else next.website = value;
  }
  return next;
}

/** The changes a user read back from the gateway does not show. */
export function unconfirmedChanges(user: User, changes: readonly ProfileChange[]): ProfileChange[] {
  const read = profileValuesOf(user);
  return changes.filter(({ field, value }) => read[field] !== value);
}
