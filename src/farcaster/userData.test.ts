import { UserDataType, validations } from '@farcaster/core';
import { describe, expect, it } from 'vitest';
import { USER_DATA_MAX_BYTES, userDataProblem, type UserDataField } from './userData';

const CORE_TYPE: Record<UserDataField, UserDataType> = {
  pfp: UserDataType.PFP,
  display: UserDataType.DISPLAY,
  bio: UserDataType.BIO,
  url: UserDataType.URL,
};

describe('userDataProblem', () => {
  it.each(Object.keys(USER_DATA_MAX_BYTES) as UserDataField[])('allows exactly the bytes a hub allows for %s', (field) => {
    const max = USER_DATA_MAX_BYTES[field];
    // 'é' is two bytes: the limit is in bytes, not characters.
    const atLimit = 'é'.repeat(max / 2);
    const over = `${atLimit}a`;
    expect(userDataProblem(field, atLimit)).toBeNull();
    expect(validations.validateUserDataAddBody({ type: CORE_TYPE[field], value: atLimit }).isOk()).toBe(true);
    expect(userDataProblem(field, over)).toBe(
      `${{ pfp: 'The picture address', display: 'The display name', bio: 'The bio', url: 'The website address' }[field]} is ${max + 1} bytes; it may be at most ${max}.`,
    );
    expect(validations.validateUserDataAddBody({ type: CORE_TYPE[field], value: over }).isOk()).toBe(false);
  });
});
