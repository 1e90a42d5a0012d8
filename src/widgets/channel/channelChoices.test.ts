import { describe, expect, it } from 'vitest';
import { testChannel } from '../../queries/testModel';
import { channelChoices } from './channelChoices';

const loaded = ['dev', 'gardening', 'art'].map((key) => testChannel({ key }));

describe('channelChoices', () => {
  it('offers the loaded channels in their order', () => {
    expect(channelChoices(loaded, null)).toEqual(['dev', 'gardening', 'art']);
    expect(channelChoices(loaded, 'art')).toEqual(['dev', 'gardening', 'art']);
  });
  it('keeps a chosen channel the list does not hold, first', () => {
    expect(channelChoices(loaded, 'nowhere-yet')).toEqual(['nowhere-yet', 'dev', 'gardening', 'art']);
    expect(channelChoices([], 'dev')).toEqual(['dev']);
    expect(channelChoices([], null)).toEqual([]);
  });
});
