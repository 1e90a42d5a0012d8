import type { User } from '../../api/model';
import { userDataProblem, type UserDataField } from '../../farcaster/userData';

/** What the edit screen holds, one string per user data field. */
export type ProfileValues = Record<UserDataField, string>;

export const PROFILE_FIELDS: readonly UserDataField[] = ['display', 'username', 'bio', 'pfp', 'url'];

export function profileValuesOf(user: User): ProfileValues {
  return { display: user.displayName, username: user.username, bio: user.bio, pfp: user.pfpUrl ?? '', url: user.website ?? '' };
}

const ADDRESS_NAMES: Partial<Record<UserDataField, string>> = { pfp: 'The picture address', url: 'The website address' };

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A sentence for each changed field that cannot be saved as it is (an untouched field is not sent,
 * so it is not judged: an L2 account's username is its address). Empty text clears a field,
 * except the username.
 */
export function profileProblems(before: ProfileValues, values: ProfileValues): Partial<Record<UserDataField, string>> {
  const problems: Partial<Record<UserDataField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field];
    if (value === before[field]) continue;
    const what = ADDRESS_NAMES[field];
    const problem =
      userDataProblem(field, value) ?? (what && value !== '' && !isWebAddress(value) ? `${what} must be a web address starting with https://.` : null);
    if (problem) problems[field] = problem;
  }
  return problems;
}

export interface ProfileChange {
  field: UserDataField;
  value: string;
}

/** The fields that differ, in the order the screen lists them: one user data message each. */
export function profileChanges(before: ProfileValues, after: ProfileValues): ProfileChange[] {
  return PROFILE_FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({ field, value: after[field] }));
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

/** The changes a user read back from the gateway does not show (fields the gateway does not show count as shown). */
export function unconfirmedChanges(user: User, changes: readonly ProfileChange[]): ProfileChange[] {
  const read = profileValuesOf(user);
  return changes.filter(({ field, value }) => !(field === 'url' && user.website === undefined) && read[field] !== value);
}
