import { describe, expect, it } from 'vitest';
import { storedObject } from './storedJson';

describe('a JSON object kept in storage', () => {
  it('is the object, or null for nothing, broken JSON, or anything but an object', () => {
    expect(storedObject('{"a":1}')).toEqual({ a: 1 });
    for (const raw of [null, '', '{', 'null', '5', '"text"', '[1]']) expect(storedObject(raw)).toBeNull();
  });
});
