import { describe, expect, it } from 'vitest';
import { boundedLabels } from './boundedLabels';

describe('a label kept to a bounded number of values', () => {
  it('keeps the first values seen and names every later one "other", however often each comes', () => {
    const label = boundedLabels(2);
    expect(['/', '/u/:fid', '/', '/cast/:hash', '/u/:fid', '/search'].map(label)).toEqual(['/', '/u/:fid', '/', 'other', '/u/:fid', 'other']);
  });
});
