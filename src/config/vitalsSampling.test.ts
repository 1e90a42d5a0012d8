import { describe, expect, it } from 'vitest';
import { isSampled, VITALS_SAMPLE_RATE_KEY, vitalsSampleRate } from './vitalsSampling';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === VITALS_SAMPLE_RATE_KEY ? value : null) });

describe('the share of page loads that report their vitals', () => {
  it('is a tenth unless the build or this browser names another', () => {
    expect(vitalsSampleRate(storage(null), {})).toBe(0.1);
    expect(vitalsSampleRate(storage(null), { VITE_VITALS_SAMPLE_RATE: '0.25' })).toBe(0.25);
  });

  it("takes this browser's share before the build's", () => {
    expect(vitalsSampleRate(storage('1'), { VITE_VITALS_SAMPLE_RATE: '0.25' })).toBe(1);
    expect(vitalsSampleRate(storage('0'), {})).toBe(0);
  });

  it.each(['', 'all', '-0.1', '1.5', 'NaN', 'Infinity'])('ignores %j, which is no share from 0 to 1', (raw) => {
    expect(vitalsSampleRate(storage(raw), { VITE_VITALS_SAMPLE_RATE: raw })).toBe(0.1);
  });

  it('samples a draw under the share, never at it, so a share of 0 samples none and 1 every load', () => {
    expect(isSampled(0.1, 0.05)).toBe(true);
    expect(isSampled(0.1, 0.1)).toBe(false);
    expect(isSampled(0, 0)).toBe(false);
    expect(isSampled(1, 0.999_999)).toBe(true);
  });
});
