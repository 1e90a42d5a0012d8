import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { countSchema, timeSchema, wireObject } from './wire';

/** The issues a schema raises for `value`, as text. */
const issuesOf = (schema: v.GenericSchema, value: unknown) => {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? null : v.summarize(parsed.issues);
};

describe('wireObject', () => {
  const schema = wireObject({ name: v.string() });

  it('reads an object, keeping the keys it does not name', () => {
    expect(v.parse(schema, { name: 'a', extra: 1 })).toEqual({ name: 'a', extra: 1 });
  });

  it.each([
    ['a list', ['a'], 'Array'],
    ['null', null, 'null'],
    ['text', 'a', '"a"'],
  ])('refuses %s, saying what it received', (_what, value, received) => {
    expect(issuesOf(schema, value)).toBe(`× Invalid type: Expected Object but received ${received}`);
  });
});

describe('timeSchema', () => {
  it('reads milliseconds as a number or as digits, and dates written as text (ISO, RFC 2822)', () => {
    expect(v.parse(timeSchema, 1_700_000_000_000)).toBe(1_700_000_000_000);
    // Digits are milliseconds, never a year.
    expect(v.parse(timeSchema, '2024')).toBe(2024);
    expect(v.parse(timeSchema, '2024-04-05T12:00:00.000Z')).toBe(Date.UTC(2024, 3, 5, 12));
    expect(v.parse(timeSchema, 'Fri, 05 Apr 2024 12:00:00 +0000')).toBe(Date.UTC(2024, 3, 5, 12));
  });

  it('refuses text that is no time, quoting it', () => {
    expect(issuesOf(timeSchema, 'soon')).toBe('× not a time: soon');
    expect(issuesOf(timeSchema, '12 monkeys')).toBe('× not a time: 12 monkeys');
  });
});

describe('countSchema', () => {
  it.each([
    [3, 3],
    ['5', 5],
    [2.7, 2],
    [null, 0],
    [-3, 0],
    ['-0', 0],
    ['many', 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('reads %j as %j', (value, count) => {
    expect(v.parse(countSchema, value)).toBe(count);
  });
});
