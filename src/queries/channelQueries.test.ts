import { describe, expect, it } from 'vitest';
import { directoryChannels } from './channelQueries';
import { testChannel } from './testModel';

describe('directoryChannels', () => {
  it('joins the loaded pages in their order', () => {
    const [dev, art, books] = ['dev', 'art', 'books'].map((key) => testChannel({ key }));
    expect(directoryChannels([{ items: [dev!, art!], next: 'c' }, { items: [books!], next: null }])).toEqual([dev, art, books]);
  });
  it('tells a gateway without a directory from an empty one', () => {
    expect(directoryChannels([null])).toBeNull();
    expect(directoryChannels([{ items: [], next: null }])).toEqual([]);
    expect(directoryChannels([])).toEqual([]);
  });
});
