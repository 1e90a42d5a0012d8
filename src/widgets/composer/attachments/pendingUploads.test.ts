import { describe, expect, it } from 'vitest';
import { fileProblem, pendingReducer, readyInOrder, type PendingUpload } from './pendingUploads';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const LIMIT = { maxBytes: 100, maxSide: 2048 };

describe('pending uploads', () => {
  it('tracks progress, failure, retry and removal of one upload without touching the others', () => {
    const a: PendingUpload = { id: 1, file: file('a.png', 'image/png'), name: 'a.png', progress: 0, error: null };
    const b: PendingUpload = { ...a, id: 2, name: 'b.png' };
    let list = pendingReducer(pendingReducer([], { type: 'add', upload: a }), { type: 'add', upload: b });
    list = pendingReducer(list, { type: 'progress', id: 1, progress: 0.5 });
    list = pendingReducer(list, { type: 'failed', id: 2, error: 'The gateway is down' });
    expect(list.map((u) => [u.progress, u.error])).toEqual([[0.5, null], [0, 'The gateway is down']]);
    list = pendingReducer(list, { type: 'retry', id: 2 });
    expect(list[1]!.error).toBeNull();
    expect(pendingReducer(list, { type: 'remove', id: 1 }).map((u) => u.id)).toEqual([2]);
  });

  it('lets uploaded pictures join the draft in the order they were chosen, whatever order they finish in', () => {
    const upload = (id: number): PendingUpload => ({ id, file: file(`${id}.png`, 'image/png'), name: `${id}.png`, progress: 0, error: null });
    let list = [1, 2, 3].map(upload);
    list = pendingReducer(list, { type: 'uploaded', id: 2, url: 'https://g/2.png' });
    expect(readyInOrder(list)).toEqual([]);
    list = pendingReducer(list, { type: 'uploaded', id: 1, url: 'https://g/1.png' });
    expect(readyInOrder(list).map((u) => u.url)).toEqual(['https://g/1.png', 'https://g/2.png']);
    // A failed picture does not hold back the ones after it.
    list = pendingReducer(pendingReducer([4, 5].map(upload), { type: 'failed', id: 4, error: 'no' }), { type: 'uploaded', id: 5, url: 'https://g/5.png' });
    expect(readyInOrder(list).map((u) => u.id)).toEqual([5]);
  });

  it('says why a file will not be sent', () => {
    expect(fileProblem(file('a.png', 'image/png'), LIMIT)).toBeNull();
    expect(fileProblem(file('notes.txt', 'text/plain'), LIMIT)).toBe('notes.txt is not a PNG, JPEG, GIF or WebP picture.');
    expect(fileProblem(file('drawing.svg', 'image/svg+xml'), LIMIT)).toMatch(/not a PNG/);
    expect(fileProblem(file('big.jpg', 'image/jpeg', 101), { maxBytes: 100, maxSide: 1 })).toMatch(/big.jpg is larger than/);
  });
});
