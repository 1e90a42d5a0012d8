import { UserDataType, validations } from '@farcaster/core';
import { describe, expect, it } from 'vitest';
import { USER_DATA_MAX_BYTES, userDataProblem, type SizedUserDataField } from './userData';

const CORE_TYPE: Record<SizedUserDataField, UserDataType> = {
  pfp: UserDataType.PFP,
  display: UserDataType.DISPLAY,
  bio: UserDataType.BIO,
  url: UserDataType.URL,
};

describe('userDataProblem', () => {
  it.each(Object.keys(USER_DATA_MAX_BYTES) as SizedUserDataField[])('allows exactly the bytes a hub allows for %s', (field) => {
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

describe('usernames', () => {
  it('accepts what a hub accepts as a name and refuses the rest', () => {
    for (const name of ['alice', 'a', 'bob-2', 'vitalik.eth', 'abcdefghijklmnop']) {
      expect(userDataProblem('username', name)).toBeNull();
      expect(validations.validateUserDataAddBody({ type: UserDataType.USERNAME, value: name }).isOk()).toBe(true);
    }
    // A hub lets an empty username clear the name; here every account keeps one, as the gateway requires.
    expect(userDataProblem('username', '')).toMatch(/1 to 16 lowercase/);
    for (const name of ['Alice', '-alice', 'abcdefghijklmnopq', 'al ice', 'ali_ce']) {
      expect(userDataProblem('username', name)).toMatch(/1 to 16 lowercase/);
      expect(validations.validateUserDataAddBody({ type: UserDataType.USERNAME, value: name }).isOk()).toBe(false);
    }
  });
});
