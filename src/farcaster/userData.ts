import { utf8Length } from './castText';
import type { UserDataType } from './messageData';
import { isUsername } from './username';

/** Profile fields the app edits. */
export type UserDataField = 'pfp' | 'display' | 'bio' | 'url' | 'username';

/** The fields limited by size alone, with the protocol's limits in UTF-8 bytes. */
export type SizedUserDataField = Exclude<UserDataField, 'username'>;

export const USER_DATA_MAX_BYTES: Readonly<Record<SizedUserDataField, number>> = { pfp: 256, display: 32, bio: 256, url: 256 };


export const USER_DATA_TYPE: Readonly<Record<UserDataField, UserDataType>> = {
  pfp: 'USER_DATA_TYPE_PFP',
  display: 'USER_DATA_TYPE_DISPLAY',
  bio: 'USER_DATA_TYPE_BIO',
  url: 'USER_DATA_TYPE_URL',
  username: 'USER_DATA_TYPE_USERNAME',
};

const FIELD_NAME: Record<UserDataField, string> = {
  pfp: 'The picture address',
  display: 'The display name',
  bio: 'The bio',
  url: 'The website address',
  username: 'The username',
};

/** A sentence explaining why `value` cannot be stored in `field`, or null when it can. */
export function userDataProblem(field: UserDataField, value: string): string | null {
  if (field === 'username') {
    return isUsername(value) ? null : 'A username is 1 to 16 lowercase letters, digits or hyphens (not first), optionally ending in .eth.';
  }
  const bytes = utf8Length(value);
  const max = USER_DATA_MAX_BYTES[field];
  return bytes > max ? `${FIELD_NAME[field]} is ${bytes} bytes; it may be at most ${max}.` : null;
}
