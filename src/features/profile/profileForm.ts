import type { User } from '../../api/model';
import { userDataProblem, type UserDataField } from '../../farcaster/userData';
import { isUsername } from '../../farcaster/username';
import { PROFILE_FIELDS, profileValuesOf, type ProfileChange, type ProfileValues } from '../../writes/profileChanges';

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
 * The fields the screen offers: the website only where the gateway keeps and shows one, so a website
 * is never reported saved and then dropped.
 */
export function profileFields(user: User): readonly UserDataField[] {
  return user.website === undefined ? PROFILE_FIELDS.filter((field) => field !== 'url') : PROFILE_FIELDS;
}

/**
 * What the form starts from: the user's values, with a username only when it passes the username rule
 * (an L2 account's username is its address, which the field would ask to be changed at once).
 */
export function profileFormValues(user: User): ProfileValues {
  const values = profileValuesOf(user);
  return isUsername(values.username) ? values : { ...values, username: '' };
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

/** The fields that differ, in the order the screen lists them: one user data message each. */
export function profileChanges(before: ProfileValues, after: ProfileValues): ProfileChange[] {
  return PROFILE_FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({ field, value: after[field] }));
}
