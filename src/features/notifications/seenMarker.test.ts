import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../components/fixtures/memoryStorage';
import { isNewSince, markerAfter, readSeenMarker, saveSeenMarker } from './seenMarker';

const n = (id: string, timestamp: number) => ({ id, timestamp });

describe('the notifications seen marker', () => {
  it('counts everything as new on an account’s first look, then only what came after what it was shown', () => {
    expect(isNewSince(null, n('1', 1000))).toBe(true);
    const marker = markerAfter(null, [n('3', 3000), n('2', 2000), n('1', 1000)]);
    expect(marker).toEqual({ timestamp: 3000, ids: ['3'] });
    expect([n('4', 4000), n('3', 3000), n('2', 2000)].map((x) => isNewSince(marker, x))).toEqual([true, false, false]);
  });

  it('tells apart two notifications of the same second, one seen and one that came later', () => {
    const marker = markerAfter(null, [n('7', 5000)]);
    expect(isNewSince(marker, n('8', 5000))).toBe(true);
    const later = markerAfter(marker, [n('8', 5000), n('7', 5000)]);
    expect(later).toEqual({ timestamp: 5000, ids: ['7', '8'] });
    expect(isNewSince(later, n('8', 5000))).toBe(false);
  });

  it('never moves back, whatever order or age of notifications it is shown', () => {
    const marker = { timestamp: 9000, ids: ['9'] };
    expect(markerAfter(marker, [n('1', 1000)])).toBe(marker);
    expect(markerAfter(marker, [])).toBe(marker);
    expect(markerAfter(null, [])).toBeNull();
  });

  it('is kept per account, and a damaged entry reads as none', () => {
    const storage = memoryStorage();
    saveSeenMarker(storage, 'L2:0xabc', { timestamp: 3000, ids: ['3'] });
    expect(readSeenMarker(storage, 'L2:0xabc')).toEqual({ timestamp: 3000, ids: ['3'] });
    expect(readSeenMarker(storage, 'L1:2')).toBeNull();
    storage.setItem('castline.notificationsSeen.L1:2', '{"timestamp":"soon"}');
    expect(readSeenMarker(storage, 'L1:2')).toBeNull();
    storage.setItem('castline.notificationsSeen.L1:2', 'not json');
    expect(readSeenMarker(storage, 'L1:2')).toBeNull();
  });
});
