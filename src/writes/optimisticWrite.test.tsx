// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { castHashOf } from '../api/ids';
import { testCast, testUser } from '../queries/testModel';
import { signedInServices } from './fixtures/writeFixtures';
import { signAndSubmit, type WriteResult } from './signAndSubmit';
import { useDeleteCast } from './useDeleteCast';
import { useFollow } from './useFollow';
import { useReaction } from './useReaction';

// The hooks over the options, rendered with the app's services; the signing and sending is stood in for.
vi.mock('./signAndSubmit', () => ({ signAndSubmit: vi.fn() }));
const submitted = vi.mocked(signAndSubmit);
/** Lets the oldest write still in flight through. */
let settle: (() => void)[] = [];

beforeEach(() => {
  settle = [];
  submitted.mockReset().mockImplementation(() => new Promise<WriteResult>((resolve) => settle.push(() => resolve({ hash: castHashOf('0x0a'), cast: null }))));
});

describe('useOptimisticWrite', () => {
  it('sends one message for a double click, and one per other target or later click', async () => {
    const { result } = renderHook(() => useFollow(), { wrapper: signedInServices().wrapper });
    const [seven, eight] = [testUser({ fid: '7' }), testUser({ fid: '8' })];
    act(() => {
      result.current.start({ user: seven, on: true });
      result.current.start({ user: seven, on: true });
    });
    // Once the first write has reached the gateway, long enough for a second, had it started, to have reached it too.
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(submitted).toHaveBeenCalledTimes(1);
    act(() => result.current.start({ user: eight, on: true }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(2));
    await act(async () => settle.forEach((go) => go()));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    act(() => result.current.start({ user: seven, on: false }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(3));
    expect(submitted.mock.calls.map(([write]) => write.action)).toMatchObject([{ remove: false }, { remove: false }, { remove: true }]);
  });

  it('tells a like and a recast of the same cast apart', async () => {
    const { result } = renderHook(() => useReaction(), { wrapper: signedInServices().wrapper });
    const cast = testCast({ hash: '0x0c' });
    act(() => result.current.start({ cast, reaction: 'like', on: true }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    act(() => {
      result.current.start({ cast, reaction: 'recast', on: true });
      result.current.start({ cast, reaction: 'like', on: true });
    });
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(submitted.mock.calls.map(([write]) => (write.action as { reaction: string }).reaction)).toEqual(['like', 'recast']);
  });

  it('deletes a cast once for a double click, and another cast meanwhile', async () => {
    const { result } = renderHook(() => useDeleteCast(), { wrapper: signedInServices().wrapper });
    const [one, two] = [testCast({ hash: '0x01' }), testCast({ hash: '0x02' })];
    act(() => {
      result.current.start({ cast: one });
      result.current.start({ cast: one });
    });
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    act(() => result.current.start({ cast: two }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(2));
    expect(submitted.mock.calls.map(([write]) => write.action)).toEqual([
      { kind: 'remove-cast', cast: { fid: one.author.fid, hash: one.hash } },
      { kind: 'remove-cast', cast: { fid: two.author.fid, hash: two.hash } },
    ]);
    await act(async () => settle.forEach((go) => go()));
  });
});
